/**
 * The icons Vocs' page chrome draws (copy buttons, callouts, sidebar chevrons, code titles, the
 * top bars, banner and footer). Each is drawn from the stylesheet as a mask over the text colour
 * (framework/app/icons.css, written by tooling/iconMasks.ts) instead of as SVG markup in every page: the markup was a third
 * of a page's compressed HTML, which a phone downloads before anything shows.
 */

/** Vocs' own icons, each the export of node_modules/vocs/_lib/app/components/icons/<name>.js. */
export const vocsIcons = [
  'ArrowLeft',
  'ArrowRight',
  'Bluesky',
  'CheckCircle',
  'Checkmark',
  'ChevronDown',
  'ChevronRight',
  'ChevronUp',
  'Copy',
  'Discord',
  'ExclamationTriangle',
  'Farcaster',
  'File',
  'GitHub',
  'InfoCircled',
  'LightningBolt',
  'Menu',
  'Moon',
  'Sun',
  'Telegram',
  'Terminal',
  'Warpcast',
  'X',
] as const

/** The Radix icons Vocs' chrome imports from `@radix-ui/react-icons`. */
export const radixIcons = ['Cross1Icon', 'MagnifyingGlassIcon', 'Pencil2Icon'] as const

/** Vocs' social network icons: the stylesheet holds the shapes of the networks the site links only. */
const socialIcons: readonly string[] = ['Bluesky', 'Discord', 'Farcaster', 'GitHub', 'Telegram', 'Warpcast', 'X']
export const isSocialIcon = (name: string) => socialIcons.includes(name)

export type IconName = (typeof vocsIcons)[number] | (typeof radixIcons)[number]
