import { expect, type Page, test } from './fixtures.ts'

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search' })

test('when the search index cannot load, the dialog says so and loads it on "try again"', async ({ page }) => {
  // Offline for the index only: the page itself has loaded.
  let offline = true
  await page.route('**/.vocs/search-index-*', (route) =>
    offline ? route.abort('internetdisconnected') : route.continue(),
  )
  await page.goto('/gas/overview')
  await page.keyboard.press('/')
  await page.keyboard.type('deposit')
  const message = dialog(page).getByRole('alert')
  await expect(message).toContainText('Search could not load its index')
  await expect(dialog(page)).not.toContainText('Loading the search index')
  offline = false
  await message.getByRole('button', { name: 'try again' }).click()
  await expect(dialog(page).getByRole('option').first()).toBeVisible()
  await expect(dialog(page).getByRole('searchbox')).toHaveValue('deposit')
})
