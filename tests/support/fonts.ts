/**
 * Resolves once every font face the page declares has loaded, for measurements that depend on
 * the site's font (a line that wraps, a heading's place). `document.fonts.ready` alone resolves
 * at once when no face has been asked for yet, which happens when it runs before the first
 * style pass of the page: the measurement then sees the fallback font, whose wider letters wrap
 * the tools row and the banner into more lines. A face that fails to load rejects, so a missing
 * font file fails the test that measures with it. Runs in the page (`page.evaluate(siteFontsLoaded)`).
 */
export function siteFontsLoaded(): Promise<void> {
  return Promise.all([...document.fonts].map((face) => face.load())).then(() =>
    document.fonts.ready.then(() => undefined),
  )
}
