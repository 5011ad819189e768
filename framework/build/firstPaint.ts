/**
 * A built page arranged for its first paint: Vocs' theme initializer inline with the page
 * starter (one script, allowed by its hash), which adds the font and requests the main chunk
 * only once the page has painted and loaded (pageStarter.ts): the prerendered page is complete
 * without them, and its first paint needs only itself and its stylesheet.
 */

import { firstScreenLink, pageEndId, pageEndMarker } from './firstScreen.ts'
import { pageStarterScript } from './pageStarter.ts'

export const themeInitializerPath = '/initializeTheme.iife.js'

const themeScriptTag = `<script src="${themeInitializerPath}"></script>`
const stylesheetTag = /<link rel="stylesheet"[^>]*>/
const insightsScriptTag = /<script defer="" src="(\/_vercel\/insights\/script\.js)"><\/script>/
const entryScriptTag = /\n?[ \t]*<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/

/**
 * Rewrites one built page: the theme initializer and the page starter inline, naming the main
 * chunk and the font file, and the first paint held until the article's first screen is parsed
 * (firstScreen.ts). Fails loudly if the page does not have the expected shape.
 */
export function arrangeFirstPaint(
  html: string,
  { themeInitializer, fontHref }: { themeInitializer: string; fontHref: string },
): string {
  if (!html.includes(themeScriptTag)) throw new Error(`no ${themeScriptTag} in the page`)
  if (!stylesheetTag.test(html)) throw new Error('no stylesheet link in the page')
  if (themeInitializer.includes('</script')) throw new Error('the theme initializer cannot be written inline')
  const entry = entryScriptTag.exec(html)?.[1]
  if (!entry) throw new Error('no module script for the main chunk in the page')
  // The host's usage-insights script, if the page links it, starts with the page's code, after load.
  const after = insightsScriptTag.exec(html)?.[1]
  if (!/^\/assets\/[\w.-]+\.woff2$/.test(fontHref))
    throw new Error(`the font address ${fontHref} is not a file in /assets/`)
  const waitFor = firstScreenLink(html)
  const afterAttribute = after ? ` data-after="${after}"` : ''
  const starter = `<script data-entry="${entry}"${afterAttribute} data-font="${fontHref}">${themeInitializer}${pageStarterScript}</script>`
  const arranged = html
    .replace(stylesheetTag, (link) => (waitFor ? `${waitFor}\n    ${link}` : link))
    .replace(themeScriptTag, () => starter)
    .replace(entryScriptTag, '')
    .replace(insightsScriptTag, '')
  const bodyEnd = arranged.lastIndexOf('</body>')
  if (bodyEnd < 0) throw new Error('no </body> in the page')
  const marker = waitFor.includes(`href="#${pageEndId}"`) ? `${pageEndMarker}\n  ` : ''
  return arranged.slice(0, bodyEnd) + marker + arranged.slice(bodyEnd)
}
