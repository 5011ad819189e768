/**
 * Links in view prefetch the code of the page they point to, once the browser is idle
 * after the load event, so the next click shows the page at once without competing with
 * the first paint.
 *
 * One IntersectionObserver watches every link. Nothing here touches React state: a link
 * that is attached or scrolls into view re-renders nothing (a state update per link,
 * as a hook per link does, re-rendered every link of the sidebar right after hydration).
 * A link that left the view, or the page, before the browser was idle prefetches nothing.
 */
export type PrefetchLoad = () => unknown

export interface LinkPrefetcherOptions {
  /** IntersectionObserver or a stand-in with the same shape. */
  Observer: new (
    callback: IntersectionObserverCallback,
  ) => Pick<IntersectionObserver, 'observe' | 'unobserve'>
  /** Resolves once the page has loaded and the browser is idle. */
  whenIdle: () => Promise<void>
}

/**
 * Runs one prefetch. A prefetch that fails (the reader left the page while it loaded, or is
 * offline) is dropped quietly: the click on the link loads the page again, and handles a
 * real failure there.
 */
function prefetch(load: PrefetchLoad) {
  try {
    Promise.resolve(load()).catch(() => undefined)
  } catch {
    // A load that throws at once is dropped the same way.
  }
}

export function createLinkPrefetcher({ Observer, whenIdle }: LinkPrefetcherOptions) {
  const loads = new Map<Element, PrefetchLoad>()
  const inView = new Set<Element>()
  const stop = (element: Element) => {
    loads.delete(element)
    inView.delete(element)
    observer.unobserve(element)
  }
  const observer = new Observer((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) {
        inView.delete(entry.target)
        continue
      }
      inView.add(entry.target)
      whenIdle().then(() => {
        const load = loads.get(entry.target)
        if (!load || !inView.has(entry.target)) return
        stop(entry.target)
        prefetch(load)
      })
    }
  })
  /** Watches `element`; returns the function that stops watching it. */
  return function watch(element: Element, load: PrefetchLoad): () => void {
    loads.set(element, load)
    observer.observe(element)
    return () => {
      if (loads.has(element)) stop(element)
    }
  }
}
