/**
 * Sum of the layout shifts not caused by input since the start of the load, with what moved:
 * each moved element with its box before and after and the time of the shift, then the load's
 * milestones and the state of each font face, so a shift seen once on a busy machine names its
 * moment and its likely cause. Runs in the page (`page.evaluate(layoutShiftSoFar)`).
 */
export function layoutShiftSoFar() {
  type Shift = PerformanceEntry & {
    value: number
    hadRecentInput: boolean
    sources?: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[]
  }
  const box = (rect: DOMRectReadOnly) =>
    `${Math.round(rect.x)},${Math.round(rect.y)} ${Math.round(rect.width)}×${Math.round(rect.height)}`
  return new Promise<{ sum: number; sources: string[] }>((resolve) => {
    let sum = 0
    const sources: string[] = []
    const count = (entries: Shift[]) => {
      for (const entry of entries) {
        if (entry.hadRecentInput) continue
        sum += entry.value
        for (const source of entry.sources ?? []) {
          const node = source.node
          const name =
            node instanceof Element
              ? `${node.tagName.toLowerCase()}.${node.className}`.slice(0, 60)
              : (node?.nodeName ?? 'a removed node')
          sources.push(
            `${name} (${box(source.previousRect)} → ${box(source.currentRect)} at ${Math.round(entry.startTime)} ms)`,
          )
        }
      }
    }
    const observer = new PerformanceObserver((list) => count(list.getEntries() as Shift[]))
    observer.observe({ type: 'layout-shift', buffered: true })
    // The buffered entries arrive in the observer's first callback, before the next frame ends.
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        count(observer.takeRecords() as Shift[])
        observer.disconnect()
        if (sum > 0) {
          const load = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined
          const paint = performance.getEntriesByName('first-contentful-paint')[0]
          sources.push(
            `load: first contentful paint at ${Math.round(paint?.startTime ?? -1)} ms, DOMContentLoaded at ${Math.round(load?.domContentLoadedEventEnd ?? -1)} ms`,
            `fonts: ${[...document.fonts].map((face) => `${face.family} ${face.weight} ${face.status}`).join('; ')}`,
          )
        }
        resolve({ sum, sources })
      }),
    )
  })
}
