import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { pageStarterScript } from './pageStarter.ts'

const file = '/assets/inter-1.woff2'
const entry = '/assets/index-1.js'

type PaintCallback = (
  list: { getEntriesByName: (name: string) => unknown[] },
  observer: { disconnect: () => void },
) => void

/**
 * Runs the head script in a small fake page. The test decides what storage holds, when the first
 * contentful paint is reported, when the load event fires and when timers, frames and idle
 * callbacks run; it reads which faces were added, what was stored, which scripts were inserted
 * and which history entries were pushed.
 */
function runPageStarter({
  stored = null as string | null,
  tab = null as string | null,
  fontFace = true,
  storage = 'works' as 'works' | 'throws',
  loads = true,
  navigation = 'navigate' as 'navigate' | 'reload' | 'back_forward',
  paintTiming = true,
  complete = false,
  after = null as string | null,
} = {}) {
  const added: { family: string; source: string; descriptors: unknown }[] = []
  const written = new Map<string, string>()
  const session = new Map<string, string>(tab === null ? [] : [['font-tab', tab]])
  const inserted: string[] = []
  const loadListeners: (() => void)[] = []
  const timers: (() => void)[] = []
  const idle: (() => void)[] = []
  const frames: (() => void)[] = []
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
  const guarded = <T>(read: () => T) => {
    if (storage === 'throws') throw new Error('SecurityError')
    return read()
  }
  const localStorage = {
    getItem: (key: string) => guarded(() => (key === 'font' ? stored : null)),
    setItem: (key: string, value: string) => guarded(() => written.set(key, value)),
  }
  const sessionStorage = {
    getItem: (key: string) => guarded(() => session.get(key) ?? null),
    setItem: (key: string, value: string) => guarded(() => session.set(key, value)),
  }
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
  const history = { pushState: (_state: unknown, _title: string, url: string) => pushes.push(url) }
  const attributes: Record<string, string | null> = { 'data-entry': entry, 'data-after': after, 'data-font': file }
  const script = () => ({ type: '', src: '' })
  runInNewContext(pageStarterScript, {
    window: {
      PerformanceObserver: FakePerformanceObserver,
      performance: { getEntriesByType: (type: string) => (type === 'navigation' ? [{ type: navigation }] : []) },
      localStorage,
      sessionStorage,
      FontFace: fontFace ? FakeFontFace : undefined,
      requestIdleCallback: (callback: () => void) => idle.push(callback),
    },
    history,
    localStorage,
    sessionStorage,
    addEventListener: (type: string, listener: () => void) => type === 'load' && loadListeners.push(listener),
    setTimeout: (callback: () => void) => timers.push(callback),
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    document: {
      readyState: complete ? 'complete' : 'loading',
      currentScript: { getAttribute: (name: string) => attributes[name] ?? null },
      fonts: { add: (face: FakeFontFace) => added.push({ ...face }) },
      createElement: script,
      head: { appendChild: (element: ReturnType<typeof script>) => inserted.push(`${element.type} ${element.src}`) },
    },
  })
  const page = {
    added,
    written,
    session,
    pushes,
    inserted,
    idle,
    /** Reports the first contentful paint to every observer still listening. */
    paint() {
      for (const observer of paintObservers.filter(({ disconnected }) => !disconnected))
        observer.callback(
          { getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) },
          { disconnect: () => Object.assign(observer, { disconnected: true }) },
        )
    },
    frame: () => {
      for (const callback of frames.splice(0)) callback()
    },
    load: () => {
      for (const listener of loadListeners) listener()
    },
    runTimers: () => {
      for (const timer of timers.splice(0)) timer()
    },
    /** Fires load, reports the paint, runs the idle callback and lets the font's load settle. */
    async loadAndIdle() {
      page.load()
      expect(idle, 'nothing is asked for before the first paint is reported').toEqual([])
      if (paintTiming) page.paint()
      else {
        page.frame()
        page.runTimers()
      }
      for (const callback of idle.splice(0)) callback()
      await new Promise((resolve) => setTimeout(resolve, 0))
    },
    push: (url: string) => history.pushState(null, '', url),
  }
  return page
}

const interFace = { family: 'Inter', source: `url(${file})`, descriptors: { weight: '100 900', display: 'optional' } }

