import { siteFontsLoaded } from '../support/fonts.ts'
import { holdRequests } from '../support/heldRequests.ts'
import { hydratedDocument, hydrationTimeout } from '../support/hydration.ts'
import { readPages, visibleText } from '../support/pages.ts'
import { landsOnHeading, measureHeading } from '../support/sectionLanding.ts'
import { expect, type Page, test } from './fixtures.ts'

/**
 * A link to a section (`/route#id`, shared in chat or found by a search engine) must
 * leave the reader on that section once the page is interactive, and so must a
 * reload, a link from another page, and back/forward.
 */

const headingOf = (path: string) => visibleText(readPages().find((page) => page.path === path)?.h1 ?? '')

/** Measures once the page has settled: hydrated, fonts in, no request in flight. */
async function placementOf(page: Page, id: string) {
  await page.waitForLoadState('networkidle')
  await page.evaluate(siteFontsLoaded)
  return page.evaluate(measureHeading, id)
}

for (const width of [390, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })
    // Every route's landing on load is checked in pages.spec.ts; a reload keeps it too.
    test('a section link lands on its heading on load and again on reload', async ({ page }) => {
      await page.goto('/gas/api/deposit#statuses')
      const loaded = await placementOf(page, 'statuses')
      expect(landsOnHeading(loaded), `on load: ${JSON.stringify(loaded)}`).toBe(true)
      await page.reload()
      const reloaded = await placementOf(page, 'statuses')
      expect(landsOnHeading(reloaded), `on reload: ${JSON.stringify(reloaded)}`).toBe(true)
    })

    test('a reload laid out differently from the load before returns to the same section', async ({ page }) => {
      // The reader has scrolled to a section (no hash in the address).
      await page.goto('/gas/api/deposit')
      await page.evaluate(() => document.getElementById('statuses')?.scrollIntoView())
      const read = await placementOf(page, 'statuses')
      expect(landsOnHeading(read), `before the reload: ${JSON.stringify(read)}`).toBe(true)
      // The next load sets the text above the section taller (as the site's font in place of
      // the fallback, or the banner, would): the same offset now shows other text.
      await page.addInitScript(() =>
        document.addEventListener('DOMContentLoaded', () => {
          const title = document.querySelector<HTMLElement>('article h1')
          if (title) title.style.marginBottom = '400px'
        }),
      )
      await page.reload()
      const reloaded = await placementOf(page, 'statuses')
      expect(landsOnHeading(reloaded), `on reload: ${JSON.stringify(reloaded)}`).toBe(true)
    })

    test('a link to another page’s section lands on it; back and forward keep their places', async ({ page }) => {
      await page.goto('/gas/api/overview')
      const link = page.locator('article a[href="/gas/api/deposit#statuses"]').first()
      // The reader has scrolled: the link sits a little below the fixed bars, and the
      // page is not at its top (so "back" has a position to restore).
      await link.evaluate((element) => {
        const top = element.getBoundingClientRect().top + window.scrollY
        window.scrollTo(0, Math.max(120, top - 300))
      })
      await expect(link).toBeInViewport()
      const before = await page.evaluate(() => window.scrollY)
      expect(before).toBeGreaterThan(0)
      await link.click()
      await expect(page).toHaveURL(/\/gas\/api\/deposit#statuses$/)
      // The address changes at once; the page on screen changes once its code has arrived.
      await expect(page.locator('h1').first()).toHaveText(headingOf('/gas/api/deposit'))
      const arrived = await placementOf(page, 'statuses')
      expect(landsOnHeading(arrived), `after the click: ${JSON.stringify(arrived)}`).toBe(true)
      await page.goBack()
      await expect(page).toHaveURL(/\/gas\/api\/overview$/)
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeCloseTo(before, -1)
      await page.goForward()
      await expect(page).toHaveURL(/#statuses$/)
      await expect(page.locator('h1').first()).toHaveText(headingOf('/gas/api/deposit'))
      const again = await placementOf(page, 'statuses')
      expect(landsOnHeading(again), `after forward: ${JSON.stringify(again)}`).toBe(true)
    })
  })
}

test('a reader who scrolls before the page is interactive keeps the place', async ({ page }) => {
  // The entry script is held back: the prerendered page is on screen and can be read and
  // scrolled, but nothing of the app runs yet.
  const { release } = await holdRequests(page, /\/assets\/index-[\w-]+\.js$/)
  await page.goto('/gas/api/guide', { waitUntil: 'commit' })
  await expect(page.locator('h1').first()).toContainText('API guide')
  await page.evaluate(() => window.scrollTo(0, 900))
  const before = await page.evaluate(() => window.scrollY)
  expect(before).toBeGreaterThan(800)
  release()
  await page.locator(hydratedDocument).waitFor({ state: 'attached', timeout: hydrationTimeout })
  await page.waitForLoadState('networkidle')
  expect(await page.evaluate(() => window.scrollY)).toBe(before)
})
