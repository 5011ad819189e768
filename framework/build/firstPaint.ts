/**
 * What a page needs before its first paint, arranged so that it costs no extra round trip:
 *
 * - Vocs' theme initializer (it adds the `dark` class before anything is drawn) is
 *   written into the page instead of being fetched as a separate blocking script. The
 *   Content Security Policy allows it by its SHA-256 hash, like the banner script.
 * - The Inter font file is preloaded, so that it is usually in by the time text is laid
 *   out. The face uses `font-display: optional`: if the file is late, the page keeps the
 *   fallback face rather than swapping and reflowing text under the reader.
 * - The site's code (the main chunk, about 105 KB gzip) is requested only once the page
 *   has been painted and has loaded. The prerendered page is complete without it, so the reader sees the
 *   text as soon as the HTML, the stylesheet and the font are in; on a slow connection the
 *   code no longer takes bandwidth from them. The page becomes interactive one request
 *   later. A small inline script at the end of <body> starts the code; the Content
 *   Security Policy allows it by its hash too.
 */

export const themeInitializerPath = '/initializeTheme.iife.js'

export type FirstPaintAssets = {
  /** Source of Vocs' theme initializer, as built. */
  themeInitializer: string
  /** Root-relative URL of the hashed Inter woff2 file. */
  fontHref: string
}

/**
 * Inserts the module script named by its own `data-entry` attribute once the page has
 * both been painted and finished loading: the first contentful paint has been presented
 * (paint timing; after the next frame in a browser without paint timing) and the load
 * event has fired. Waiting for paint keeps the code's bandwidth away from the HTML, the
 * stylesheet and the font; waiting for load means the code never holds up the load event
 * and no script of the site is received before it, however slow the machine. A browser
 * may paint and not report it (Firefox, on a link to a section of another page), so the
 * code also starts one second after the load event at the latest. A background tab
 * paints, and so starts, when it is shown. Each path starts the code once. Written in ES5
 * so that it parses everywhere; its text is fixed (the URL is in the attribute), so its
 * hash in the policy does not change between builds.
 */
export const entryStarterScript = [
  '(function(){',
  'var src=document.currentScript&&document.currentScript.getAttribute("data-entry");',
  'var painted=false,loaded=false;',
  'function start(){if(!src)return;var s=document.createElement("script");s.type="module";s.src=src;src="";document.head.appendChild(s)}',
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
const entryScriptTag = /\n?[ \t]*<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/

/** The URL of the page's main chunk, whether Vocs' module script or the starter names it. */
export function entryScriptOf(html: string): string | undefined {
  return (entryScriptTag.exec(html) ?? /<script data-entry="([^"]+)">/.exec(html))?.[1]
}

/**
 * Rewrites one built page: theme initializer inline, font preload, and the main chunk
 * started by the starter at the end of <body>. Fails loudly if the page does not have the
 * expected shape.
 */
export function arrangeFirstPaint(html: string, { themeInitializer, fontHref }: FirstPaintAssets): string {
  if (!html.includes(themeScriptTag)) throw new Error(`no ${themeScriptTag} in the page`)
  if (!stylesheetTag.test(html)) throw new Error('no stylesheet link in the page')
  if (themeInitializer.includes('</script')) throw new Error('the theme initializer cannot be written inline')
  const entry = entryScriptTag.exec(html)?.[1]
  if (!entry) throw new Error('no module script for the main chunk in the page')
  const preload = `<link rel="preload" href="${fontHref}" as="font" type="font/woff2" crossorigin>`
  const arranged = html
    .replace(themeScriptTag, `<script>${themeInitializer}</script>`)
    .replace(stylesheetTag, (link) => `${preload}\n    ${link}`)
    .replace(entryScriptTag, '')
  const bodyEnd = arranged.lastIndexOf('</body>')
  if (bodyEnd < 0) throw new Error('no </body> in the page')
  const starter = `<script data-entry="${entry}">${entryStarterScript}</script>\n  `
  return arranged.slice(0, bodyEnd) + starter + arranged.slice(bodyEnd)
}
