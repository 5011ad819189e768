/**
 * Links in view prefetch the page they point to once the browser is idle after the load event,
 * one page at a time, at most `prefetchLimit` pages a tab and only while the tab's JavaScript
 * leaves room for one more page within `scriptAllowance`; none for a reader who asked the
 * browser to save data. One IntersectionObserver watches every link and touches no React state,
 * so a link coming into view re-renders nothing.
 */
import { whenIdleAfterLoad } from './loadLater.ts'

/** Pages a tab prefetches on its own: pages the reader may never open cost their data. */
export const prefetchLimit = 3

/** JavaScript a tab may receive, prefetches included, in bytes (compressed, as received). */
const scriptAllowance = 160 * 1024
/** Room one more prefetch needs: the heaviest page's code (the API guide's, about 22 KB) and a margin. */
const pageRoom = 24 * 1024

/** Bytes of JavaScript from this origin the tab has received; a response from the cache costs nothing. */
function scriptBytesReceived(): number {
  let bytes = 0
  for (const entry of performance.getEntriesByType('resource') as PerformanceResourceTiming[])
    if (entry.name.startsWith(`${globalThis.location?.origin}/`) && /\.js($|\?)/.test(entry.name))
      bytes += entry.transferSize ?? entry.encodedBodySize
  return bytes
}

// Pages prefetched or waiting for their turn, by path.
const prefetched = new Set<string>()
let queue: Promise<unknown> = Promise.resolve()

const onView = new Map<Element, () => void>()
let observer: IntersectionObserver | undefined

const savesData = () => (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true

/**
 * Prefetches `path` through `load` once `link` is in view; returns the function that stops
 * watching. A failed prefetch is dropped: the click loads the page again and handles a failure.
 */
export function prefetchInView(link: Element, path: string, load: () => unknown): () => void {
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) if (entry.isIntersecting) onView.get(entry.target)?.()
  })
  onView.set(link, () => {
    if (prefetched.has(path) || prefetched.size >= prefetchLimit || savesData()) return
    prefetched.add(path)
    queue = queue
      .then(whenIdleAfterLoad)
      .then(() => {
        if (!link.isConnected) {
          // The link left the page before its turn: its page may be prefetched from another link.
          prefetched.delete(path)
          return
        }
        if (scriptBytesReceived() + pageRoom <= scriptAllowance) return load()
      })
      .catch(() => undefined)
  })
  observer.observe(link)
  return () => {
    onView.delete(link)
    observer?.unobserve(link)
  }
}
