import { type DocumentGate, startDocumentGate } from '../support/documentGate.ts'
import { hydrationTimeout, isHydrated } from '../support/hydration.ts'
import { WebDriverSession } from './webdriver.ts'

/**
 * WebKit for the smoke suite: WebKitGTK's MiniBrowser, driven by WebKitWebDriver
 * (globalSetup.ts starts it). Classic WebDriver reports no page events, so every page the
 * suite opens gets a watcher, installed by the suite before the site's code starts, that
 * records uncaught errors, unhandled rejections, console errors and Content Security
 * Policy violations in the page, where the test reads them. The end of the page's HTML is held
 * back until the watcher is in, so the page cannot load and start the site's code before it
 * (tests/support/documentGate.ts).
 */

export type WebKit = { session: WebDriverSession; gate: DocumentGate }

/**
 * Starts the browser, and the document gate (tests/support/documentGate.ts) in front of the preview
 * server. Navigation returns at once ('none'); `visit` then installs the watcher while the
 * page is still loading, before the gate lets the end of the page through.
 */
export async function startWebKit(driverUrl: string, previewUrl: string): Promise<WebKit> {
  const gate = await startDocumentGate(previewUrl)
  try {
    return { session: await WebDriverSession.start(driverUrl, { pageLoadStrategy: 'none' }), gate }
  } catch (error) {
    await gate.close()
    throw error
  }
}

export async function stopWebKit(webkit: WebKit | undefined) {
  try {
    await webkit?.session.end()
  } finally {
    await webkit?.gate.close()
  }
}

/** Polls `condition` in Node until it is truthy; throws after `timeout` ms, naming `what`. */
export async function waitFor<T>(what: string, condition: () => Promise<T>, timeout = 15_000): Promise<T> {
  const deadline = Date.now() + timeout
  for (;;) {
    const value = await condition()
    if (value) return value
    if (Date.now() > deadline) throw new Error(`timed out after ${timeout} ms waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** Sizes the window so that the page is `width` CSS pixels wide, and waits until it is. */
export async function setViewportWidth({ session }: WebKit, width: number, height = 900) {
  await session.setWindowSize(width, height)
  await waitFor(
    `the page to be ${width} px wide`,
    async () => (await session.execute(() => document.documentElement.clientWidth)) === width,
    5_000,
  )
}

export type PageProblems = { errors: string[]; violations: string[] }

type Watch = PageProblems & { codeStartedFirst: boolean }
type WatchedWindow = Window & { smokeWatch?: Watch }

/**
 * Runs in the page. Installs the watcher on the document at `url` and returns true; returns
 * false while the browser still shows the previous document (which has its own watcher)
 * or has not reached `url` yet.
 */
function installWatcher(url: string): boolean {
  const page = window as WatchedWindow
  if (location.href !== url || page.smokeWatch) return false
  const watch: Watch = {
    errors: [],
    violations: [],
    // The page starter inserts the module script of the site's code; if it is already
    // there, code has run unwatched and an error may have gone unseen.
    codeStartedFirst: document.querySelector('script[type="module"][src]') !== null,
  }
  page.smokeWatch = watch
  addEventListener('error', (event) => {
    watch.errors.push(`${event.message} (${event.filename}:${event.lineno})`)
  })
  addEventListener('unhandledrejection', (event) => {
    const reason = event.reason as { message?: string } | undefined
    watch.errors.push(`unhandled rejection: ${reason?.message ?? String(reason)}`)
  })
  const consoleError = console.error.bind(console)
  console.error = (...args: unknown[]) => {
    watch.errors.push(`console error: ${args.map(String).join(' ')}`)
    consoleError(...args)
  }
  document.addEventListener('securitypolicyviolation', (event) => {
    watch.violations.push(
      `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} in ${event.sourceFile}:${event.lineNumber}`,
    )
  })
  return true
}

/** Runs in the page: what its watcher has seen so far. */
function readWatch(): PageProblems | undefined {
  const watch = (window as WatchedWindow).smokeWatch
  if (!watch) return undefined
  const errors = watch.codeStartedFirst
    ? ["the site's code started before the watcher was installed; errors may have gone unseen", ...watch.errors]
    : watch.errors
  return { errors, violations: watch.violations }
}

/** Runs `navigation` with the next page's end held back until the page has its watcher. */
async function watchNextPage({ session, gate }: WebKit, url: string, navigation: () => Promise<void>) {
  gate.holdNext()
  try {
    await navigation()
    await waitFor(`the document at ${url}`, () => session.execute(installWatcher, url))
  } finally {
    gate.release()
  }
}

/** Opens `path` (on the preview server, through the gate) with the page watched from the start. */
export async function visit(webkit: WebKit, path: string) {
  const url = `${webkit.gate.url}${path}`
  await watchNextPage(webkit, url, () => webkit.session.navigate(url))
}

/** Reloads the page with the new document watched from the start. */
export async function reload(webkit: WebKit) {
  const url = await webkit.session.execute(() => location.href)
  await watchNextPage(webkit, url, () => webkit.session.refresh())
}

/** What the current page's watcher recorded; fails if the page has none. */
export async function problemsOf({ session }: WebKit): Promise<PageProblems> {
  const problems = await session.execute(readWatch)
  if (!problems) throw new Error('the page has no watcher: it was not opened with visit()')
  return problems
}

/** Waits until the app has hydrated the prerendered page (the client entry's mark on `<html>`). */
export async function waitForHydration({ session }: WebKit) {
  await waitFor('hydration', () => session.execute(isHydrated), hydrationTimeout)
}
