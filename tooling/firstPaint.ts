/**
 * What a page needs before its first paint, arranged so that it costs no extra round trip:
 *
 * - Vocs' theme initializer (it adds the `dark` class before anything is drawn) is
 *   written into the page instead of being fetched as a separate blocking script. The
 *   Content Security Policy allows it by its SHA-256 hash, like the banner script.
 * - The Inter font file is preloaded, so that it is usually in by the time text is laid
 *   out. The face uses `font-display: optional`: if the file is late, the page keeps the
 *   fallback face rather than swapping and reflowing text under the reader.
 */

export const themeInitializerPath = '/initializeTheme.iife.js'

export type FirstPaintAssets = {
  /** Source of Vocs' theme initializer, as built. */
  themeInitializer: string
  /** Root-relative URL of the hashed Inter woff2 file. */
  fontHref: string
}

const themeScriptTag = `<script src="${themeInitializerPath}"></script>`
const stylesheetTag = /<link rel="stylesheet"[^>]*>/

/** Rewrites the <head> of one built page. Fails loudly if the page does not have the expected shape. */
export function arrangeFirstPaint(html: string, { themeInitializer, fontHref }: FirstPaintAssets): string {
  if (!html.includes(themeScriptTag)) throw new Error(`no ${themeScriptTag} in the page`)
  if (!stylesheetTag.test(html)) throw new Error('no stylesheet link in the page')
  if (themeInitializer.includes('</script')) throw new Error('the theme initializer cannot be written inline')
  const preload = `<link rel="preload" href="${fontHref}" as="font" type="font/woff2" crossorigin>`
  return html
    .replace(themeScriptTag, `<script>${themeInitializer}</script>`)
    .replace(stylesheetTag, (link) => `${preload}\n    ${link}`)
}
