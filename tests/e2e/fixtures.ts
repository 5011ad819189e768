import { test as base, type Page } from '@playwright/test'

export type { Page } from '@playwright/test'
export { expect } from '@playwright/test'

/** Resolves once React has taken over the prerendered page (hydrateRoot ran). */
export async function waitForHydration(page: Page) {
  await page
    .waitForFunction(
      () => Object.keys(document.getElementById('app') ?? {}).some((key) => key.startsWith('__reactContainer')),
      null,
      { timeout: 15_000 },
    )
    .catch(() => undefined)
}

/**
 * `test` whose `page.goto` and `page.reload` also wait for hydration, so a test
 * never clicks a control before React listens to it (a race on a loaded machine).
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled === false) {
      await use(page)
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
  },
})
