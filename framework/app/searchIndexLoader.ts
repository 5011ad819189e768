/**
 * The search index for the dialog: MiniSearch and the index file, fetched together on the first
 * open (not with the dialog's code), once per page load; after a failure (offline), the next open
 * tries again. In the dev server (a `live` index) every open loads it again, so an edit to a page
 * reaches search. While it loads, the dialog says so; when it cannot load, the dialog says that
 * and offers to try again.
 */

import { getSearchIndex, live } from 'virtual:searchIndex'
import type MiniSearch from 'minisearch'
import { useCallback, useEffect, useState } from 'react'
import { type SearchResult, searchIndexOptions } from '../../docs/lib/search/searchFields.ts'
import { loadOnce } from './loadLater.ts'

type SearchIndex = MiniSearch<SearchResult>

const load = (): Promise<SearchIndex> =>
  Promise.all([import('minisearch'), getSearchIndex()]).then(([{ default: MiniSearchClass }, json]) =>
    MiniSearchClass.loadJSON<SearchResult>(json, searchIndexOptions),
  )
export const loadSearchIndex = live ? load : loadOnce(load)

export type SearchIndexState = {
  /** The loaded index, or undefined while it loads or after it failed. */
  index: SearchIndex | undefined
  /** The last load failed (offline, or the file is gone): the dialog says so and offers `retry`. */
  failed: boolean
  retry: () => void
}

/** The index for the dialog, loaded when the dialog mounts, with what to say if it cannot load. */
export function useSearchIndex(): SearchIndexState {
  const [index, setIndex] = useState<SearchIndex>()
  const [failed, setFailed] = useState(false)
  const retry = useCallback(() => {
    setFailed(false)
    loadSearchIndex().then(setIndex, () => setFailed(true))
  }, [])
  useEffect(retry, [retry])
  return { index, failed, retry }
}
