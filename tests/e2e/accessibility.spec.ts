import AxeBuilder from '@axe-core/playwright'
import { readPages } from '../pages.ts'
import { expect, test } from './fixtures.ts'

// axe-core, WCAG 2.1 A and AA, on every route: light and dark, desktop and 390 px.
const pages = readPages()
const viewports = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: '390px', width: 390, height: 844 },
] as const

for (const scheme of ['light', 'dark'] as const) {
  for (const viewport of viewports) {
    test.describe(`${scheme}, ${viewport.name}`, () => {
      test.use({ colorScheme: scheme, viewport: { width: viewport.width, height: viewport.height } })
      for (const { path } of pages) {
        test(`axe: ${path}`, async ({ page }) => {
          await page.goto(path)
          await expect(page.locator('h1').first()).toBeVisible()
          if (scheme === 'dark') await expect(page.locator('html')).toHaveClass(/\bdark\b/)
          // Let client-side enhancements (tables, builders) settle before the scan.
          await page.waitForLoadState('networkidle')
          const { violations } = await new AxeBuilder({ page })
            .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
            .analyze()
          const summary = violations.map(
            (violation) =>
              `${violation.impact}: ${violation.id} (${violation.help}) at ${violation.nodes
                .slice(0, 3)
                .map((node) => node.target.join(' '))
                .join(', ')}`,
          )
          expect(summary).toEqual([])
        })
      }
    })
  }
}
