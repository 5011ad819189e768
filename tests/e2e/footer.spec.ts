import { execFileSync } from 'node:child_process'
import { repositoryUrl } from '../../docs/lib/site/site.ts'
import { holdRequests } from '../support/heldRequests.ts'
import { expect, test } from './fixtures.ts'

test.use({ timezoneId: 'UTC', locale: 'de-DE' })

test('previous and next links follow the sidebar order', async ({ page }) => {
  await page.goto('/gas/api/chains')
  const nav = page.locator('footer')
  await expect(nav.getByRole('link', { name: /Overview/ })).toHaveAttribute('href', '/gas/api/overview')
  await expect(nav.getByRole('link', { name: /User/ })).toHaveAttribute('href', '/gas/api/user')
})

test('previous and next links also show on the .html copy', async ({ page }) => {
  await page.goto('/gas/api/chains.html')
  await expect(page.locator('footer').getByRole('link', { name: /User/ })).toHaveAttribute('href', '/gas/api/user')
})

test('left Shift with the arrow keys moves between pages', async ({ page }) => {
  await page.goto('/gas/api/chains')
  await expect(page.locator('footer').getByRole('link', { name: /User/ })).toBeVisible()
  await page.keyboard.down('ShiftLeft')
  await page.keyboard.press('ArrowRight')
  await page.keyboard.up('ShiftLeft')
  await expect(page).toHaveURL(/\/gas\/api\/user$/)
  await expect(page.locator('h1').first()).toHaveText('User')
  await page.keyboard.down('ShiftLeft')
  await page.keyboard.press('ArrowLeft')
  await page.keyboard.up('ShiftLeft')
  await expect(page).toHaveURL(/\/gas\/api\/chains$/)
})

test('left Shift held over two arrow presses moves two pages', async ({ page }) => {
  await page.goto('/gas/api/chains')
  await page.keyboard.down('ShiftLeft')
  await page.keyboard.press('ArrowRight')
  await expect(page).toHaveURL(/\/gas\/api\/user$/)
  await expect(page.locator('h1').first()).toHaveText('User')
  await page.keyboard.press('ArrowRight')
  await page.keyboard.up('ShiftLeft')
  await expect(page).toHaveURL(/\/gas\/api\/deposit$/)
})

test('after a click on a footer link, the shortcut starts from the page that opened', async ({ page }) => {
  await page.goto('/gas/api/chains')
  await page.locator('footer').getByRole('link', { name: /User/ }).click()
  await expect(page.locator('h1').first()).toHaveText('User')
  await page.keyboard.down('ShiftLeft')
  await page.keyboard.press('ArrowRight')
  await page.keyboard.up('ShiftLeft')
  await expect(page).toHaveURL(/\/gas\/api\/deposit$/)
})

test('a key pressed while the next page is on its way goes on from that page', async ({ page }) => {
  // The code of the page the link opens is held back: that page cannot be drawn yet.
  const { release } = await holdRequests(page, /\/assets\/user-[\w-]+\.js$/)
  await page.goto('/gas/api/chains')
  await page.locator('footer').getByRole('link', { name: /User/ }).click()
  await expect(page).toHaveURL(/\/gas\/api\/user$/)
  await expect(page.locator('h1').first(), 'the page that opened is still drawn').toHaveText('Chains')
  await page.keyboard.down('ShiftLeft')
  await page.keyboard.press('ArrowRight')
  await page.keyboard.up('ShiftLeft')
  release()
  await expect(page).toHaveURL(/\/gas\/api\/deposit$/)
  await expect(page.locator('h1').first()).toHaveText('Deposit')
})

test('the shortcut works on the .html copy', async ({ page }) => {
  await page.goto('/gas/api/chains.html')
  await page.keyboard.down('ShiftLeft')
  await page.keyboard.press('ArrowLeft')
  await page.keyboard.up('ShiftLeft')
  await expect(page).toHaveURL(/\/gas\/api\/overview$/)
})

test('Shift with the arrows selects text in a field and stays on the page', async ({ page }) => {
  await page.goto('/gas/api/chains')
  await page.keyboard.press('/')
  const field = page.getByRole('dialog', { name: 'Search' }).getByRole('searchbox')
  await expect(field).toBeFocused()
  await field.pressSequentially('chains')
  await page.keyboard.down('ShiftLeft')
  await page.keyboard.press('ArrowLeft')
  await page.keyboard.press('ArrowLeft')
  await page.keyboard.up('ShiftLeft')
  expect(await field.evaluate((input: HTMLInputElement) => [input.selectionStart, input.selectionEnd])).toEqual([4, 6])
  await page.keyboard.press('Escape')
  await expect(page).toHaveURL(/\/gas\/api\/chains$/)
  await expect(page.locator('h1').first()).toHaveText('Chains')
})

test('"Last updated" shows the US long date of the last commit, whatever the reader\'s locale', async ({ page }) => {
  const seconds = execFileSync('git', ['log', '-1', '--format=%ct', '--', 'docs/pages/gas/api/chains.mdx'], {
    encoding: 'utf8',
  }).trim()
  const expected = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(Number(seconds) * 1000),
  )
  expect(expected).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/)
  await page.goto('/gas/api/chains')
  const lastUpdated = page.getByText('Last updated:')
  await expect(lastUpdated).toHaveText(`Last updated: ${expected}`)
  await expect(lastUpdated.locator('time')).toHaveAttribute('datetime', new Date(Number(seconds) * 1000).toISOString())
})

test('"Edit page" links to the page source in the repository', async ({ page }) => {
  await page.goto('/gas/api/chains')
  await expect(page.getByRole('link', { name: 'Edit page' })).toHaveAttribute(
    'href',
    `${repositoryUrl}/edit/main/docs/pages/gas/api/chains.mdx`,
  )
})
