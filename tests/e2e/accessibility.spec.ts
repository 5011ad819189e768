import { axeViolations } from '../support/axe.ts'
import { expect, test } from './fixtures.ts'

// Every route is scanned in pages.spec.ts, in both themes, at every width. Here: the search
// dialog with results, as a reader sees it after typing a query.
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
      expect(await axeViolations(page, 'dialog[open]')).toEqual([])
    })
  }
}

// The phone menu open over the page: the browser's popover, in the top layer.
for (const scheme of ['light', 'dark'] as const) {
  test(`axe: the phone menu, open, ${scheme}`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme })
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/gas/api/quote')
    await page.locator('button[aria-haspopup="dialog"]', { hasText: 'Quote' }).click()
    await expect(page.getByRole('dialog').getByRole('link').first()).toBeVisible()
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([])
  })
}
