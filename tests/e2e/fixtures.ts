import { test as base, expect, type Page } from '@playwright/test'
import { hydrationCommitted } from '../support/hydration.ts'

export type { Page } from '@playwright/test'
export { expect }

/**
 * Resolves once React has taken over the prerendered page: the hydration render is
 * committed and React has no work left (the site hydrates in a transition, in slices,
 * so hydrateRoot returning is not enough), and one more task has run for the effects
 * that attach listeners after the commit.
 */
export async function waitForHydration(page: Page) {
  await page
    .waitForFunction(hydrationCommitted, null, { timeout: 15_000 })
    .then(() => page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0))))
    .catch(() => undefined)
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
      await waitForHydration(page)
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
