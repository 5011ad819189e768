import { reportNothingInView } from '../../tooling/pageWeight.ts'
import { outputFilesFor } from '../../tooling/routes.ts'
import { hydrationCommitted } from '../support/hydration.ts'
import { readPages, visibleText } from '../support/pages.ts'
import { expect, test } from './fixtures.ts'

const pages = readPages()
const titleTemplate = '%s · Gas.zip Docs'

for (const page of pages) {
  const urls = [page.path, ...(outputFilesFor(page.path).twin ? [`${page.path}.html`] : [])]
  for (const url of urls) {
    test(`${url} answers 200 with its h1 and templated title`, async ({ page: browser }) => {
      const response = await browser.goto(url)
      expect(response?.status()).toBe(200)
      await expect(browser.locator('h1').first()).toHaveText(visibleText(page.h1))
      await expect(browser).toHaveTitle(titleTemplate.replace('%s', page.title))
    })
  }
}

// The outbound chain table fetches the live list from the Gas.zip API once. The
// build machine has no internet, so that request is answered with a network
// error here; it is the only failure ignored, and only because the page then says
// it shows the snapshot (the fallback itself is tested in chains.spec.ts).
const liveApi = 'https://backend.gas.zip/'

// Phone and desktop: the mobile top bar and the outline render differently on each,
// and a prerendered text that the browser computes differently throws on hydration.
for (const width of [390, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })
    for (const { path } of pages) {
      test(`${path} loads with no page error, console error or failed request`, async ({ page }) => {
        await page.route(`${liveApi}**`, (route) => route.abort('internetdisconnected'))
        const problems: string[] = []
        page.on('console', (message) => {
          if (message.type() === 'error' && !message.location().url.startsWith(liveApi))
            problems.push(`console error: ${message.text()}`)
        })
        page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
        page.on('requestfailed', (request) => {
          if (request.url().startsWith(liveApi)) return
          // Links in view prefetch their pages when the browser is idle; leaving the
          // page cancels those loads (net::ERR_ABORTED). That is not a failure.
          if (request.failure()?.errorText === 'net::ERR_ABORTED') return
          problems.push(`request failed: ${request.url()} (${request.failure()?.errorText})`)
        })
        page.on('response', (response) => {
          if (response.status() >= 400) problems.push(`${response.status()} for ${response.url()}`)
        })
        await page.goto(path, { waitUntil: 'networkidle' })
        await expect(page.locator('h1').first()).toBeVisible()
        if (path === '/gas/chain-support/outbound')
          await expect(page.locator('[data-chain-source="snapshot"] [data-source-message="snapshot"]')).toBeVisible()
        expect(problems).toEqual([])
      })
    }
  })
}

test('a page opened by a link replaces the one on screen only once its code has arrived', async ({ page }) => {
  // The page chunk of /gas/api/user is named after its source file; it is held back until
  // the test has looked at the page in between.
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  let requested = false
  await page.route(/\/assets\/user-[\w-]+\.js$/, async (route) => {
    requested = true
    await held
    await route.continue()
  })
  await page.goto('/gas/api/chains')
  await expect(page.locator('h1').first()).toHaveText('Chains')
  await page.locator('aside nav').first().getByRole('link', { name: 'User', exact: true }).click()
  await expect.poll(() => requested).toBe(true)
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
  await expect.poll(() => page.evaluate(hydrationCommitted)).toBe(true)
  expect(requested).not.toContain('user')
  await page.locator('aside nav').first().getByRole('link', { name: 'User', exact: true }).hover()
  await expect.poll(() => requested).toContain('user')
  await expect(page.locator('h1').first()).toHaveText('Chains')
})
