import { describe, expect, it } from 'vitest'
import { createLinkPrefetcher } from './linkPrefetch.ts'

/** An observer the test drives by hand. */
function fakeObserver() {
  const observed = new Set<Element>()
  let callback: IntersectionObserverCallback = () => {}
  class Observer {
    constructor(cb: IntersectionObserverCallback) {
      callback = cb
    }
    observe(element: Element) {
      observed.add(element)
    }
    unobserve(element: Element) {
      observed.delete(element)
    }
  }
  const report = (target: Element, isIntersecting: boolean) =>
    callback([{ target, isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver)
  return { Observer, observed, report }
}

function setup(mayPrefetch?: () => boolean) {
  const fake = fakeObserver()
  let becomeIdle: () => void = () => {}
  const idle = new Promise<void>((resolve) => {
    becomeIdle = resolve
  })
  const watch = createLinkPrefetcher({ Observer: fake.Observer, whenIdle: () => idle, mayPrefetch })
  const settle = async () => {
    becomeIdle()
    await idle
    for (let tick = 0; tick < 5; tick++) await Promise.resolve()
  }
  return { ...fake, watch, settle }
}

const link = () => ({ id: Math.random() }) as unknown as Element

describe('createLinkPrefetcher', () => {
  it('drops a prefetch that fails, with no unhandled rejection or error', async () => {
    const { watch, report, settle } = setup()
    const rejected: unknown[] = []
    const onRejection = (reason: unknown) => rejected.push(reason)
    process.on('unhandledRejection', onRejection)
    try {
      const failing = link()
      const throwing = link()
      watch(failing, () => Promise.reject(new Error('error loading dynamically imported module')))
      watch(throwing, () => {
        throw new Error('no route')
      })
      report(failing, true)
      report(throwing, true)
      await settle()
      await new Promise((resolve) => setTimeout(resolve, 10))
      expect(rejected).toEqual([])
    } finally {
      process.off('unhandledRejection', onRejection)
    }
  })

  it('loads a link that is in view once the browser is idle, and only then', async () => {
    const { watch, report, settle, observed } = setup()
    const element = link()
    let loads = 0
    watch(element, () => loads++)
    report(element, true)
    await Promise.resolve()
    expect(loads).toBe(0)
    await settle()
    expect(loads).toBe(1)
    expect(observed.has(element)).toBe(false)
  })

  it('loads nothing for a link that left the view before idle', async () => {
    const { watch, report, settle } = setup()
    const element = link()
    let loads = 0
    watch(element, () => loads++)
    report(element, true)
    report(element, false)
    await settle()
    expect(loads).toBe(0)
  })

  it('loads nothing for a link removed from the page before idle', async () => {
    const { watch, report, settle, observed } = setup()
    const element = link()
    let loads = 0
    const unwatch = watch(element, () => loads++)
    report(element, true)
    unwatch()
    await settle()
    expect(loads).toBe(0)
    expect(observed.has(element)).toBe(false)
  })

  it('never loads a link that was not in view', async () => {
    const { watch, settle } = setup()
    let loads = 0
    watch(link(), () => loads++)
    await settle()
    expect(loads).toBe(0)
  })

  it('loads a link once, however often it is reported in view', async () => {
    const { watch, report, settle } = setup()
    const element = link()
    let loads = 0
    watch(element, () => loads++)
    report(element, true)
    report(element, true)
    await settle()
    report(element, true)
    await Promise.resolve()
    expect(loads).toBe(1)
  })

  it('loads one page at a time, in the order the links came into view', async () => {
    const { watch, report, settle } = setup()
    const [first, second, third] = [link(), link(), link()]
    const started: string[] = []
    const arrivals: (() => void)[] = []
    const slowLoad = (name: string) => () => {
      started.push(name)
      return new Promise<void>((resolve) => arrivals.push(resolve))
    }
    watch(first, slowLoad('first'))
    watch(second, slowLoad('second'))
    watch(third, slowLoad('third'))
    report(second, true)
    report(first, true)
    report(third, true)
    await settle()
    expect(started).toEqual(['second'])
    arrivals[0]?.()
    await settle()
    expect(started).toEqual(['second', 'first'])
    arrivals[1]?.()
    await settle()
    expect(started).toEqual(['second', 'first', 'third'])
  })

  it('stops prefetching when the allowance has no room, and goes on when it has', async () => {
    let room = 2
    const { watch, report, settle } = setup(() => room > 0)
    const loaded: string[] = []
    const load = (name: string) => () => {
      room -= 1
      loaded.push(name)
    }
    const links = ['a', 'b', 'c', 'd'].map((name) => {
      const element = link()
      watch(element, load(name))
      return element
    })
    for (const element of links.slice(0, 3)) report(element, true)
    await settle()
    expect(loaded).toEqual(['a', 'b'])
    // Room again (code the browser had cached costs nothing): the next link in view resumes.
    room = 5
    report(links[3] as Element, true)
    await settle()
    expect(loaded).toEqual(['a', 'b', 'c', 'd'])
  })
})
