/**
 * The script in each page's head, after Vocs' theme initializer (allowed by its hash), that
 * starts what the page needs only after its first paint: Inter and the site's code. The first
 * paint needs nothing but the page and its stylesheet.
 *
 * The font: until the browser holds Inter, text is set in the fallback face sized to Inter
 * (docs/styles.css).
 * - Storage names the page's own font file (`data-font`), fetched after an earlier load: the
 *   Inter face is added before the first paint, and the file comes from the browser's cache (the
 *   host keeps `/assets/` for a year, under names that change with the bytes).
 * - Else, once the page has started, the file is fetched when the browser is idle and its address
 *   remembered, and the face is added when the reader opens another page in the tab
 *   (`history.pushState`, before that page renders), so no line moves under a reader who stays.
 * - A reload or a return through history keeps the font the tab's page was set in (session
 *   storage): a page first shown in the fallback reloads in it, so the browser's restored
 *   position and a section link land where they did; the tab takes Inter at its next page.
 * - Storage that throws keeps the fallback for this page and still switches at the next page.
 *   No FontFace (very old browsers): the fallback stays.
 *
 * The start: the module script named by `data-entry` (and the classic script named by
 * `data-after`, if any) is inserted once the first contentful paint has been presented (after
 * the next frame without paint timing) and the load event has fired, or one second after load
 * at the latest (Firefox may paint without reporting it). Each path starts the page once.
 *
 * ES5, and fixed text, so its hash in the policy never changes.
 */

/** The storage key of the font file's address that the browser holds. */
const fontStorageKey = 'font'
/** The family the stylesheet names first (vocs.config.ts). */
const fontFamily = 'Inter'
/** The face's descriptors: the variable font's whole weight axis; never a late swap. */
const fontDescriptors = { weight: '100 900', display: 'optional' } as const

/** The session key of the font this tab's pages are set in: the file's address, or '' for the fallback. */
const tabFontKey = 'font-tab'

export const pageStarterScript = [
  '(function(){',
  'var me=document.currentScript;function attr(n){return me&&me.getAttribute(n)}',
  'var src=attr("data-entry"),after=attr("data-after"),href=attr("data-font"),F=window.FontFace,fetchFont=null;',
  'function remember(area,k,v){try{window[area].setItem(k,v)}catch(e){}}',
  'if(href&&F)(function(){',
  `function face(){return new F(${JSON.stringify(fontFamily)},"url("+href+")",${JSON.stringify(fontDescriptors)})}`,
  `var key=${JSON.stringify(fontStorageKey)},tabKey=${JSON.stringify(tabFontKey)},stored=null,tab=null;`,
  'try{stored=localStorage.getItem(key);tab=sessionStorage.getItem(tabKey)}catch(e){}',
  'var P=window.performance,nav=P&&P.getEntriesByType&&P.getEntriesByType("navigation")[0],',
  'again=!!nav&&(nav.type==="reload"||nav.type==="back_forward");',
  'if(stored===href&&(!again||tab===null||tab===href)){document.fonts.add(face());remember("sessionStorage",tabKey,href);return}',
  'remember("sessionStorage",tabKey,"");',
  'fetchFont=function(){(window.requestIdleCallback||setTimeout)(function(){',
  'var f=face();f.load().then(function(){',
  'remember("localStorage",key,href);',
  'var h=history,push=h.pushState;',
  'h.pushState=function(){h.pushState=push;document.fonts.add(f);remember("sessionStorage",tabKey,href);return push.apply(this,arguments)}',
  '},function(){})',
  '})}',
  '})();',
  'function start(){if(fetchFont){fetchFont();fetchFont=null}if(!src)return;',
  'var s=document.createElement("script");s.type="module";s.src=src;src="";document.head.appendChild(s);',
  'if(after){var a=document.createElement("script");a.src=after;document.head.appendChild(a)}}',
  'var painted=false,loaded=false;',
  'function paint(){painted=true;if(loaded)start()}',
  'function load(){loaded=true;if(painted)start();setTimeout(start,1000)}',
  'var PO=window.PerformanceObserver;',
  'if(PO&&PO.supportedEntryTypes&&PO.supportedEntryTypes.indexOf("paint")>=0){',
  'new PO(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();paint()}}).observe({type:"paint",buffered:true})',
  '}else{requestAnimationFrame(function(){setTimeout(paint,0)})}',
  'if(document.readyState==="complete")load();else addEventListener("load",load)',
  '})();',
].join('')
