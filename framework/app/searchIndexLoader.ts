/**
 * The search index for the dialog: MiniSearch and the index file, fetched together on the first
 * open (not with the dialog's code), once per page load. While it loads, the dialog says so.
 */
import type MiniSearch from 'minisearch'
import { useEffect, useState } from 'react'
import { type SearchResult, searchIndexOptions } from '../../docs/lib/search/searchFields.ts'

export type SearchIndex = MiniSearch<SearchResult>

let loading: Promise<SearchIndex> | undefined

/**
 * Loads MiniSearch and the index once; after a failure (offline), the next open tries again. In
 * the dev server (a `live` index) every open loads it again, so an edit to a page reaches search.
 */
export function loadSearchIndex(): Promise<SearchIndex> {
  loading ??= Promise.all([import('minisearch'), import('virtual:searchIndex')])
    .then(async ([{ default: MiniSearchClass }, index]) => {
      const json = await index.getSearchIndex()
      if (index.live) loading = undefined
      return MiniSearchClass.loadJSON<SearchResult>(json, searchIndexOptions)
    })
    .catch((error: unknown) => {
      loading = undefined
      throw error
    })
  return loading
}

/** The loaded index, or undefined while it loads. */
export function useSearchIndex(): SearchIndex | undefined {
  const [searchIndex, setSearchIndex] = useState<SearchIndex>()
  useEffect(() => {
    loadSearchIndex().then(setSearchIndex, () => {})
  }, [])
  return searchIndex
}
