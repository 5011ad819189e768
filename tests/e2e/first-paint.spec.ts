import { startDocumentGate } from '../support/documentGate.ts'
import { layoutShiftSoFar } from '../support/layoutShift.ts'
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

/** The font families the browser renders the first paragraph of the article with. */
async function renderedFamilies(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('DOM.enable')
  await cdp.send('CSS.enable')
  const { root } = await cdp.send('DOM.getDocument')
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'article p' })
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId })
  await cdp.detach()
  return fonts.map((font) => font.familyName)
}

const interFile = /^\/assets\/inter-latin-wght-normal-[0-9a-f]{8}\.woff2$/

test('Inter: no font before the first paint; fetched once idle, then used from the next page on', async ({ page }) => {
  const fontRequests: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fontRequests.push(new URL(request.url()).pathname)
  })
  await page.goto('/gas/overview')
  // A first visit is set in Arial or its metric twin, through the face sized to Inter.
  expect(await renderedFamilies(page), 'a first visit paints in the fallback face').toEqual([
    expect.stringMatching(/^(Arial|Liberation Sans|Arimo)$/),
  ])
  // Once idle after the load, the file is fetched and its address remembered.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('font'))).toMatch(interFile)
  expect(fontRequests).toEqual([expect.stringMatching(interFile)])
  expect(await renderedFamilies(page), 'the open page keeps its font').not.toContain('Inter')

  // The next page opened in the tab is set in Inter.
  await page.locator('a[href="/gas/api/chains"]').filter({ visible: true }).first().click()
  await expect(page).toHaveURL(/\/gas\/api\/chains$/)
  await expect(page.locator('article h1')).toHaveText('Chains')
  expect(await renderedFamilies(page)).toContain('Inter')

  // Every later page load adds the face before its first paint, from the browser's cache.
  await page.goto('/gas/api/quote')
  expect(await renderedFamilies(page)).toContain('Inter')
  expect(fontRequests).toHaveLength(2)
})

test.describe('a page that arrives in parts', () => {
  test.use({ viewport: { width: 390, height: 844 } })
  test('a table read half-way takes no room, then shows whole with nothing moving', async ({ page, baseURL }) => {
    const gate = await startDocumentGate(baseURL ?? '')
    try {
      // The accepted tokens: the first rows name Ethereum's tokens; the chains and tokens
      // after them are longer and widen the columns of a table laid out half-read.
      gate.holdNext((html) => {
        const table = html.indexOf('<table', html.indexOf('id="accepted-tokens"'))
        let cut = table
        for (let row = 0; row < 4; row++) cut = html.indexOf('</tr>', cut) + '</tr>'.length
        return table < 0 ? -1 : cut
      })
      await page.goto(`${gate.url}/gas/ripfun`, { waitUntil: 'commit' })
      const table = page.locator('article table').filter({ hasText: 'Token address' })
      // The reader scrolls to the section while the rest of the page is on its way; a frame
      // is painted with what has arrived.
      const heading = page.locator('h2:has(#accepted-tokens)')
      await heading.evaluate((element) => element.scrollIntoView())
      await expect(heading).toBeInViewport()
      await page.evaluate(() => new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted))))
      expect(await table.locator('tbody tr').count(), 'rows read before the hold').toBe(3)
      await expect.soft(table, 'the half-read table').toBeHidden()
      gate.release()
      await page.waitForLoadState('load')
      await expect(table, 'the whole table').toBeVisible()
      const shift = await page.evaluate(layoutShiftSoFar)
      expect(shift.sum, `layout shift (moved: ${shift.sources.join(', ')})`).toBeLessThan(0.01)
    } finally {
      await gate.close()
    }
  })
})
