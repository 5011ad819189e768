import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

// The first idle moment after the load event, which the test brings about.
let idle: Promise<void>
let becomeIdle: () => void
vi.mock('./loadLater.ts', () => ({ whenIdleAfterLoad: () => idle }))

/** Links the fake observer watches; `show` reports one in view. */
const watched = new Map<Element, IntersectionObserverCallback>()
class FakeObserver {
  readonly thresholds = [0]
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(element: Element) {
    watched.set(element, this.callback)
  }
  unobserve(element: Element) {
    watched.delete(element)
  }
  disconnect() {}
}
const report = (element: Element, isIntersecting: boolean) =>
  watched.get(element)?.([{ target: element, isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver)
const show = (element: Element) => report(element, true)
const link = () => ({ isConnected: true }) as Element
const settle = async () => {
  becomeIdle()
  for (let tick = 0; tick < 20; tick++) await Promise.resolve()
}

async function load() {
  vi.resetModules()
  return import('./linkPrefetch.ts')
}

beforeEach(() => {
  idle = new Promise<void>((resolve) => {
    becomeIdle = resolve
  })
  watched.clear()
  vi.stubGlobal('IntersectionObserver', FakeObserver)
  vi.stubGlobal('navigator', {})
  vi.stubGlobal('location', { origin: 'https://docs.test' })
  received = []
  vi.stubGlobal('performance', { getEntriesByType: () => received })
})

/** JavaScript the tab has received, as resource timing reports it. */
let received: Partial<PerformanceResourceTiming>[] = []
const script = (name: string, kb: number) => ({ name: `https://docs.test/assets/${name}`, transferSize: kb * 1024 })
afterEach(() => vi.unstubAllGlobals())

describe('prefetchInView', () => {
  it('prefetches the page of a link in view once the browser is idle, and only then', async () => {
    const { prefetchInView } = await load()
    const element = link()
    const loads: string[] = []
    prefetchInView(element, '/a', () => loads.push('/a'))
    show(element)
    await Promise.resolve()
    expect(loads).toEqual([])
    await settle()
    expect(loads).toEqual(['/a'])
  })

  it('prefetches nothing for a link the observer reports out of view', async () => {
    const { prefetchInView } = await load()
    const element = link()
    const loads: string[] = []
    prefetchInView(element, '/a', () => loads.push('/a'))
    report(element, false)
    await settle()
    expect(loads).toEqual([])
  })

  it('prefetches a page once, one page at a time, and at most the limit of pages', async () => {
    const { prefetchInView, prefetchLimit } = await load()
    const started: string[] = []
    const arrivals: (() => void)[] = []
    const paths = Array.from({ length: prefetchLimit + 2 }, (_, index) => `/page-${index}`)
    for (const path of [paths[0] as string, ...paths]) {
      const element = link()
      prefetchInView(element, path, () => {
        started.push(path)
        return new Promise<void>((resolve) => arrivals.push(resolve))
      })
      show(element)
    }
    await settle()
    expect(started).toEqual(paths.slice(0, 1))
    for (let arrived = 0; arrived < prefetchLimit; arrived++) {
      arrivals[arrived]?.()
      await settle()
    }
    expect(started).toEqual(paths.slice(0, prefetchLimit))
  })

  it('drops a prefetch that fails and goes on with the next', async () => {
    const { prefetchInView } = await load()
    const [failing, next] = [link(), link()]
    const loads: string[] = []
    prefetchInView(failing, '/failing', () => Promise.reject(new Error('error loading dynamically imported module')))
    prefetchInView(next, '/next', () => loads.push('/next'))
    show(failing)
    show(next)
    await settle()
    expect(loads).toEqual(['/next'])
  })

  it('prefetches nothing for a reader who asked to save data', async () => {
    vi.stubGlobal('navigator', { connection: { saveData: true } })
    const { prefetchInView } = await load()
    const element = link()
    const loads: string[] = []
    prefetchInView(element, '/a', () => loads.push('/a'))
    show(element)
    await settle()
    expect(loads).toEqual([])
  })

  it('prefetches only while the JavaScript received leaves room for one more page within the allowance', async () => {
    const { prefetchInView } = await load()
    const loads: string[] = []
    received = [
      script('index-1.js', 120),
      script('guide-2.js', 20),
      { name: 'https://other.test/x.js', transferSize: 90 * 1024 },
    ]
    const element = link()
    prefetchInView(element, '/a', () => loads.push('/a'))
    show(element)
    await settle()
    expect(loads).toEqual([])
    received = [script('index-1.js', 120), script('cached-2.js', 0), script('quote-3.js', 15)]
    const other = link()
    prefetchInView(other, '/b', () => loads.push('/b'))
    show(other)
    await settle()
    expect(loads).toEqual(['/b'])
  })
})
