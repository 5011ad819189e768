import { loadOnce } from './loadLater.ts'

/**
 * The pages the reader has opened, by route path: a page's code is fetched once, callers share
 * the pending load, `get` returns a loaded page at once, and a failed load is forgotten.
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
