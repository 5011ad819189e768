import { existsSync } from 'node:fs'
import puppeteer, { type Browser, type Page } from 'puppeteer-core'

/**
 * Firefox for the smoke suite, driven over WebDriver BiDi by puppeteer-core (Playwright
 * needs its own patched Firefox build, which cannot be downloaded here). The browser is
 * $FIREFOX_PATH or Debian's firefox-esr.
 */
export const firefoxPath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr'

export function launchFirefox(): Promise<Browser> {
  if (!existsSync(firefoxPath))
    throw new Error(
      `No Firefox at ${firefoxPath}. Install it (Debian/Ubuntu: sudo apt-get install -y firefox-esr) or set FIREFOX_PATH.`,
    )
  return puppeteer.launch({
    browser: 'firefox',
    executablePath: firefoxPath,
    headless: true,
    extraPrefsFirefox: {
      // No update checks, telemetry or other background traffic on a closed network.
      'app.update.enabled': false,
      'datareporting.policy.dataSubmissionEnabled': false,
      'network.captive-portal-service.enabled': false,
    },
  })
}

export type PageProblems = { errors: string[]; violations: string[] }

/**
 * A new page that records uncaught errors and Content Security Policy violations.
 * The live chain list on the outbound page is not reachable from here; that request
 * failing is expected and reported by the page as a console message only.
 */
export async function openPage(browser: Browser, width: number): Promise<{ page: Page; problems: PageProblems }> {
  const page = await browser.newPage()
  await page.setViewport({ width, height: 900 })
  const problems: PageProblems = { errors: [], violations: [] }
  // Vocs fetches the code of pages linked from the one in view while the browser is idle.
  // When the test leaves a page (goto or reload) with such a fetch in flight, Firefox
  // aborts it and reports the abort as an error of the page being left. That page is
  // gone by then, so nothing a reader sees fails; errors while a page is open still count.
  let leaving = false
  page.on('load', () => {
    leaving = false
  })
  page.on('pageerror', (error) => {
    const message = error instanceof Error ? error.message : String(error)
    if (leaving && message.startsWith('error loading dynamically imported module')) return
    // Firefox reports the blocked request to the live chain list here too (this machine has
    // no internet); the page shows its snapshot then, which chains tests cover.
    if (message.startsWith('Cross-Origin Request Blocked') && message.includes('https://backend.gas.zip/')) return
    problems.errors.push(message)
  })
  page.on('console', (message) => {
    const text = message.text()
    if (text === 'page-leaving') leaving = true
    if (text.startsWith('csp-violation:')) problems.violations.push(text)
  })
  await page.evaluateOnNewDocument(() => {
    addEventListener('beforeunload', () => console.info('page-leaving'))
    document.addEventListener('securitypolicyviolation', (event) => {
      console.warn(
        `csp-violation: ${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
      )
    })
  })
  return { page, problems }
}

/** Waits until React has taken over the prerendered page. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(
    () => Object.keys(document.getElementById('app') ?? {}).some((key) => key.startsWith('__reactContainer')),
    { timeout: 15_000 },
  )
}
