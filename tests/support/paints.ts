/**
 * The time of the page's first contentful paint and of its largest contentful paint, with the
 * element the largest names. Runs in the page (`page.evaluate(firstAndLargestPaint)`), before
 * any input: the browser stops reporting the largest paint at the reader's first input.
 */
export function firstAndLargestPaint() {
  return new Promise<{ first: number; largest: number; element: string }>((resolve) => {
    const largest: (PerformanceEntry & { element?: Element | null })[] = []
    new PerformanceObserver((list) => largest.push(...list.getEntries())).observe({
      type: 'largest-contentful-paint',
      buffered: true,
    })
    new PerformanceObserver((list, observer) => {
      const first = list.getEntriesByName('first-contentful-paint')[0]
      if (!first) return
      observer.disconnect()
      // The buffered entries of both observers have arrived before the next frame ends.
      requestAnimationFrame(() =>
        requestAnimationFrame(() => {
          const last = largest.at(-1)
          const element = last?.element
          resolve({
            first: first.startTime,
            largest: last?.startTime ?? Number.NaN,
            element: element ? `${element.tagName.toLowerCase()}: ${element.textContent?.slice(0, 40)}` : 'none',
          })
        }),
      )
    }).observe({ type: 'paint', buffered: true })
  })
}
