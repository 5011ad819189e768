/**
 * How much prefetching a reader's tab may do. Prefetching pages the reader may never open
 * costs their data: JavaScript received in the tab, the first load's included, stays within
 * 160 KB (compressed, as received) once links in view have prefetched. A prefetch is started
 * only while the page already received leaves room for the heaviest page's code. Code the
 * browser had cached costs nothing, and a page the reader points at, touches or focuses is
 * loaded whatever the allowance (RouterLink.tsx).
 */

/** JavaScript a tab may receive, prefetches included, in bytes. */
export const scriptAllowance = 160 * 1024

/**
 * Room kept for one more prefetch, in bytes: the heaviest page's code with what it imports
 * (about 22 KB for the API guide, its endpoint references included), and some margin.
 */
export const heaviestPagePrefetch = 24 * 1024

export type ResourceEntry = Pick<PerformanceResourceTiming, 'name' | 'encodedBodySize'> & {
  transferSize?: number
}

/**
 * Bytes of JavaScript from `origin` the tab received: what came over the network, headers
 * included, and nothing for a response served from the browser's cache. Browsers that do not
 * report transfer sizes count the compressed body.
 */
export function scriptBytesReceived(entries: readonly ResourceEntry[], origin: string): number {
  let bytes = 0
  for (const entry of entries) {
    let url: URL
    try {
      url = new URL(entry.name)
    } catch {
      continue
    }
    if (url.origin !== origin || !/\.m?js$/.test(url.pathname)) continue
    bytes += entry.transferSize === undefined ? entry.encodedBodySize : entry.transferSize
  }
  return bytes
}

/** Whether one more page may be prefetched after `received` bytes of JavaScript. */
export function roomForPrefetch(received: number): boolean {
  return received + heaviestPagePrefetch <= scriptAllowance
}
