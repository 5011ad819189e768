import { expect, type Page, test } from './fixtures.ts'

/**
 * A browser that blocks site data (all cookies blocked, some in-app browsers and kiosk
 * profiles) throws a SecurityError as soon as a script touches `localStorage` or
 * `sessionStorage`. Pages here run in such a browser: every route still hydrates without a
 * page error, search finds pages and the theme switches (the choice lasts for the page).
 */

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    for (const area of ['localStorage', 'sessionStorage'])
      Object.defineProperty(window, area, {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError')
        },
      })
  })
})

function collectPageErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`))
  return errors
}

test('with storage blocked, search finds a page and the theme switches', async ({ page }) => {
  const errors = collectPageErrors(page)
  await page.emulateMedia({ colorScheme: 'light' })
  await page.goto('/overview')
  const html = page.locator('html')
  await page.getByRole('button', { name: 'Dark Mode' }).click()
  await expect(html).toHaveClass(/\bdark\b/)
  await page.getByRole('button', { name: 'Light Mode' }).click()
  await expect(html).not.toHaveClass(/\bdark\b/)

  await page.keyboard.press('/')
  const dialog = page.getByRole('dialog', { name: 'Search' })
  await dialog.getByRole('searchbox').fill('LayerZero router')
  const first = dialog.getByRole('option').first()
  const href = (await first.getAttribute('href')) ?? ''
  expect(href).toMatch(/^\/layerzero\//)
  await first.click()
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL(new RegExp(`${href.split('#')[0]}(#|$)`))
  expect(errors).toEqual([])
})

test('with storage blocked, a system dark scheme shows the dark theme on a phone', async ({ page }) => {
  const errors = collectPageErrors(page)
  await page.setViewportSize({ width: 390, height: 844 })
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.goto('/gas/api/quote')
  await expect(page.locator('html')).toHaveClass(/\bdark\b/)
  await page
    .getByRole('button', { name: /Search/ })
    .first()
    .click()
  const dialog = page.getByRole('dialog', { name: 'Search' })
  await dialog.getByRole('searchbox').fill('chains')
  await expect(dialog.getByRole('option').first()).toBeVisible()
  expect(errors).toEqual([])
})
