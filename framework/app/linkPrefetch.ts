/**
 * Links in view prefetch the code of the page they point to, once the browser is idle
 * after the load event, so the next click shows the page at once without competing with
 * the first paint.
 *
 * Prefetches run one at a time, in the order the links came into view, and each waits for
 * the one before to arrive. Before each, `mayPrefetch` is asked whether the reader's
 * allowance of bytes has room for one more page (prefetchAllowance.ts); once it has none,
 * the links still waiting stay unloaded until a click, or a pointer, touch or focus on the
 * link (RouterLink.tsx), asks for their page.
 *
 * One IntersectionObserver watches every link. Nothing here touches React state: a link
 * that is attached or scrolls into view re-renders nothing (a state update per link,
 * as a hook per link does, re-rendered every link of the sidebar right after hydration).
 * A link that left the view, or the page, before its turn prefetches nothing.
 */
export type PrefetchLoad = () => unknown

export interface LinkPrefetcherOptions {
  /** IntersectionObserver or a fake with the same shape. */
  Observer: new (
    callback: IntersectionObserverCallback,
  ) => Pick<IntersectionObserver, 'observe' | 'unobserve'>
  /** Resolves once the page has loaded and the browser is idle. */
  whenIdle: () => Promise<void>
  /** Whether one more page may be prefetched now; asked before each prefetch. */
  mayPrefetch?: () => boolean
}

/**
 * Runs one prefetch and settles when it has arrived or failed. A prefetch that fails (the
 * reader left the page while it loaded, or is offline) is dropped quietly: the click on the
 * link loads the page again, and handles a real failure there.
 */
async function prefetch(load: PrefetchLoad): Promise<void> {
  try {
    await load()
  } catch {
    // Dropped, as above; a load that throws at once is dropped the same way.
  }
}

export function createLinkPrefetcher({ Observer, whenIdle, mayPrefetch = () => true }: LinkPrefetcherOptions) {
  const loads = new Map<Element, PrefetchLoad>()
  // Links in view waiting for their turn, in the order they came into view.
  const waiting = new Set<Element>()
  let running = false
  const stop = (element: Element) => {
    loads.delete(element)
    waiting.delete(element)
    observer.unobserve(element)
  }
  const run = async () => {
    if (running) return
    running = true
    try {
      await whenIdle()
      for (const element of waiting) {
        const load = loads.get(element)
        if (!load) {
          waiting.delete(element)
          continue
        }
        if (!mayPrefetch()) break
        stop(element)
        await prefetch(load)
      }
    } finally {
      running = false
    }
  }
  const observer = new Observer((entries) => {
    for (const entry of entries) {
      if (entry.isIntersecting) waiting.add(entry.target)
      else waiting.delete(entry.target)
    }
    void run()
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
