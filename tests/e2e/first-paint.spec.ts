import { expect, type Page, test } from './fixtures.ts'

/**
 * The prerendered page is complete without the site's code, so the code is requested only
 * once the page has been painted and has loaded (framework/build/firstPaint.ts): on a slow
 * connection it does not take bandwidth from the HTML, the stylesheet and the font the
 * first paint needs, and it never holds up the load event.
 */

// The heaviest page: its own chunk is the largest that could race the load event.
const path = '/layerzero/v2/code-examples/completeFlow'

/** Start time of the first contentful paint, of the load event and of the request for the page's main chunk. */
async function paintAndEntryRequest(page: Page) {
  return page.evaluate(() => {
    const entry = document.querySelector('script[data-entry]')?.getAttribute('data-entry') ?? ''
    const paint = performance.getEntriesByName('first-contentful-paint')[0]
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
    const request = performance
      .getEntriesByType('resource')
      .find((resource) => entry !== '' && new URL(resource.name).pathname === entry)
    return { entry, paint: paint?.startTime, load: navigation?.loadEventStart, request: request?.startTime }
  })
}

for (const width of [390, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })
    test(`${path} is painted and loaded before its code is requested, then becomes interactive`, async ({ page }) => {
      await page.goto(path)
      const { entry, paint, load, request } = await paintAndEntryRequest(page)
      expect(entry).toMatch(/^\/assets\/index-[\w-]+\.js$/)
      expect(paint, 'first contentful paint').toBeGreaterThan(0)
      expect(load, 'load event').toBeGreaterThan(0)
      expect(request, 'request for the main chunk').toBeGreaterThan(0)
      expect(request ?? 0).toBeGreaterThanOrEqual(paint ?? Number.POSITIVE_INFINITY)
      expect(request ?? 0).toBeGreaterThanOrEqual(load ?? Number.POSITIVE_INFINITY)
      await expect(page.locator('head script[type="module"]')).toHaveCount(1)
    })
  })
}

test('a browser without paint timing starts the code after the next frame', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(PerformanceObserver, 'supportedEntryTypes', { value: [] })
  })
  await page.goto('/gas/overview')
  await page.getByRole('button', { name: 'Search' }).first().click()
  await expect(page.locator('dialog[open]')).toBeVisible()
})

test('a browser that paints without reporting it starts the code after the load event', async ({ page }) => {
  // Paint timing is there but never reports, as in Firefox on a link to another page's section.
  await page.addInitScript(() => {
    const Silent = class {
      static supportedEntryTypes = ['paint']
      observe() {}
      disconnect() {}
    }
    Object.defineProperty(window, 'PerformanceObserver', { value: Silent })
  })
  await page.goto('/gas/api/quote#response')
  await page.getByRole('button', { name: 'Search' }).first().click()
  await expect(page.locator('dialog[open]')).toBeVisible()
})

test('the code is requested once, however many ways the starter has to start it', async ({ page }) => {
  const requested: string[] = []
  page.on('request', (request) => requested.push(new URL(request.url()).pathname))
  // The page's timers run on a clock the test can move forward.
  await page.clock.install()
  await page.goto('/overview')
  // Paint timing starts the code; one second after the load event, the starter's floor fires too.
  await page.waitForLoadState('load')
  await page.clock.runFor(1_500)
  const { entry } = await paintAndEntryRequest(page)
  expect(requested.filter((path) => path === entry)).toHaveLength(1)
  await expect(page.locator(`script[type="module"][src="${entry}"]`)).toHaveCount(1)
})
