import { expect, test as plainTest } from '@playwright/test'
import { outboundChains } from '../../docs/lib/chains/chainData.ts'
import { readBuildOutput, routeRequest } from '../../tooling/buildOutput.ts'
import { test } from './fixtures.ts'

/**
 * What a browser receives from the preview server, which serves the deploy host's build with
 * the headers its routes name: the policy on pages, .html copies, assets and the not-found page; a page framed
 * by another site stays blank; a script slipped into a page does not run.
 */

const expected = routeRequest(readBuildOutput(), '/gas/overview').headers

test('pages, .html copies, assets and the not-found page carry the security headers', async ({ request, page }) => {
  await page.goto('/gas/overview')
  const asset = await page.evaluate(() => (document.querySelector('script[src^="/assets/"]') as HTMLScriptElement).src)
  for (const url of ['/', '/gas/overview', '/gas/overview.html', new URL(asset).pathname, '/no-such-page']) {
    const response = await request.get(url)
    const headers = response.headers()
    for (const name of [
      'content-security-policy',
      'x-frame-options',
      'x-content-type-options',
      'referrer-policy',
      'strict-transport-security',
    ])
      expect(headers[name], `${name} on ${url}`).toBe(expected[name])
  }
  expect(expected['content-security-policy']).toContain("frame-ancestors 'none'")
})

// These two tests provoke violations on purpose, so they use Playwright's plain `test`
// (the project fixture fails any test that sees one).
plainTest('another site cannot show a page in a frame', async ({ page, baseURL }) => {
  await page.route('http://framing.example/', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>framing</title><iframe src="${baseURL}/gas/overview" width="800" height="600"></iframe>`,
    }),
  )
  // `load` on the framing page waits for its frame to finish, blocked or not.
  await page.goto('http://framing.example/', { waitUntil: 'load' })
  const framed = page.frames().find((frame) => frame !== page.mainFrame())
  expect(framed).toBeDefined()
  // The blocked frame holds the browser's error page, never the documentation.
  expect(framed?.url()).not.toContain('/gas/overview')
  expect(await framed?.getByText('How Gas.zip deposits work').count()).toBe(0)
})

plainTest('a script injected into a page does not run, and the browser reports it', async ({ page }) => {
  await page.route('**/gas/overview', async (route) => {
    const response = await route.fetch()
    const html = (await response.text()).replace(
      '</head>',
      '<script>window.injected = true</script><script src="https://evil.example/x.js"></script></head>',
    )
    await route.fulfill({ response, body: html })
  })
  await page.route('https://evil.example/**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'window.injectedRemote = true' }),
  )
  const reports: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') reports.push(message.text())
  })
  await page.goto('/gas/overview')
  await expect(page.locator('h1')).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined()
  expect(await page.evaluate(() => (window as unknown as { injectedRemote?: boolean }).injectedRemote)).toBeUndefined()
  expect(reports.some((text) => text.includes('Content Security Policy'))).toBe(true)
  // The page's own scripts still run under the policy: the theme toggle works.
  const dark = () => page.evaluate(() => document.documentElement.classList.contains('dark'))
  const before = await dark()
  await page.getByRole('button', { name: before ? 'Light Mode' : 'Dark Mode' }).click()
  await expect.poll(dark).toBe(!before)
})

// The project fixture fails this test on any violation the browser reports, so each step
// below is checked against the policy as a reader takes it, at phone and desktop widths.
for (const width of [390, 1440]) {
  test(`a reader's session at ${width} px runs entirely inside the policy`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.route('https://backend.gas.zip/**', (route) => route.abort('internetdisconnected'))
    await page.goto('/gas/code-examples/evm-deposit/direct-forwarder')
    // Search: "/" opens it on desktop, the search button on a phone; typing loads the index.
    if (width > 1080) await page.keyboard.press('/')
    else
      await page
        .getByRole('button', { name: /Search/ })
        .filter({ visible: true })
        .first()
        .click()
    const dialog = page.getByRole('dialog', { name: 'Search' })
    await dialog.getByRole('searchbox').fill('deposit')
    await expect(dialog.getByRole('option').first()).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    // Calldata builder: typing a recipient.
    const builder = page.getByTestId('calldata-builder')
    await builder.getByLabel('Recipient address').fill('0x7Ed2A81B7054Dc5D393234B7a3A33B9ba125cAc9')
    await builder.getByRole('combobox', { name: /Add a chain/ }).fill('Arbitrum')
    await expect(builder.getByRole('listbox')).toBeVisible()
    // Theme switch (in the top bar on desktop, in the menu on phones: the class flips either way).
    const dark = await page.evaluate(() => document.documentElement.classList.contains('dark'))
    await page.evaluate((toDark) => localStorage.setItem('vocs.theme', toDark ? 'dark' : 'light'), !dark)
    await page.reload()
    await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(!dark)
    // Chain table filter, on a page that also asks the API for the live list.
    await page.goto('/gas/chain-support/outbound')
    await page.getByLabel('Filter chains').fill('base')
    await expect(page.locator('.chainTable-count')).toContainText(`of ${outboundChains.chains.length} chains`)
  })
}
