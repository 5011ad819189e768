/**
 * A built page arranged for its first paint: Vocs' theme initializer inline with the font
 * initializer (one script, allowed by its hash), and the main chunk requested only once the page
 * has painted and loaded, by an inline starter (allowed by its hash) at the end of <body>: the
 * prerendered page is complete without it, and its first paint needs only itself and its
 * stylesheet.
 */

import { firstScreenLink, pageEndId, pageEndMarker } from './firstScreen.ts'
import { fontInitializerScript } from './fontInitializer.ts'

export const themeInitializerPath = '/initializeTheme.iife.js'

/**
 * Inserts the module script named by its own `data-entry` attribute (and the classic script named
 * by `data-after`, if any) once the first contentful
 * paint has been presented (after the next frame without paint timing) and the load event has
 * fired, or one second after load at the latest (Firefox may paint without reporting it).
 * Each path starts the code once. ES5, and fixed text, so its hash in the policy never changes.
 */
export const entryStarterScript = [
  '(function(){',
  'var me=document.currentScript,src=me&&me.getAttribute("data-entry"),after=me&&me.getAttribute("data-after");',
  'var painted=false,loaded=false;',
  'function start(){if(!src)return;var s=document.createElement("script");s.type="module";s.src=src;src="";document.head.appendChild(s);',
  'if(after){var a=document.createElement("script");a.src=after;document.head.appendChild(a)}}',
  'function paint(){painted=true;if(loaded)start()}',
  'function load(){loaded=true;if(painted)start();setTimeout(start,1000)}',
  'var P=window.PerformanceObserver;',
  'if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){',
  'new P(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();paint()}}).observe({type:"paint",buffered:true})',
  '}else{requestAnimationFrame(function(){setTimeout(paint,0)})}',
  'if(document.readyState==="complete")load();else addEventListener("load",load)',
  '})();',
].join('')

const themeScriptTag = `<script src="${themeInitializerPath}"></script>`
const stylesheetTag = /<link rel="stylesheet"[^>]*>/
const insightsScriptTag = /<script defer="" src="(\/_vercel\/insights\/script\.js)"><\/script>/
const entryScriptTag = /\n?[ \t]*<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/

/**
 * Rewrites one built page: theme and font initializers inline, naming the font file, the first
 * paint held until the article's first screen is parsed (firstScreen.ts), and the main chunk
 * started by the starter at the end of <body>. Fails loudly if the page does not have the
 * expected shape.
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
  const arranged = html
    .replace(stylesheetTag, (link) => (waitFor ? `${waitFor}\n    ${link}` : link))
    .replace(themeScriptTag, `<script data-font="${fontHref}">${themeInitializer}${fontInitializerScript}</script>`)
    .replace(entryScriptTag, '')
    .replace(insightsScriptTag, '')
  const bodyEnd = arranged.lastIndexOf('</body>')
  if (bodyEnd < 0) throw new Error('no </body> in the page')
  const afterAttribute = after ? ` data-after="${after}"` : ''
  const starter = `<script data-entry="${entry}"${afterAttribute}>${entryStarterScript}</script>\n  `
  const marker = waitFor.includes(`href="#${pageEndId}"`) ? `${pageEndMarker}\n  ` : ''
  return arranged.slice(0, bodyEnd) + marker + starter + arranged.slice(bodyEnd)
}
