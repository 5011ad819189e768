/**
 * Resolves once every font face the page declares has loaded or failed, for measurements that
 * depend on the font (a line that wraps, a heading's place). `document.fonts.ready` alone
 * resolves at once when no face has been asked for yet, which happens when it runs before the
 * first style pass of the page: the measurement then saw the fallback font while the site's font
 * was still on its way. A face the browser gives up on (Firefox does when a `font-display:
 * optional` face misses its short wait) settles too: the page keeps the fallback font, and is
 * measured in it. Runs in the page (`page.evaluate(siteFontsLoaded)`).
 */
export function siteFontsLoaded(): Promise<void> {
  return Promise.allSettled([...document.fonts].map((face) => face.load())).then(() =>
    document.fonts.ready.then(() => undefined),
  )
}
