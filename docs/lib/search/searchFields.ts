/**
 * The fields of the search index: the ones searched and the ones stored with each section.
 * The index is built with them (searchIndex.ts) and every reader of the file
 * loads it with them (the search dialog, the MCP endpoint, the bench). Only a short excerpt of
 * each section is stored, not its HTML nor its whole text: the index is fetched on a reader's
 * first search, on a phone too, and the sections' HTML made it more than ten times larger.
 *
 * `keywords` is searched and never shown: the words a section is also found by (the sidebar
 * groups above its page, the chain names of its chain list, the words readers use for its
 * subject), which the builder is given apart from the pages.
 */

/**
 * Splits text into terms at white space and punctuation, except `_`: a name such as
 * `deposit_wei` is one term, found whole, and by its start with prefix search.
 */
const termSeparators = /(?:[\n\r\p{Z}]|(?!_)\p{P})+/u

/** The stored fields of one section, as a search result carries them; a result's `id` is its link. */
export type SearchResult = {
  /** The start of the section's text, as plain text. */
  excerpt: string
  isPage: boolean
  title: string
  /** The headings above the section, outermost first. */
  titles: string[]
}

export const searchIndexOptions = {
  fields: ['title', 'titles', 'text', 'keywords'],
  storeFields: ['excerpt', 'isPage', 'title', 'titles'],
  tokenize: (text: string) => text.split(termSeparators),
}
