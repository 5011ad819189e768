import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { arrangeFirstPaint, entryStarterScript } from './firstPaint.ts'
import { fontInitializerScript } from './fontInitializer.ts'

const page = `<head><script src="/initializeTheme.iife.js"></script><script>banner()</script>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/style-1.css">
  </head><body><div id="app"><pre>&lt;/body&gt;</pre></div></body>`
const assets = { themeInitializer: '(function(){theme()})();', fontHref: '/assets/inter-1.woff2' }

describe('arrangeFirstPaint', () => {
  it('writes the theme and font initializers into the page, in the same place, naming the font file', () => {
    const html = arrangeFirstPaint(page, assets)
    expect(html).not.toContain('initializeTheme.iife.js')
    const inline = `<script data-font="/assets/inter-1.woff2">(function(){theme()})();${fontInitializerScript}</script>`
    expect(html.indexOf(inline)).toBe(page.indexOf('<script src='))
  })

  it('asks for no font file before the first paint', () => {
    const html = arrangeFirstPaint(page, assets)
    expect(html).not.toMatch(/rel="preload"|as="font"/)
    expect(() => arrangeFirstPaint(page, { ...assets, fontHref: 'https://fonts.example/inter.woff2' })).toThrow(
      /font address/,
    )
  })

  it("holds the first paint, in <head> before the stylesheet, until the article's first screen is parsed", () => {
    const article = `<article><h1 id="title">Title</h1><p>${'text '.repeat(150)}</p><h2 id="next">Next</h2></article>`
    const html = arrangeFirstPaint(page.replace('<pre>', `${article}<pre>`), assets)
    const link = html.indexOf('<link rel="expect" href="#next" blocking="render">')
    expect(link).toBeGreaterThan(0)
    expect(link).toBeLessThan(html.indexOf('rel="stylesheet"'))
    expect(arrangeFirstPaint(page, assets)).not.toContain('rel="expect"')
  })

  it("ends a short article's page with the marker its first paint waits for, outside the app's root", () => {
    const html = arrangeFirstPaint(
      page.replace('<pre>', '<article><h1 id="title">T</h1><p>Short.</p></article><pre>'),
      assets,
    )
    expect(html).toContain('<link rel="expect" href="#page-parsed" blocking="render">')
    const marker = html.indexOf('<span id="page-parsed" hidden></span>')
    expect(marker).toBeGreaterThan(html.lastIndexOf('</div>'))
    expect(marker).toBeLessThan(html.indexOf('<script data-entry='))
    expect(arrangeFirstPaint(page, assets)).not.toContain('page-parsed')
  })

  it("moves the host's insights script out of <head>, for the starter to start after load", () => {
    const insights = '<script defer="" src="/_vercel/insights/script.js"></script>'
    const html = arrangeFirstPaint(page.replace('</head>', `${insights}</head>`), assets)
    expect(html).not.toContain(insights)
    expect(html).toContain('<script data-entry="/assets/index-1.js" data-after="/_vercel/insights/script.js">')
  })

  it('moves the main chunk out of <head>, to the starter that ends <body>', () => {
    const html = arrangeFirstPaint(page, assets)
    expect(html).not.toMatch(/<script type="module"/)
    const starter = `<script data-entry="/assets/index-1.js">${entryStarterScript}</script>`
    expect(html.indexOf(starter)).toBeGreaterThan(html.indexOf('</div>'))
    expect(html.indexOf(starter)).toBeLessThan(html.lastIndexOf('</body>'))
    expect(html.match(/<script data-entry=/g)).toHaveLength(1)
  })

  it('fails on a page without the expected head, rather than shipping it unchanged', () => {
    expect(() => arrangeFirstPaint('<head></head>', assets)).toThrow(/initializeTheme/)
    expect(() => arrangeFirstPaint(page.replace(/<link rel="stylesheet"[^>]*>/, ''), assets)).toThrow(/stylesheet/)
    expect(() => arrangeFirstPaint(page, { ...assets, themeInitializer: 'x("</script>")' })).toThrow(/inline/)
    expect(() => arrangeFirstPaint(page.replace(/<script type="module"[^>]*><\/script>/, ''), assets)).toThrow(
      /main chunk/,
    )
    expect(() => arrangeFirstPaint(page.replace('</body>', ''), assets)).toThrow(/body/)
  })
})

