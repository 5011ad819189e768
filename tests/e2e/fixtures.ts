import { test as base, expect, type Page } from '@playwright/test'
import { hydratedDocument, hydrationTimeout } from '../support/hydration.ts'

export type { Page } from '@playwright/test'
export { expect }

/**
 * Resolves once the app has hydrated the prerendered page (the client entry marks
 * `<html data-hydrated>` from the hydration commit's effects); fails the test, naming the
 * page, when that does not happen in time.
 */
async function waitForHydration(page: Page) {
  await page
    .locator(hydratedDocument)
    .waitFor({ state: 'attached', timeout: hydrationTimeout })
    .catch((error: unknown) => {
      throw new Error(`${page.url()} did not hydrate within ${hydrationTimeout / 1000} s`, { cause: error })
    })
}

const violationMarker = 'content-security-policy-violation:'

/**
 * `test` whose `page.goto` and `page.reload` also wait for hydration, so a test
 * never clicks a control before React listens to it (a race on a loaded machine).
 *
 * Every test also watches for Content Security Policy violations: the page reports
 * each one (directive, blocked source, script and line) and the test fails after its
 * own steps if there was any, so no interaction anywhere in the suite may run a
 * script, load a resource or connect to a host that the policy does not name.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    const violations: string[] = []
    page.on('console', (message) => {
      const text = message.text()
      if (text.startsWith(violationMarker)) violations.push(text.slice(violationMarker.length))
    })
    await page.addInitScript((marker) => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.warn(
          `${marker} ${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} in ${event.sourceFile}:${event.lineNumber} ${event.sample}`,
        )
      })
    }, violationMarker)
    if (javaScriptEnabled === false) {
      await use(page)
      expect(violations, 'Content Security Policy violations').toEqual([])
      return
    }
    const goto = page.goto.bind(page)
    const reload = page.reload.bind(page)
    page.goto = async (...args: Parameters<Page['goto']>) => {
      const response = await goto(...args)
      // A test that holds the code back looks at the page before the app starts; a page that
      // is not the site's (a framing test's own page) has no app to wait for.
      const isSite = (await page.locator('html[data-vocs]').count()) > 0
      if (args[1]?.waitUntil !== 'commit' && isSite) await waitForHydration(page)
      return response
    }
    page.reload = async (...args: Parameters<Page['reload']>) => {
      const response = await reload(...args)
      await waitForHydration(page)
      return response
    }
    await use(page)
    expect(violations, 'Content Security Policy violations').toEqual([])
  },
})
