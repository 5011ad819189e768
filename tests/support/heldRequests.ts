import type { Page } from '@playwright/test'

/**
 * Holds back every request of the page to `url` until `release` is called, as a slow network
 * would; `requested()` tells whether one has been asked for since.
 */
export async function holdRequests(page: Page, url: string | RegExp) {
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  let requested = false
  await page.route(url, async (route) => {
    requested = true
    await held
    await route.continue()
  })
  return { release, requested: () => requested }
}
