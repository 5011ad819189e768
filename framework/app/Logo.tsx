/**
 * The header's logo, one per theme, drawn in the page as SVG markup. As an image (Vocs draws an
 * `<img>`, even from a `data:` address) each logo is a request of the page and a separate SVG
 * document the browser builds before the first paint; Lighthouse's mobile simulation counts
 * those requests against the stylesheet's download and put the largest paint of the long pages
 * 71–99 ms after the first. Markup is neither. An address that is not an SVG written into the
 * page (svgMarkup.ts) is still drawn as an image.
 */
import * as styles from '../../node_modules/vocs/_lib/app/components/Logo.css.js'
import { useConfig } from '../../node_modules/vocs/_lib/app/hooks/useConfig.js'
import { svgMarkup } from './svgMarkup.ts'

export function Logo({ className }: { className?: string }) {
  const { logoUrl } = useConfig()
  if (!logoUrl) return null
  const logos =
    typeof logoUrl === 'string'
      ? [{ address: logoUrl, theme: undefined }]
      : [
          { address: logoUrl.dark, theme: styles.logoDark },
          { address: logoUrl.light, theme: styles.logoLight },
        ]
  return (
    <>
      {logos.map(({ address, theme }) => {
        const classes = [className, styles.root, theme].filter(Boolean).join(' ')
        const markup = svgMarkup(address)
        return markup ? (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own logo files, read at build time.
          <span key={theme ?? 'logo'} className={classes} dangerouslySetInnerHTML={{ __html: markup }} />
        ) : (
          <img key={theme ?? 'logo'} alt="Logo" className={classes} src={address} />
        )
      })}
    </>
  )
}
