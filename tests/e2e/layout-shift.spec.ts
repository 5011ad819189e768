import { readPages } from '../support/pages.ts'
import { expect, type Page, test } from './fixtures.ts'

/**
 * Nothing on a page moves once it is painted: not the banner (shown, or closed by the
 * reader earlier), not the logo, the fonts, the outline or the data tables. The sum of
 * the layout-shift entries the browser records during load stays below 0.01 (Core Web
 * Vitals call 0.1 good; this site aims at none).
 */

const pages = readPages()

/** Sum of the layout shifts not caused by input, from the start of the load. */
async function layoutShift(page: Page) {
  await page.waitForLoadState('networkidle')
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
  return page.evaluate(
    () =>
      new Promise<{ sum: number; sources: string[] }>((resolve) => {
        let sum = 0
        const sources: string[] = []
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number
            hadRecentInput: boolean
            sources?: { node?: Node | null }[]
          })[]) {
            if (entry.hadRecentInput) continue
            sum += entry.value
            for (const source of entry.sources ?? []) {
              const node = source.node
              if (node instanceof Element) sources.push(`${node.tagName.toLowerCase()}.${node.className}`.slice(0, 80))
              else if (node) sources.push(node.nodeName)
            }
          }
        }).observe({ type: 'layout-shift', buffered: true })
        // Two frames after the buffered entries are delivered, late shifts included.
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => resolve({ sum, sources }), 300)))
      }),
  )
}

for (const width of [390, 1440]) {
  for (const banner of ['shown', 'closed'] as const) {
    test.describe(`at ${width} px, banner ${banner}`, () => {
      test.use({ viewport: { width, height: 900 } })
      for (const { path } of pages) {
        test(`${path} does not move while it loads`, async ({ page }) => {
          await page.route('https://backend.gas.zip/**', (route) => route.abort('internetdisconnected'))
          if (banner === 'closed') await page.addInitScript(() => localStorage.setItem('banner', 'false'))
          await page.goto(path)
          const bannerText = page.getByText('Deposits must be worth $0.25 to $50 per outbound chain;')
          if (banner === 'shown') await expect(bannerText).toBeVisible()
          else await expect(bannerText).toBeHidden()
          const shift = await layoutShift(page)
          expect(shift.sum, `shifted: ${shift.sources.join(', ')}`).toBeLessThan(0.01)
        })
      }
    })
  }
}
