import { reportNothingInView } from '../../tooling/pageWeight.ts'
import { holdRequests } from '../support/heldRequests.ts'
import { readPages } from '../support/pages.ts'
import { expect, test } from './fixtures.ts'

const pages = readPages()
test('a page opened by a link replaces the one on screen only once its code has arrived', async ({ page }) => {
  // The page chunk of /gas/api/user is named after its source file; it is held back until
  // the test has looked at the page in between.
  const { release, requested } = await holdRequests(page, /\/assets\/user-[\w-]+\.js$/)
  await page.goto('/gas/api/chains')
  await expect(page.locator('h1').first()).toHaveText('Chains')
  await page.locator('aside nav').first().getByRole('link', { name: 'User', exact: true }).click()
  await expect.poll(requested).toBe(true)
  // While the code loads, the reader keeps the whole page, not a blank or half-changed one.
  await expect(page.locator('h1').first()).toHaveText('Chains')
  await expect(page.locator('aside nav').first().getByRole('link', { name: 'Chains', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  )
  release()
  await expect(page.locator('h1').first()).toHaveText('User')
  await expect(page).toHaveURL(/\/gas\/api\/user$/)
  await expect(page.locator('aside nav').first().getByRole('link', { name: 'User', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  )
})

/** The code of each page is a chunk named after its source file: `user.mdx` → `/assets/user-<hash>.js`. */
const pageChunk = (url: string) => /\/assets\/([\w.-]+?)-[\w-]{8}\.js$/.exec(url)?.[1]
const chunkOf = (file: string) => file.replace(/^.*\//, '').replace(/\.mdx?$/, '')

for (const width of [390, 1440]) {
  test(`at ${width} px links in view prefetch other pages once the page is idle, with no click`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    const otherPages = new Set(
      pages.filter(({ path }) => path !== '/gas/api/overview').map(({ file }) => chunkOf(file)),
    )
    const fetched: string[] = []
    page.on('response', (response) => {
      const name = pageChunk(response.url())
      if (name && otherPages.has(name)) fetched.push(name)
    })
    await page.goto('/gas/api/overview')
    await expect.poll(() => fetched.length, { timeout: 15_000 }).toBeGreaterThan(0)
  })
}

test('pointing at a link loads its page before the click', async ({ page }) => {
  // No link is ever reported in view, so nothing is prefetched that way.
  await reportNothingInView(page)
  const requested: string[] = []
  page.on('request', (request) => {
    const name = pageChunk(request.url())
    if (name) requested.push(name)
  })
  await page.goto('/gas/api/chains', { waitUntil: 'networkidle' })
  expect(requested).not.toContain('user')
  await page.locator('aside nav').first().getByRole('link', { name: 'User', exact: true }).hover()
  await expect.poll(() => requested).toContain('user')
  await expect(page.locator('h1').first()).toHaveText('Chains')
})

// Hosts answer a page under other addresses than its own (README, "Hosting"); whichever file
// answers, it holds the page rendered for its own address, and the app takes that address
// before it hydrates. The phone menu's title differs from the page title on this page, so a
// render for another address would not match the markup (React error #418).
for (const address of ['/gas/api/overview.html', '/gas/api/overview/index.html', '/gas/api/overview/']) {
  test(`${address} hydrates with no error and shows /gas/api/overview at its own address`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    await page.goto(`${address}#routes`)
    await expect.soft(page, 'the page’s own address').toHaveURL(/\/gas\/api\/overview#routes$/)
    await expect.soft(page.locator('h1').first()).toHaveText('API overview')
    await expect
      .soft(page.locator('.vocs_MobileTopNav_menuTitle').first(), 'the phone menu title')
      .toHaveText('Overview')
    expect.soft(errors, 'errors on load').toEqual([])
  })
}
