import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { fontInitializerScript } from './fontInitializer.ts'

const file = '/assets/inter-1.woff2'

type PaintCallback = (
  list: { getEntriesByName: (name: string) => unknown[] },
  observer: { disconnect: () => void },
) => void

/**
 * Runs the head script in a page with the given storage; returns what it did and a way to fire
 * the page's load event, run its idle callback and push a history entry.
 */
function runFontInitializer({
  stored = null as string | null,
  tab = null as string | null,
  fontFace = true,
  storage = 'works' as 'works' | 'throws',
  loads = true,
  navigation = 'navigate' as 'navigate' | 'reload' | 'back_forward',
  paintTiming = true,
} = {}) {
  const added: { family: string; source: string; descriptors: unknown }[] = []
  const written = new Map<string, string>()
  const session = new Map<string, string>(tab === null ? [] : [['font-tab', tab]])
  const listeners: Record<string, () => void> = {}
  const idle: (() => void)[] = []
  const paintObservers: { callback: PaintCallback; disconnected: boolean }[] = []
  const pushes: string[] = []
  class FakeFontFace {
    constructor(
      readonly family: string,
      readonly source: string,
      readonly descriptors: unknown,
    ) {}
    load() {
      return loads ? Promise.resolve(this) : Promise.reject(new Error('offline'))
    }
  }
  const history = { pushState: (_state: unknown, _title: string, url: string) => pushes.push(url) }
  const localStorage = {
    getItem: (key: string) => {
      if (storage === 'throws') throw new Error('SecurityError')
      return key === 'font' ? stored : null
    },
    setItem: (key: string, value: string) => {
      if (storage === 'throws') throw new Error('SecurityError')
      written.set(key, value)
    },
  }
  const sessionStorage = {
    getItem: (key: string) => {
      if (storage === 'throws') throw new Error('SecurityError')
      return session.get(key) ?? null
    },
    setItem: (key: string, value: string) => {
      if (storage === 'throws') throw new Error('SecurityError')
      session.set(key, value)
    },
  }
  const performance = { getEntriesByType: (type: string) => (type === 'navigation' ? [{ type: navigation }] : []) }
  class FakePerformanceObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'navigation'] : ['navigation']
    readonly entry: { callback: PaintCallback; disconnected: boolean }
    constructor(callback: PaintCallback) {
      this.entry = { callback, disconnected: false }
      paintObservers.push(this.entry)
    }
    observe() {}
    disconnect() {
      this.entry.disconnected = true
    }
  }
  const window = {
    PerformanceObserver: FakePerformanceObserver,
    performance,
    localStorage,
    sessionStorage,
    FontFace: fontFace ? FakeFontFace : undefined,
    requestIdleCallback: (callback: () => void) => idle.push(callback),
  }
  runInNewContext(fontInitializerScript, {
    window,
    history,
    localStorage,
    sessionStorage,
    addEventListener: (type: string, listener: () => void) => {
      listeners[type] = listener
    },
    document: {
      currentScript: { getAttribute: (name: string) => (name === 'data-font' ? file : null) },
      fonts: { add: (face: FakeFontFace) => added.push({ ...face }) },
    },
  })
  return {
    added,
    written,
    session,
    pushes,
    /** Fires load, then reports the first contentful paint, runs the idle callback and lets the font's load settle. */
    async loadAndIdle() {
      listeners.load?.()
      if (paintTiming) {
        expect(idle, 'nothing is asked for before the first paint is reported').toEqual([])
        for (const observer of paintObservers.filter(({ disconnected }) => !disconnected)) {
          const observerHandle = { disconnect: () => Object.assign(observer, { disconnected: true }) }
          observer.callback(
            { getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) },
            observerHandle,
          )
        }
      }
      for (const callback of idle.splice(0)) callback()
      await new Promise((resolve) => setTimeout(resolve, 0))
    },
    push: (url: string) => history.pushState(null, '', url),
  }
}

const interFace = { family: 'Inter', source: `url(${file})`, descriptors: { weight: '100 900', display: 'optional' } }

describe('the font initializer', () => {
  it("adds Inter before the first paint where storage names the page's font file, and the tab keeps it", () => {
    const newTab = runFontInitializer({ stored: file })
    expect(newTab.added).toEqual([interFace])
    expect(newTab.session.get('font-tab')).toBe(file)
    expect(runFontInitializer({ stored: file, tab: file, navigation: 'reload' }).added).toEqual([interFace])
  })

  it('reloads or returns to a page first shown in the fallback in the fallback; a new page, and the next one in the tab, in Inter', async () => {
    const reload = runFontInitializer({ stored: file, tab: '', navigation: 'reload' })
    expect(reload.added).toEqual([])
    expect(runFontInitializer({ stored: file, tab: '', navigation: 'back_forward' }).added).toEqual([])
    expect(runFontInitializer({ stored: file, tab: '', navigation: 'navigate' }).added, 'a new page').toEqual([
      interFace,
    ])
    await reload.loadAndIdle()
    reload.push('/next')
    expect(reload.added).toEqual([interFace])
    expect(reload.session.get('font-tab')).toBe(file)
  })

  it('on a first visit asks for nothing until load and idle, then remembers the file and adds the face at the next page', async () => {
    const page = runFontInitializer()
    expect(page.added).toEqual([])
    expect(page.session.get('font-tab'), 'the tab shows the fallback').toBe('')
    await page.loadAndIdle()
    expect(page.written.get('font')).toBe(file)
    expect(page.added, 'the open page keeps its font').toEqual([])
    page.push('/next')
    expect(page.added).toEqual([interFace])
    expect(page.session.get('font-tab')).toBe(file)
    expect(page.pushes).toEqual(['/next'])
    page.push('/after')
    expect(page.added, 'added once').toHaveLength(1)
    expect(page.pushes).toEqual(['/next', '/after'])
  })

  it('treats another file in storage as a first visit', async () => {
    const page = runFontInitializer({ stored: '/assets/inter-0.woff2' })
    expect(page.added).toEqual([])
    await page.loadAndIdle()
    expect(page.written.get('font')).toBe(file)
  })

  it('with storage blocked, still switches at the next page; offline, keeps the fallback', async () => {
    const blocked = runFontInitializer({ storage: 'throws' })
    await blocked.loadAndIdle()
    blocked.push('/next')
    expect(blocked.added).toEqual([interFace])

    const offline = runFontInitializer({ loads: false })
    await offline.loadAndIdle()
    offline.push('/next')
    expect(offline.added).toEqual([])
    expect(offline.written.size).toBe(0)
    expect(offline.pushes).toEqual(['/next'])
  })

  it('without paint timing, fetches once the page has loaded and is idle', async () => {
    const page = runFontInitializer({ paintTiming: false })
    await page.loadAndIdle()
    expect(page.written.get('font')).toBe(file)
  })

  it('does nothing without FontFace', async () => {
    const page = runFontInitializer({ stored: file, fontFace: false })
    await page.loadAndIdle()
    expect(page.added).toEqual([])
    expect(page.written.size).toBe(0)
  })
})
