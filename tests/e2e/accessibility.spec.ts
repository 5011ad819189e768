import AxeBuilder from '@axe-core/playwright'
import { readPages } from '../support/pages.ts'
import { expect, test } from './fixtures.ts'

/** The WCAG 2.0 and 2.1 success criteria, levels A and AA, that every scan checks. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

/** One line per violation: impact, rule, help text and up to three of the elements. */
function violationSummary(
  violations: { impact?: string | null; id: string; help: string; nodes: { target: unknown[] }[] }[],
) {
  return violations.map(
    (violation) =>
      `${violation.impact}: ${violation.id} (${violation.help}) at ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  )
}

// axe-core, WCAG 2.1 A and AA, light and dark: every route at the widths most readers use
// (a phone, a laptop, a wide monitor; the outline only shows from 1280 px), and a sample that
// covers every layout and component at the in-between widths where the layout switches.
const allPages = readPages()
const sample = new Set([
  '/',
  '/overview',
  '/gas/api/quote',
  '/gas/chain-support/inbound',
  '/gas/chain-support/outbound',
  '/layerzero/v1/code-examples/deposit',
  '/gas/code-examples/evm-deposit/direct-forwarder', // calldata builder
  '/layerzero/chain-support/deposit',
  '/layerzero/v1/step-by-step/deposit',
])
const viewports = [
  { name: '390px', width: 390, height: 844, pages: allPages },
  { name: '1440px', width: 1440, height: 900, pages: allPages },
  { name: '1920px', width: 1920, height: 1080, pages: allPages },
  { name: '768px', width: 768, height: 1024, pages: allPages.filter(({ path }) => sample.has(path)) },
  { name: '1280px', width: 1280, height: 800, pages: allPages.filter(({ path }) => sample.has(path)) },
] as const

for (const scheme of ['light', 'dark'] as const) {
  for (const viewport of viewports) {
    test.describe(`${scheme}, ${viewport.name}`, () => {
      test.use({ colorScheme: scheme, viewport: { width: viewport.width, height: viewport.height } })
      for (const { path } of viewport.pages) {
        test(`axe: ${path}`, async ({ page }) => {
          // axe checks the contrast of every highlighted token: the longest code pages (the
          // complete flows) take close to 30 s on a busy machine.
          test.setTimeout(60_000)
          await page.goto(path)
          await expect(page.locator('h1').first()).toBeVisible()
          if (scheme === 'dark') await expect(page.locator('html')).toHaveClass(/\bdark\b/)
          // Let client-side enhancements (tables, builders) settle before the scan.
          await page.waitForLoadState('networkidle')
          const { violations } = await new AxeBuilder({ page }).withTags(wcagTags).analyze()
          expect(violationSummary(violations)).toEqual([])
        })
      }
    })
  }
}

// The search dialog with results, as a reader sees it after typing a query.
for (const scheme of ['light', 'dark'] as const) {
  for (const width of [390, 1440]) {
    test(`axe: the search dialog with results, ${scheme}, ${width}px`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme })
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/overview')
      await page
        .getByRole('button', { name: /Search/ })
        .filter({ visible: true })
        .first()
        .click()
      const dialog = page.getByRole('dialog', { name: 'Search' })
      await dialog.getByRole('searchbox').fill('deposit')
      await expect(dialog.getByRole('option').first().locator('mark').first()).toBeVisible()
      const { violations } = await new AxeBuilder({ page }).include('dialog[open]').withTags(wcagTags).analyze()
      expect(violationSummary(violations)).toEqual([])
    })
  }
}

test('the in-between-width sample names existing routes only', () => {
  const known = new Set(allPages.map(({ path }) => path))
  expect([...sample].filter((path) => !known.has(path))).toEqual([])
})
