/**
 * Inter, once it is on the reader's device. A page's first paint needs nothing but the page and
 * its stylesheet, so no font file is asked for before it: until the browser holds Inter, text is
 * set in the fallback face sized to Inter (docs/styles.css). This script, inline in each page's
 * head (allowed by its hash), decides which:
 * - storage names the page's own font file (`data-font`), fetched after an earlier load: the
 *   Inter face is added before the first paint, and the file comes from the browser's cache (the
 *   host keeps `/assets/` for a year, under names that change with the bytes);
 * - else, once the page has loaded and its first contentful paint is reported (the load can come
 *   first: that paint waits for the article's opening) and the browser is idle, the file is fetched
 *   and its address remembered, and the face is added when the reader opens another page in the
 *   tab (`history.pushState`, before that page renders), so no line moves under a reader who
 *   stays.
 * A reload or a return through history keeps the font the tab's page was set in (session
 * storage): a page first shown in the fallback reloads in it, so the browser's restored position
 * and a section link land where they did; the tab takes Inter at its next page.
 * Storage that throws keeps the fallback for this page and still switches at the next page.
 * No FontFace (very old browsers): the fallback stays. ES5, fixed text: its hash never changes.
 */

/** The storage key of the font file's address that the browser holds. */
const fontStorageKey = 'font'
/** The family the stylesheet names first (vocs.config.ts). */
const fontFamily = 'Inter'
/** The face's descriptors: the variable font's whole weight axis; never a late swap. */
const fontDescriptors = { weight: '100 900', display: 'optional' } as const

/** The session key of the font this tab's pages are set in: the file's address, or '' for the fallback. */
const tabFontKey = 'font-tab'

export const fontInitializerScript = [
  '(function(){',
  'var me=document.currentScript,href=me&&me.getAttribute("data-font"),F=window.FontFace;',
  'if(!href||!F)return;',
  `function face(){return new F(${JSON.stringify(fontFamily)},"url("+href+")",${JSON.stringify(fontDescriptors)})}`,
  `var key=${JSON.stringify(fontStorageKey)},tabKey=${JSON.stringify(tabFontKey)},stored=null,tab=null;`,
  'function remember(area,k,v){try{window[area].setItem(k,v)}catch(e){}}',
  'try{stored=localStorage.getItem(key);tab=sessionStorage.getItem(tabKey)}catch(e){}',
  'var P=window.performance,nav=P&&P.getEntriesByType&&P.getEntriesByType("navigation")[0],',
  'again=!!nav&&(nav.type==="reload"||nav.type==="back_forward");',
  'if(stored===href&&(!again||tab===null||tab===href)){document.fonts.add(face());remember("sessionStorage",tabKey,href);return}',
  'remember("sessionStorage",tabKey,"");',
  'function fetchLater(){(window.requestIdleCallback||setTimeout)(function(){',
  'var f=face();f.load().then(function(){',
  'remember("localStorage",key,href);',
  'var h=history,push=h.pushState;',
  'h.pushState=function(){h.pushState=push;document.fonts.add(f);remember("sessionStorage",tabKey,href);return push.apply(this,arguments)}',
  '},function(){})',
  '})}',
  'var painted=false,loaded=false;',
  'function both(){if(painted&&loaded){painted=false;fetchLater()}}',
  'var PO=window.PerformanceObserver;',
  'if(PO&&PO.supportedEntryTypes&&PO.supportedEntryTypes.indexOf("paint")>=0){',
  'new PO(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();painted=true;both()}}).observe({type:"paint",buffered:true})',
  '}else painted=true;',
  'addEventListener("load",function(){loaded=true;both()});',
  '})();',
].join('')
