/**
 * The first paint shows the first screen of the article, not a part of it. Chromium paints a
 * long page while its parser is still reading it: the banner and header came in one frame and the
 * article's opening paragraph (the largest text on a phone's first screen) in a later one, half a
 * second later on a slow phone, after a second style and layout pass. A render-blocking `expect`
 * link holds the first paint until the parser has reached an element named by its id; the build
 * names the first element with an id that starts after the article's opening text, so that text
 * and everything above it are painted together. A short article with no such element waits for
 * the whole page: the build puts an empty marker after the app's root (`pageEndMarker`), as a
 * short page could still be painted before its article was parsed (one load in three). Browsers
 * without `rel="expect"` ignore the link, and a page whose parser never reaches the element is
 * painted when parsing ends.
 */

import { decodeEntities } from '../../docs/lib/site/htmlEntities.ts'

/** Characters of article text (tags removed) that the first paint waits for, at least. */
export const firstScreenCharacters = 600

/**
 * The id of the first element in the page's `<article>` that starts after at least
 * `firstScreenCharacters` of its text; on a shorter article, the last element with an id after
 * its first paragraph. Undefined for a page with no article, or no id after its first paragraph.
 */
export function firstScreenEnd(html: string): string | undefined {
  const start = html.indexOf('<article')
  const end = html.indexOf('</article>', start)
  if (start < 0 || end < 0) return undefined
  const article = html.slice(start, end)
  const firstParagraphEnd = article.indexOf('</p>')
  if (firstParagraphEnd < 0) return undefined
  let last: string | undefined
  for (const match of article.matchAll(/<[a-z][\w-]*\s[^>]*?\bid="([^"]+)"/gi)) {
    const id = match[1]
    if (!id || match.index < firstParagraphEnd) continue
    last = id
    const text = decodeEntities(article.slice(0, match.index).replace(/<[^>]*>/g, ''))
    if (text.length >= firstScreenCharacters) return id
  }
  return last
}

/** The id of the marker that ends a page whose article names no element to wait for. */
export const pageEndId = 'page-parsed'
/** The marker: outside the app's root, so the app never sees it; empty and hidden. */
export const pageEndMarker = `<span id="${pageEndId}" hidden></span>`

/**
 * The render-blocking link for a page: to the element after its first screen, to the page-end
 * marker for a short article, or '' for a page without an article.
 */
export function firstScreenLink(html: string): string {
  const id = firstScreenEnd(html) ?? (html.includes('<article') ? pageEndId : undefined)
  // The id is copied as the page's own attribute held it, so it needs no escaping again.
  return id ? `<link rel="expect" href="#${id}" blocking="render">` : ''
}
