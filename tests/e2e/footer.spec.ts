import { execFileSync } from 'node:child_process'
import { sidebar } from '../../sidebar.ts'
import { sidebarLinks } from '../../tooling/checks/sidebarPlacement.ts'
import { holdRequests } from '../support/heldRequests.ts'
import { readPages, visibleText } from '../support/pages.ts'
import { expect, test } from './fixtures.ts'

test.use({ timezoneId: 'UTC', locale: 'de-DE' })

// Which page links to which comes from the sidebar (tests/built/footer.test.ts checks every page's
// links); these tests drive the shortcut from a page in the middle of the sidebar order, with a page
// before it and two after it.
const order = sidebarLinks(sidebar)
const middle = Math.floor(order.length / 2)
const pages = new Map(readPages().map((page) => [page.path, page]))
const pageAt = (offset: number) => {
  const path = order[middle + offset] ?? ''
  const page = pages.get(path)
  if (!page) throw new Error(`no page ${path} at sidebar position ${middle + offset}`)
  return {
    path,
    file: page.file,
    h1: visibleText(page.h1),
    url: new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
  }
}
const [previous, current, next, afterNext] = [-1, 0, 1, 2].map(pageAt) as [
  ReturnType<typeof pageAt>,
  ReturnType<typeof pageAt>,
  ReturnType<typeof pageAt>,
  ReturnType<typeof pageAt>,
]
const nextLink = (page: import('@playwright/test').Page) => page.locator(`footer a[href="${next.path}"]`)

test('left Shift with the arrow keys moves between pages', async ({ page }) => {
  await page.goto(current.path)
  await expect(nextLink(page)).toBeVisible()
  await page.keyboard.down('ShiftLeft')
  await page.keyboard.press('ArrowRight')
  await page.keyboard.up('ShiftLeft')
  await expect(page).toHaveURL(next.url)
  await expect(page.locator('h1').first()).toHaveText(next.h1)
  await page.keyboard.down('ShiftLeft')
  await page.keyboard.press('ArrowLeft')
  await page.keyboard.up('ShiftLeft')
  await expect(page).toHaveURL(current.url)
})

test('left Shift held over two arrow presses moves two pages', async ({ page }) => {
  await page.goto(current.path)
  await page.keyboard.down('ShiftLeft')
  await page.keyboard.press('ArrowRight')
  await expect(page).toHaveURL(next.url)
  await expect(page.locator('h1').first()).toHaveText(next.h1)
  await page.keyboard.press('ArrowRight')
  await page.keyboard.up('ShiftLeft')
  await expect(page).toHaveURL(afterNext.url)
})

test('after a click on a footer link, the shortcut starts from the page that opened', async ({ page }) => {
  await page.goto(current.path)
  await nextLink(page).click()
  await expect(page.locator('h1').first()).toHaveText(next.h1)
  await page.keyboard.down('ShiftLeft')
  await page.keyboard.press('ArrowRight')
  await page.keyboard.up('ShiftLeft')
  await expect(page).toHaveURL(afterNext.url)
})

test('a key pressed while the next page is on its way goes on from that page', async ({ page }) => {
  // The code of the page the link opens is held back: that page cannot be drawn yet.
  const chunk = (next.file.split('/').pop() ?? '').replace(/\.mdx?$/, '')
  const { release } = await holdRequests(page, new RegExp(`/assets/${chunk}-[\\w-]+\\.js$`))
  await page.goto(current.path)
  await nextLink(page).click()
  await expect(page).toHaveURL(next.url)
  await expect(page.locator('h1').first(), 'the page that opened is still drawn').toHaveText(current.h1)
  await page.keyboard.down('ShiftLeft')
  await page.keyboard.press('ArrowRight')
  await page.keyboard.up('ShiftLeft')
  release()
  await expect(page).toHaveURL(afterNext.url)
  await expect(page.locator('h1').first()).toHaveText(afterNext.h1)
})

test('the shortcut works on the .html copy', async ({ page }) => {
  await page.goto(`${current.path}.html`)
  await page.keyboard.down('ShiftLeft')
  await page.keyboard.press('ArrowLeft')
  await page.keyboard.up('ShiftLeft')
  await expect(page).toHaveURL(previous.url)
})

test('Shift with the arrows selects text in a field and stays on the page', async ({ page }) => {
  await page.goto(current.path)
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
  await expect(page).toHaveURL(current.url)
  await expect(page.locator('h1').first()).toHaveText(current.h1)
})

test('"Last updated" shows the US long date of the last commit, whatever the reader\'s locale', async ({ page }) => {
  const seconds = execFileSync('git', ['log', '-1', '--format=%ct', '--', `docs/pages/${current.file}`], {
    encoding: 'utf8',
  }).trim()
  const expected = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(Number(seconds) * 1000),
  )
  expect(expected).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/)
  await page.goto(current.path)
  const lastUpdated = page.getByText('Last updated:')
  await expect(lastUpdated).toHaveText(`Last updated: ${expected}`)
  await expect(lastUpdated.locator('time')).toHaveAttribute('datetime', new Date(Number(seconds) * 1000).toISOString())
})
