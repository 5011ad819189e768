import { expect, test } from './fixtures.ts'

for (const scheme of ['light', 'dark'] as const) {
  test(`a first visit follows the system ${scheme} scheme and stores nothing`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme })
    await page.goto('/overview')
    await expect(page.getByRole('button', { name: 'Dark Mode' })).toBeVisible()
    const html = page.locator('html')
    if (scheme === 'dark') await expect(html).toHaveClass(/\bdark\b/)
    else await expect(html).not.toHaveClass(/\bdark\b/)
    expect(await page.evaluate(() => localStorage.getItem('vocs.theme'))).toBeNull()
    await page.emulateMedia({ colorScheme: scheme === 'dark' ? 'light' : 'dark' })
    await page.reload()
    if (scheme === 'dark') await expect(html).not.toHaveClass(/\bdark\b/)
    else await expect(html).toHaveClass(/\bdark\b/)
  })
}

test('the toggle sets the dark class, stores the choice, and the choice wins on reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' })
  await page.goto('/overview')
  await page.getByRole('button', { name: 'Dark Mode' }).click()
  await expect(page.locator('html')).toHaveClass(/\bdark\b/)
  expect(await page.evaluate(() => localStorage.getItem('vocs.theme'))).toBe('dark')
  await page.reload()
  await expect(page.locator('html')).toHaveClass(/\bdark\b/)
  await page.getByRole('button', { name: 'Light Mode' }).click()
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/)
  expect(await page.evaluate(() => localStorage.getItem('vocs.theme'))).toBe('light')
})

test('without a choice the open page follows a change of the system scheme; after one it does not', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' })
  await page.goto('/overview')
  const html = page.locator('html')
  await expect(page.getByRole('button', { name: 'Dark Mode' })).toBeVisible()
  await page.emulateMedia({ colorScheme: 'dark' })
  await expect(html).toHaveClass(/\bdark\b/)
  await page.emulateMedia({ colorScheme: 'light' })
  await expect(html).not.toHaveClass(/\bdark\b/)
  expect(await page.evaluate(() => localStorage.getItem('vocs.theme'))).toBeNull()
  await page.getByRole('button', { name: 'Light Mode' }).click()
  await page.emulateMedia({ colorScheme: 'dark' })
  await expect(page.getByRole('button', { name: 'Light Mode' })).toHaveAttribute('data-active', 'true')
  await expect(html).not.toHaveClass(/\bdark\b/)
})
