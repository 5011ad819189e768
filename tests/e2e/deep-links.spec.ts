import { hydrationCommitted } from '../support/hydration.ts'
import { deepLinkTargets, landsOnHeading, measureHeading } from '../support/sectionLanding.ts'
import { expect, type Page, test } from './fixtures.ts'

/**
 * A link to a section (`/route#id`, shared in chat or found by a search engine) must
 * leave the reader on that section once the page is interactive, and so must a
 * reload, a link from another page, and back/forward.
 */

const targets = deepLinkTargets()

test('every route with sections has a deep-link target', () => {
  // The build is read for the targets: an empty list would make the tests below vacuous.
  expect(targets.length).toBeGreaterThanOrEqual(25)
})

/** Measures once the page has settled: hydrated, fonts in, no request in flight. */
async function placementOf(page: Page, id: string) {
  await page.waitForLoadState('networkidle')
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
  return page.evaluate(measureHeading, id)
}

for (const width of [390, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })
    for (const { path, id } of targets) {
      test(`${path}#${id} lands on its heading, on load and on reload`, async ({ page }) => {
        await page.route('https://backend.gas.zip/**', (route) => route.abort('internetdisconnected'))
        await page.goto(`${path}#${id}`)
        const loaded = await placementOf(page, id)
        expect(landsOnHeading(loaded), `on load: ${JSON.stringify(loaded)}`).toBe(true)
        await page.reload()
        const reloaded = await placementOf(page, id)
        expect(landsOnHeading(reloaded), `on reload: ${JSON.stringify(reloaded)}`).toBe(true)
      })
    }

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
      const arrived = await placementOf(page, 'statuses')
      expect(landsOnHeading(arrived), `after the click: ${JSON.stringify(arrived)}`).toBe(true)
      await page.goBack()
      await expect(page).toHaveURL(/\/gas\/api\/overview$/)
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeCloseTo(before, -1)
      await page.goForward()
      await expect(page).toHaveURL(/#statuses$/)
      const again = await placementOf(page, 'statuses')
      expect(landsOnHeading(again), `after forward: ${JSON.stringify(again)}`).toBe(true)
    })
  })
}

test('a reader who scrolls before the page is interactive keeps the place', async ({ page }) => {
  // The entry script is held back: the prerendered page is on screen and can be read and
  // scrolled, but nothing of the app runs yet.
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/gas/api/guide', { waitUntil: 'commit' })
  await expect(page.locator('h1').first()).toContainText('API guide')
  await page.evaluate(() => window.scrollTo(0, 900))
  const before = await page.evaluate(() => window.scrollY)
  expect(before).toBeGreaterThan(800)
  release()
  await expect.poll(() => page.evaluate(hydrationCommitted)).toBe(true)
  await page.waitForLoadState('networkidle')
  expect(await page.evaluate(() => window.scrollY)).toBe(before)
})
