/**
 * The header's logo, one per theme, drawn in the page as the SVG markup of public/logo-*.svg: an
 * `<img>` (Vocs' logo), even of a `data:` address, is a request of the page and an SVG document
 * the browser builds before the first paint.
 */
import * as styles from '../../node_modules/vocs/_lib/app/components/Logo.css.js'
import dark from '../../public/logo-dark.svg?raw'
import light from '../../public/logo-light.svg?raw'

const logos = [
  { svg: dark.trim(), theme: styles.logoDark },
  { svg: light.trim(), theme: styles.logoLight },
]

export function Logo({ className }: { className?: string }) {
  return logos.map(({ svg, theme }) => (
    <span
      key={theme}
      className={[className, styles.root, theme].filter(Boolean).join(' ')}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own logo files, bundled at build time.
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  ))
}