describe('the page starter: the font', () => {
  it("adds Inter before the first paint where storage names the page's font file, and the tab keeps it", () => {
    const newTab = runPageStarter({ stored: file })
    expect(newTab.added).toEqual([interFace])
    expect(newTab.session.get('font-tab')).toBe(file)
    expect(runPageStarter({ stored: file, tab: file, navigation: 'reload' }).added).toEqual([interFace])
  })

  it('reloads or returns to a page first shown in the fallback in the fallback; a new page, and the next one in the tab, in Inter', async () => {
    const reload = runPageStarter({ stored: file, tab: '', navigation: 'reload' })
    expect(reload.added).toEqual([])
    expect(runPageStarter({ stored: file, tab: '', navigation: 'back_forward' }).added).toEqual([])
    expect(runPageStarter({ stored: file, tab: '', navigation: 'navigate' }).added, 'a new page').toEqual([interFace])
    await reload.loadAndIdle()
    reload.push('/next')
    expect(reload.added).toEqual([interFace])
    expect(reload.session.get('font-tab')).toBe(file)
  })

  it('on a first visit asks for nothing until load and idle, then remembers the file and adds the face at the next page', async () => {
    const page = runPageStarter()
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
    const page = runPageStarter({ stored: '/assets/inter-0.woff2' })
    expect(page.added).toEqual([])
    await page.loadAndIdle()
    expect(page.written.get('font')).toBe(file)
  })

  it('with storage blocked, still switches at the next page; offline, keeps the fallback', async () => {
    const blocked = runPageStarter({ storage: 'throws' })
    await blocked.loadAndIdle()
    blocked.push('/next')
    expect(blocked.added).toEqual([interFace])

    const offline = runPageStarter({ loads: false })
    await offline.loadAndIdle()
    offline.push('/next')
    expect(offline.added).toEqual([])
    expect(offline.written.size).toBe(0)
    expect(offline.pushes).toEqual(['/next'])
  })

  it('without paint timing, fetches once the page has loaded, a frame has passed and the browser is idle', async () => {
    const page = runPageStarter({ paintTiming: false })
    await page.loadAndIdle()
    expect(page.written.get('font')).toBe(file)
  })

  it('does nothing to the font without FontFace, and still starts the code', async () => {
    const page = runPageStarter({ stored: file, fontFace: false })
    await page.loadAndIdle()
    expect(page.added).toEqual([])
    expect(page.written.size).toBe(0)
    expect(page.inserted).toEqual([`module ${entry}`])
  })
})

describe('the page starter: the code', () => {
  it("starts the host's insights script with the code, after load, and only when the page names it", () => {
    const page = runPageStarter({ after: '/_vercel/insights/script.js' })
    page.paint()
    expect(page.inserted).toEqual([])
    page.load()
    expect(page.inserted).toEqual([`module ${entry}`, ' /_vercel/insights/script.js'])
    const without = runPageStarter()
    without.paint()
    without.load()
    expect(without.inserted).toEqual([`module ${entry}`])
  })

  it('starts the code and the font fetch once the page has been painted and loaded, whichever comes last', () => {
    const paintFirst = runPageStarter()
    paintFirst.paint()
    expect(paintFirst.inserted).toEqual([])
    expect(paintFirst.idle).toEqual([])
    paintFirst.load()
    expect(paintFirst.inserted).toEqual([`module ${entry}`])
    expect(paintFirst.idle).toHaveLength(1)

    const loadFirst = runPageStarter()
    loadFirst.load()
    expect(loadFirst.inserted).toEqual([])
    loadFirst.paint()
    expect(loadFirst.inserted).toEqual([`module ${entry}`])
  })

  it('starts one second after the load event when no paint is reported, and only once', () => {
    const silent = runPageStarter()
    silent.load()
    silent.runTimers()
    expect(silent.inserted).toEqual([`module ${entry}`])
    expect(silent.idle, 'the font is fetched once').toHaveLength(1)
    silent.paint()
    silent.runTimers()
    expect(silent.inserted).toHaveLength(1)
    expect(silent.idle).toHaveLength(1)
  })

  it('waits for the next frame in a browser without paint timing', () => {
    const noTiming = runPageStarter({ paintTiming: false, complete: true })
    expect(noTiming.inserted).toEqual([])
    noTiming.frame()
    noTiming.runTimers()
    expect(noTiming.inserted).toEqual([`module ${entry}`])
  })
})
