/**
 * Writes framework/app/icons.css, the stylesheet behind framework/app/icons.tsx (`npm run icons`):
 * each icon of framework/app/iconList.ts, rendered from its original component to SVG markup,
 * becomes a `data:` address that masks a box filled with the text colour. The shapes travel once,
 * in the cached stylesheet, instead of as markup in every page; they come from the page's own
 * stylesheet, so no request is added before the first paint (the policy's `img-src` allows
 * `data:`). Vocs and the Radix icons are pinned, so the file changes only with the icon list or
 * the footer's networks; iconMasks.test.ts fails while the committed file differs.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { type ComponentType, createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { socials } from '../docs/lib/site/site.ts'
import { type IconName, isSocialIcon, radixIcons, vocsIcons } from '../framework/app/iconList.ts'

const svgNamespace = 'http://www.w3.org/2000/svg'

/**
 * One icon's SVG markup for a mask: no title (the control names itself), coordinates to two
 * decimals (a hundredth of the 15-unit grid is under a fiftieth of a pixel at the largest size
 * drawn, 21 px), and the SVG namespace, which some components leave out: an SVG image without it
 * is no image, and its mask paints nothing.
 */
export function maskMarkup(component: ComponentType): string {
  const markup = renderToStaticMarkup(createElement(component))
    .replace(/<title>.*?<\/title>/g, '')
    // The box sets the size; the shape keeps its proportions from its viewBox.
    .replace(/^<svg([^>]*?) width="[^"]*"/, '<svg$1')
    .replace(/^<svg([^>]*?) height="[^"]*"/, '<svg$1')
    .replace(/\d*\.\d{3,}/g, (number) => String(Math.round(Number(number) * 100) / 100))
    .replace(/^<svg(?![^>]*\sxmlns=)/, `<svg xmlns="${svgNamespace}"`)
  if (!/^<svg[\s>][\s\S]*<(path|circle|rect|polygon)[\s>]/.test(markup))
    throw new Error(`iconMasks: ${component.displayName ?? component.name} renders no SVG shape`)
  return markup
}

/**
 * SVG markup as a `data:` address inside a double-quoted CSS `url()`: the markup's double quotes
 * become single ones, and only `%` and `#` (which would end the address) are escaped, so the
 * shapes stay as short as their markup.
 */
export function cssDataAddress(svg: string): string {
  if (!/^<svg[\s>]/.test(svg)) throw new Error('cssDataAddress: the text is not an SVG element')
  if (svg.includes("'")) throw new Error('cssDataAddress: the markup holds a single quote')
  return `data:image/svg+xml,${svg.replaceAll('%', '%25').replaceAll('#', '%23').replaceAll('"', "'").replace(/\s+/g, ' ')}`
}

/** The rules: the box, the shape of each icon, and the system text colour in forced colours. */
export function iconMasksCss(icons: Partial<Record<IconName, ComponentType>>): string {
  const shapes = Object.entries(icons).map(
    ([name, component]) =>
      `[data-icon="${name}"]{--icon-shape:url("${cssDataAddress(maskMarkup(component as ComponentType))}")}`,
  )
  return [
    '/* Written by `npm run icons` (tooling/iconMasks.ts): edit that, not this file. */',
    '[data-icon]{display:inline-block;flex-shrink:0;background-color:currentColor;',
    '-webkit-mask:var(--icon-shape) center/contain no-repeat;mask:var(--icon-shape) center/contain no-repeat}',
    '[data-icon][data-fill]{display:block;width:100%;height:100%}',
    // Forced colours would replace the fill with the page background; keep the text colour.
    '@media (forced-colors:active){[data-icon]{forced-color-adjust:none;background-color:CanvasText}}',
    ...shapes,
  ].join('\n')
}

const vocsIconModule = (name: string) =>
  fileURLToPath(new URL(`../node_modules/vocs/_lib/app/components/icons/${name}.js`, import.meta.url))

/**
 * The original component of each listed icon the site can show: Vocs' own files and the Radix
 * set; of the social icons, those of the networks the footer links (docs/lib/site/site.ts).
 */
export async function originalIcons(): Promise<Partial<Record<IconName, ComponentType>>> {
  const radix = (await import('@radix-ui/react-icons')) as unknown as Record<string, ComponentType>
  const entries: [IconName, ComponentType][] = []
  const linked = new Set<string>(socials.map(({ icon }) => icon))
  const shown = vocsIcons.filter((name) => !isSocialIcon(name) || linked.has(name.toLowerCase()))
  for (const name of shown) {
    const module = (await import(vocsIconModule(name))) as Record<string, ComponentType>
    const component = module[name]
    if (!component) throw new Error(`iconMasks: ${vocsIconModule(name)} exports no ${name}`)
    entries.push([name, component])
  }
  for (const name of radixIcons) {
    const component = radix[name]
    if (!component) throw new Error(`iconMasks: @radix-ui/react-icons exports no ${name}`)
    entries.push([name, component])
  }
  return Object.fromEntries(entries)
}

/** The committed stylesheet. */
export const iconMasksFile = fileURLToPath(new URL('../framework/app/icons.css', import.meta.url))

/** The stylesheet as the icons render now. */
export const currentIconMasks = async () => `${iconMasksCss(await originalIcons())}\n`

export const readIconMasks = () => readFileSync(iconMasksFile, 'utf8')

if (import.meta.main) writeFileSync(iconMasksFile, await currentIconMasks())
