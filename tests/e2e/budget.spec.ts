import { budgets, measuredPages, measurePageWeight } from '../../tooling/pageWeight.ts'
import { expect, test } from './fixtures.ts'

// Bytes are deterministic, so budgets are tests; timings live in `npm run bench` only.
for (const path of measuredPages) {
  test(`first load of ${path} stays within the byte budget and on this host`, async ({ page, baseURL }) => {
    // The outbound table asks the live API after load; keep it out of the measurement.
    await page.route('https://backend.gas.zip/**', (route) => route.abort())
    const weight = await measurePageWeight(page, baseURL ?? '', path)
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
    test.info().annotations.push({
      type: 'weight',
      description: `js ${kb(weight.bytes.js)} (${kb(weight.jsInHtml)} loaded by the HTML, ${kb(weight.jsBeforeLoad)} before load), css ${kb(weight.bytes.css)}, total ${kb(weight.total)}, ${weight.requests} requests`,
    })
    expect(weight.bytes.js, `JS ${kb(weight.bytes.js)}`).toBeLessThanOrEqual(budgets[path].js)
    expect(weight.jsInHtml, `JS loaded by the HTML ${kb(weight.jsInHtml)}`).toBeLessThanOrEqual(budgets[path].jsInHtml)
    expect(weight.jsInHtml, 'the entry script is counted').toBeGreaterThan(50 * 1024)
    // The page's code is requested once the page has been painted and has loaded, so no script arrives before load.
    expect(weight.jsBeforeLoad, `JS before the load event ${kb(weight.jsBeforeLoad)}`).toBe(0)
    expect(weight.total, `total ${kb(weight.total)}`).toBeLessThanOrEqual(budgets[path].total)
    expect(weight.otherHostRequests.filter((url) => !url.startsWith('https://backend.gas.zip/'))).toEqual([])
  })
}

// The reader's allowance (framework/app/linkPrefetch.ts): with the pages that links in
// view prefetch, a first load receives at most 160 KB of JavaScript, at phone and desktop widths
// (the API guide is the route with the most JavaScript of its own).
for (const width of [390, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })
    for (const path of measuredPages) {
      test(`first load of ${path} with links in view prefetched stays within 160 KB of JavaScript`, async ({
        page,
        baseURL,
      }) => {
        await page.route('https://backend.gas.zip/**', (route) => route.abort())
        const weight = await measurePageWeight(page, baseURL ?? '', path, { withPrefetch: true })
        const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
        test.info().annotations.push({ type: 'weight', description: `js with prefetch ${kb(weight.bytes.js)}` })
        expect(weight.bytes.js, `JS with prefetch ${kb(weight.bytes.js)}`).toBeLessThanOrEqual(160 * 1024)
      })
    }
  })
}

test('weighing a long page counts the code its app loads after the first paint', async ({ browser, baseURL }) => {
  // A plain page, as `npm run bench` opens it: no goto that waits for hydration. On a slow CPU
  // the guide's network goes quiet before its app starts (the entry waits for the first paint),
  // so a weighing that stops there counts no code.
  const page = await browser.newPage()
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 })
  const weight = await measurePageWeight(page, baseURL ?? '', '/gas/api/guide')
  await page.close()
  expect(weight.jsInHtml, 'JS loaded by the HTML').toBeGreaterThan(50 * 1024)
  expect(weight.bytes.js, 'JS, the page code included').toBeGreaterThan(weight.jsInHtml)
})
