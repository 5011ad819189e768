/**
 * The one order of chain names on the site: alphabetical, letter case ignored, so "Base"
 * comes before "BSC" and "opBNB" before "Optimism".
 *
 * The collation locale is fixed. A table is sorted twice: in Node when the page is
 * prerendered, and again in the reader's browser when React takes the page over. Sorting
 * with the runtime's default locale lets the two disagree: WebKit under a POSIX locale
 * orders by code point ("BSC" before "Base", "opBNB" last), and Estonian puts "Z" between
 * "S" and "T". The browser then renders other rows than the HTML it hydrates, React
 * reports a hydration mismatch and throws the prerendered table away.
 */
const collator = new Intl.Collator('en', { sensitivity: 'base' })

export function compareChainNames(a: string, b: string): number {
  return collator.compare(a, b)
}
