/**
 * The search index, loaded on the search dialog's first open: MiniSearch (the search library)
 * and the index file are fetched together, once per page load. Vocs' own hook imported
 * MiniSearch statically, so the library came with the dialog's code, which every page
 * preloads when idle; here a reader who never searches never receives it. While it loads,
 * the dialog says so and keeps what the reader types.
 */
import type MiniSearch from 'minisearch'
import { useEffect, useState } from 'react'
import { searchIndexOptions } from './searchFields.ts'

/**
 * The stored fields of one section, as a search result carries them (framework/build/searchIndex.ts).
 * A result's `id` is its link.
 */
export type SearchResult = {
  /** The start of the section's text, as plain text. */
  excerpt: string
  isPage: boolean
  title: string
  titles: string[]
}

export type SearchIndex = MiniSearch<SearchResult>

let loading: Promise<SearchIndex> | undefined

/** Loads MiniSearch and the index once; after a failure (offline), the next open tries again. */
export function loadSearchIndex(): Promise<SearchIndex> {
  loading ??= Promise.all([import('minisearch'), import('virtual:searchIndex').then((index) => index.getSearchIndex())])
    .then(([{ default: MiniSearchClass }, json]) => MiniSearchClass.loadJSON<SearchResult>(json, searchIndexOptions))
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
    let current = true
    loadSearchIndex().then(
      (index) => {
        if (current) setSearchIndex(index)
      },
      () => {},
    )
    return () => {
      current = false
    }
  }, [])
  return searchIndex
}
