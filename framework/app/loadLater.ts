/** For code a page fetches after its first load: link prefetch, the search dialog. */

let idle: Promise<void> | undefined
/** The first idle moment after the load event (4 s at the latest; 200 ms where idle callbacks are missing). */
export function whenIdleAfterLoad(): Promise<void> {
  idle ??= new Promise((resolve) => {
    const schedule = () =>
      'requestIdleCallback' in window
        ? window.requestIdleCallback(() => resolve(), { timeout: 4000 })
        : setTimeout(resolve, 200)
    if (document.readyState === 'complete') schedule()
    else window.addEventListener('load', schedule, { once: true })
  })
  return idle
}

/**
 * `load` run at most once at a time: every call shares the pending or settled result. A
 * failed load (offline, a chunk gone after a deploy) is forgotten, so the next call tries again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined
      throw error
    })
    return pending
  }
}
