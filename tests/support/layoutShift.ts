/**
 * Sum of the layout shifts not caused by input since the start of the load, with the elements
 * that moved. Runs in the page (`page.evaluate(layoutShiftSoFar)`).
 */
export function layoutShiftSoFar() {
  return new Promise<{ sum: number; sources: string[] }>((resolve) => {
    let sum = 0
    const sources: string[] = []
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number
        hadRecentInput: boolean
        sources?: { node?: Node | null }[]
      })[]) {
        if (entry.hadRecentInput) continue
        sum += entry.value
        for (const source of entry.sources ?? []) {
          const node = source.node
          if (node instanceof Element) sources.push(`${node.tagName.toLowerCase()}.${node.className}`.slice(0, 80))
          else if (node) sources.push(node.nodeName)
        }
      }
    })
    observer.observe({ type: 'layout-shift', buffered: true })
    // The buffered entries arrive in the observer's first callback, before the next frame ends.
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        for (const entry of observer.takeRecords() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
          if (!entry.hadRecentInput) sum += entry.value
        observer.disconnect()
        resolve({ sum, sources })
      }),
    )
  })
}
