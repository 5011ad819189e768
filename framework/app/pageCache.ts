import { loadOnce } from './loadLater.ts'

/**
 * The pages the reader has opened, by route path. A page's code is fetched once: every caller
 * shares the pending load, and once it has arrived `get` returns the page at once, so a page
 * shown again (or hydrated over its prerendered HTML) renders without waiting. A failed load
 * (offline, a chunk gone after a deploy) is forgotten, and the next visit tries again.
 */
export function createPageCache<T>(loadPage: (path: string) => Promise<T>) {
  const loaded = new Map<string, T>()
  const loads = new Map<string, () => Promise<T>>()
  return {
    get: (path: string): T | undefined => loaded.get(path),
    load(path: string): Promise<T> {
      let load = loads.get(path)
      if (!load) {
        load = loadOnce(async () => {
          const page = await loadPage(path)
          loaded.set(path, page)
          return page
        })
        loads.set(path, load)
      }
      return load()
    },
  }
}
