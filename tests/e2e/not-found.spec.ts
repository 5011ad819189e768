import { hydratedDocument, hydrationTimeout } from '../support/hydration.ts'
import { expect, type Page, test } from './fixtures.ts'

async function expectNotFoundScreen(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible()
  await expect(page.getByText('The page you were looking for could not be found.')).toBeVisible()
  const home = page.getByRole('link', { name: 'Go to Home Page' })
  await expect(home).toBeVisible()
  await expect(home).toHaveAttribute('href', '/')
}

test('an unknown URL answers 404 with the not-found screen', async ({ page }) => {
  const response = await page.goto('/this/page/does-not-exist')
  expect(response?.status()).toBe(404)
  await expectNotFoundScreen(page)
})

// The screen is prerendered once (404.html) and hydrated at whatever URL was asked for; a
// render that reads the page or the URL differs from the prerender and React throws it away.
test('the not-found screen hydrates without an error', async ({ page }) => {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  // React reports a prerender it had to throw away on the console, not as an uncaught error. The
  // browser also logs the page's own 404 status there, which is the answer this URL should get.
  page.on('console', (message) => {
    const ownStatus = message.location().url === page.url() && /status of 404/.test(message.text())
    if (message.type() === 'error' && !ownStatus) errors.push(message.text())
  })
  await page.goto('/this/page/does-not-exist')
  await page.waitForSelector(hydratedDocument, { state: 'attached', timeout: hydrationTimeout })
  await expectNotFoundScreen(page)
  expect(errors).toEqual([])
})

test('an unknown .html URL answers 404 with the not-found screen', async ({ page }) => {
  const response = await page.goto('/gas/api/no-such-endpoint.html')
  expect(response?.status()).toBe(404)
  await expectNotFoundScreen(page)
})

test('in-app navigation to an unknown route shows the not-found screen', async ({ page }) => {
  await page.goto('/overview')
  await expect(page.locator('h1').first()).toHaveText('Overview')
  await page.evaluate(() => {
    window.history.pushState({}, '', '/gone/away')
    window.dispatchEvent(new PopStateEvent('popstate'))
  })
  await expectNotFoundScreen(page)
  await expect(page).toHaveURL(/\/gone\/away$/)
})

test('"Go to Home Page" leads to the landing page', async ({ page }) => {
  await page.goto('/nowhere')
  await page.getByRole('link', { name: 'Go to Home Page' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.locator('h1').first()).toHaveText('Gas.zip developer documentation')
})
