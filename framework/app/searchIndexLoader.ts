/**
 * The search index for the dialog: MiniSearch and the index file, fetched together on the first
 * open (not with the dialog's code), once per page load; after a failure (offline), the next open
 * tries again. In the dev server (a `live` index) every open loads it again, so an edit to a page
 * reaches search. While it loads, the dialog says so.
 */

import { getSearchIndex, live } from 'virtual:searchIndex'
import type MiniSearch from 'minisearch'
import { useEffect, useState } from 'react'
import { type SearchResult, searchIndexOptions } from '../../docs/lib/search/searchFields.ts'
import { loadOnce } from './loadLater.ts'

type SearchIndex = MiniSearch<SearchResult>

const load = (): Promise<SearchIndex> =>
  Promise.all([import('minisearch'), getSearchIndex()]).then(([{ default: MiniSearchClass }, json]) =>
    MiniSearchClass.loadJSON<SearchResult>(json, searchIndexOptions),
  )
export const loadSearchIndex = live ? load : loadOnce(load)

/** The loaded index, or undefined while it loads. */
export function useSearchIndex(): SearchIndex | undefined {
  const [searchIndex, setSearchIndex] = useState<SearchIndex>()
  useEffect(() => {
    loadSearchIndex().then(setSearchIndex, () => {})
  }, [])
  return searchIndex
}
