import { loadOnce } from './loadLater.ts'

/**
 * The pages the reader has opened, by route: a page's code is fetched once, callers share the
 * pending load, `get` returns a loaded page at once, and a failed load is forgotten.
 */
export function createPageCache<Route, Page>(loadPage: (route: Route) => Promise<Page>) {
  const loaded = new Map<Route, Page>()
  const loads = new Map<Route, () => Promise<Page>>()
  return {
    get: (route: Route): Page | undefined => loaded.get(route),
    load(route: Route): Promise<Page> {
      let load = loads.get(route)
      if (!load) {
        load = loadOnce(async () => {
          const page = await loadPage(route)
          loaded.set(route, page)
          return page
        })
        loads.set(route, load)
      }
      return load()
    },
  }
}
