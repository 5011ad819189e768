/**
 * The fields of the search index: the ones searched and the ones stored with each section.
 * The index is built with them (framework/build/searchIndex.ts) and every reader of the file
 * loads it with them (the search dialog, the MCP endpoint, the bench). Only a short excerpt of
 * each section is stored, not its HTML nor its whole text: the index is fetched on a reader's
 * first search, on a phone too, and the sections' HTML made it more than ten times larger.
 */
export const searchIndexOptions = {
  fields: ['title', 'titles', 'text'],
  storeFields: ['excerpt', 'isPage', 'title', 'titles'],
}