/**
 * Runs the starter in a small fake browser page: the test decides when the first
 * contentful paint is reported, when the load event fires and when timers run, and reads
 * which module scripts were inserted.
 */
function runStarter({ paintTiming = true, complete = false, after = null as string | null } = {}) {
  const inserted: string[] = []
  const loadListeners: (() => void)[] = []
  const timers: (() => void)[] = []
  let reportPaint: (() => void) | undefined
  let frame: (() => void) | undefined
  class FakeObserver {
    static supportedEntryTypes = paintTiming ? ['paint'] : []
    constructor(callback: (list: { getEntriesByName: (name: string) => unknown[] }, observer: FakeObserver) => void) {
      reportPaint = () =>
        callback({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) }, this)
    }
    observe() {}
    disconnect() {}
  }
  const script = () => ({ type: '', src: '' })
  const context = {
    window: { PerformanceObserver: FakeObserver },
    document: {
      readyState: complete ? 'complete' : 'interactive',
      currentScript: {
        getAttribute: (name: string) =>
          name === 'data-entry' ? '/assets/index-1.js' : name === 'data-after' ? after : null,
      },
      createElement: script,
      head: { appendChild: (element: ReturnType<typeof script>) => inserted.push(`${element.type} ${element.src}`) },
    },
    addEventListener: (type: string, listener: () => void) => type === 'load' && loadListeners.push(listener),
    setTimeout: (callback: () => void) => timers.push(callback),
    requestAnimationFrame: (callback: () => void) => {
      frame = callback
    },
  }
  runInNewContext(entryStarterScript, context)
  return {
    inserted,
    paint: () => reportPaint?.(),
    frame: () => frame?.(),
    load: () => {
      for (const listener of loadListeners) listener()
    },
    runTimers: () => {
      for (const timer of timers.splice(0)) timer()
    },
  }
}

describe('entryStarterScript', () => {
  it("starts the host's insights script with the code, after load, and only when the page names it", () => {
    const page = runStarter({ after: '/_vercel/insights/script.js' })
    page.paint()
    expect(page.inserted).toEqual([])
    page.load()
    expect(page.inserted).toEqual(['module /assets/index-1.js', ' /_vercel/insights/script.js'])
    const without = runStarter()
    without.paint()
    without.load()
    expect(without.inserted).toEqual(['module /assets/index-1.js'])
  })

  it('starts the code once the page has been painted and the load event has fired, whichever comes last', () => {
    const paintFirst = runStarter()
    paintFirst.paint()
    expect(paintFirst.inserted).toEqual([])
    paintFirst.load()
    expect(paintFirst.inserted).toEqual(['module /assets/index-1.js'])

    const loadFirst = runStarter()
    loadFirst.load()
    expect(loadFirst.inserted).toEqual([])
    loadFirst.paint()
    expect(loadFirst.inserted).toEqual(['module /assets/index-1.js'])
  })

  it('starts the code one second after the load event when no paint is reported, and only once', () => {
    const silent = runStarter()
    silent.load()
    silent.runTimers()
    expect(silent.inserted).toEqual(['module /assets/index-1.js'])
    silent.paint()
    expect(silent.inserted).toHaveLength(1)
  })

  it('waits for the next frame in a browser without paint timing', () => {
    const noTiming = runStarter({ paintTiming: false, complete: true })
    expect(noTiming.inserted).toEqual([])
    noTiming.frame()
    noTiming.runTimers()
    expect(noTiming.inserted).toEqual(['module /assets/index-1.js'])
  })
})
