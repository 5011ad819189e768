import { existsSync } from 'node:fs'
import puppeteer, { type Browser, type Page } from 'puppeteer-core'
import { hydrationTimeout, isHydrated } from '../support/hydration.ts'

/**
 * Firefox for the smoke suite, driven over WebDriver BiDi by puppeteer-core (Playwright
 * needs its own patched Firefox build, which cannot be downloaded here). The browser is
 * $FIREFOX_PATH or Debian's firefox-esr.
 */
const firefoxPath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr'

/**
 * Firefox as a reader who blocks all cookies has it: the site's storage is blocked, and
 * touching `localStorage` or `sessionStorage` throws a SecurityError.
 */
export const blockedStoragePrefs = { 'network.cookie.cookieBehavior': 2 }

export function launchFirefox(prefs: Record<string, unknown> = {}): Promise<Browser> {
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
      ...prefs,
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
  page.on('pageerror', (error) => {
    const message = error instanceof Error ? error.message : String(error)
    // Firefox reports the blocked request to the live chain list here too (this machine has
    // no internet); the page shows its snapshot then, which chains tests cover.
    if (message.startsWith('Cross-Origin Request Blocked') && message.includes('https://backend.gas.zip/')) return
    problems.errors.push(message)
  })
  page.on('console', (message) => {
    const text = message.text()
    if (text.startsWith('csp-violation:')) problems.violations.push(text)
  })
  await page.evaluateOnNewDocument(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.warn(
        `csp-violation: ${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
      )
    })
  })
  return { page, problems }
}

/**
 * Waits until React has taken over the prerendered page (hydration committed) and the
 * network is quiet.
 * Once the browser is idle, the page fetches the code of the pages its visible links
 * lead to. Firefox reports such a fetch that a navigation cuts short as an error of the
 * page being left; a reader who follows a link never notices, but a test that moves on
 * at once would. So each page is left only after those fetches are done.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(isHydrated, { timeout: hydrationTimeout })
  await page.waitForNetworkIdle({ idleTime: 500, timeout: 20_000 })
}
