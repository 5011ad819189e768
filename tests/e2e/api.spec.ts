import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Locator, Page } from '@playwright/test'
import { listEndpoints, type OpenApiDocument, unstatedMethod } from '../../docs/lib/openapi/openapi.ts'
import { rootDir } from '../../tooling/routes.ts'
import { expect, test } from './fixtures.ts'

/**
 * The API reference pages in the browser, on the production build: code groups and copy
 * buttons, the overview lists every route with working links, and the site serves the OpenAPI
 * document itself. Each page's URL template and tables, as prerendered, are read from the build
 * in tests/built/api-pages.test.ts.
 */
const doc = JSON.parse(readFileSync(join(rootDir, 'public', 'openapi.json'), 'utf8')) as OpenApiDocument
const endpoints = listEndpoints(doc)

test('response examples are highlighted, framed and copyable like every other code block', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const frame = (pre: Locator) =>
    pre.evaluate((element) => {
      const block = getComputedStyle(element.closest('.vocs_CodeBlock') ?? element)
      const code = getComputedStyle(element)
      return [block.borderTopWidth, block.borderTopColor, block.borderRadius, code.backgroundColor, code.fontSize]
    })
  // A code block written in a page (not inside a code group, which draws its own frame).
  await page.goto('/gas/ripfun')
  const written = await frame(page.locator('.vocs_CodeBlock pre.shiki').first())
  await page.goto('/gas/api/quote')
  const example = page.locator('figure[data-example="calldataSingleChain"]')
  const pre = example.locator('.vocs_CodeBlock pre.shiki')
  await expect(pre).toBeVisible()
  // Highlighted: the JSON keys and the punctuation around them are drawn in different colours.
  const colours = await pre
    .locator('.line > span')
    .evaluateAll((spans) => [...new Set(spans.map((span) => getComputedStyle(span).color))])
  expect(colours.length).toBeGreaterThan(1)
  expect(await frame(pre)).toEqual(written)
  // Its copy button copies the JSON itself.
  await pre.hover()
  await example.getByRole('button', { name: 'Copy' }).click()
  const copied = JSON.parse(await page.evaluate(() => navigator.clipboard.readText())) as Record<string, unknown>
  expect(copied.calldata).toBe('0x010039')
})

/** The code group of the quote page's worked example (the request samples come before it). */
const exampleGroup = (page: Page) =>
  page.locator('.vocs_CodeGroup').filter({ has: page.getByRole('tab', { name: 'Request URL' }) })

test('the quote page shows the cURL and TypeScript examples in one code group', async ({ page }) => {
  await page.goto('/gas/api/quote')
  const group = exampleGroup(page)
  await expect(group.getByRole('tab', { name: 'cURL' })).toBeVisible()
  await group.getByRole('tab', { name: 'TypeScript' }).click()
  await expect(page.getByText('const depositChain = 1 // Ethereum (native chain id)')).toBeVisible()
})

test('the calldata builder page shows its request in cURL, Python and TypeScript, one tab each', async ({ page }) => {
  await page.goto('/gas/api/call-data')
  const samples = page.locator('.api-samples[data-operation-id="getQuote"]')
  await expect(samples.getByRole('tab')).toHaveText(['cURL', 'Python', 'TypeScript'])
  await expect(samples.getByRole('tabpanel', { name: 'cURL' })).toContainText('curl -sS --fail-with-body')
  await samples.getByRole('tab', { name: 'Python' }).click()
  await expect(samples.getByRole('tabpanel', { name: 'Python' })).toContainText('import urllib.request')
  await expect(samples.getByRole('tabpanel', { name: 'Python' })).toContainText('?to=0x7Ed2A81B')
  await expect(samples.getByRole('tabpanel', { name: 'cURL' })).toBeHidden()
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('every tab of a code group can be read, each under its title', async ({ page }) => {
    await page.goto('/gas/api/chains')
    const samples = page.locator('.api-samples')
    await expect(samples.getByText("curl -sS --fail-with-body 'https://backend.gas.zip/v2/chains'")).toBeVisible()
    await expect(samples.getByText('import urllib.request')).toBeVisible()
    await expect(samples.getByText("await fetch(url, { method: 'GET'")).toBeVisible()
    await expect(samples.getByRole('tablist')).toBeHidden()
    for (const title of ['cURL', 'Python', 'TypeScript'])
      await expect(samples.locator('.vocs_CodeTitle').filter({ hasText: title })).toBeVisible()

    // A group written in a page: the second tab's code too.
    await page.goto('/layerzero/v2/code-examples/completeFlow')
    const group = page.locator('.vocs_CodeGroup').first()
    await expect(group.getByRole('tablist')).toBeHidden()
    for (const title of ['flowViem.ts', 'flowEthers.ts']) {
      await expect(group.locator('.vocs_CodeTitle').filter({ hasText: title })).toBeVisible()
      await expect(group.locator(`pre[data-title="${title}"] code`)).toBeVisible()
    }
  })
})

test('a code group works from the keyboard: one tab stop, arrows and Home/End select, panels follow', async ({
  page,
}) => {
  await page.goto('/gas/api/quote')
  const example = exampleGroup(page)
  const group = example.getByRole('tablist', { name: 'Code group' })
  const tabs = group.getByRole('tab')
  await expect(tabs).toHaveText(['Request URL', 'cURL', 'TypeScript'])
  const panel = page.getByRole('tabpanel', { name: 'Request URL' })
  await expect(panel).toBeVisible()
  await expect(tabs.nth(0)).toHaveAttribute('tabindex', '0')
  await expect(tabs.nth(1)).toHaveAttribute('tabindex', '-1')
  await tabs.nth(0).focus()
  await page.keyboard.press('ArrowRight')
  await expect(tabs.nth(1)).toBeFocused()
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true')
  await expect(example.getByRole('tabpanel', { name: 'cURL' })).toContainText('curl')
  await expect(panel).toBeHidden()
  await page.keyboard.press('End')
  await expect(tabs.nth(2)).toBeFocused()
  await page.keyboard.press('ArrowRight')
  await expect(tabs.nth(0)).toBeFocused()
  await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('ArrowLeft')
  await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('Home')
  await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true')
  // The panel comes next in the Tab order.
  await page.keyboard.press('Tab')
  await expect(page.getByRole('tabpanel', { name: 'Request URL' })).toBeFocused()
})

test('the overview lists every route of the document with a working page link', async ({ page }) => {
  await page.goto('/gas/api/overview')
  const table = page.getByRole('table', { name: /Routes under/ })
  await expect(table).toContainText('https://backend.gas.zip/v2')
  const expectedRows = endpoints.flatMap((endpoint) => [
    endpoint.path,
    ...endpoint.usages.map((usage) => `${endpoint.path}?${usage.query.map((name) => `${name}=…`).join('&')}`),
  ])
  const paths = await table.locator('tbody tr td:nth-child(2)').allInnerTexts()
  expect(paths).toEqual(expectedRows)
  // No method is given for /quoteToken: the cell sends the reader to the open points on this page.
  const quoteTokenMethod = table
    .getByRole('row', { name: /\/quoteToken/ })
    .getByRole('link', { name: unstatedMethod.short })
  await expect(quoteTokenMethod).toHaveAttribute('href', unstatedMethod.href)
  await expect(page.getByRole('heading', { name: 'Open points' })).toBeVisible()
  for (const href of await table.locator('tbody a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
    const response = await page.request.get(href ?? '')
    expect(response.status(), href ?? '').toBe(200)
  }
  await expect(page.getByRole('link', { name: 'download openapi.json' })).toHaveAttribute('href', '/openapi.json')
})

test('the overview links to the status table on the Deposit page', async ({ page }) => {
  await page.goto('/gas/api/overview')
  await page.getByRole('link', { name: 'status table' }).first().click()
  await expect(page).toHaveURL(/\/gas\/api\/deposit#statuses$/)
  await expect(page.getByRole('heading', { name: 'Statuses' })).toBeInViewport()
  // Which statuses the table names is checked against docs/data/statuses.json in the built page
  // (tests/built/statuses.test.ts); here, the link lands on it.
  await expect(page.getByRole('table').filter({ hasText: 'CANCELLED' }).first()).toBeVisible()
})

test('/openapi.json is served by the site and parses as OpenAPI 3.1', async ({ request }) => {
  const response = await request.get('/openapi.json')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('application/json')
  const served = (await response.json()) as OpenApiDocument
  expect(served.openapi).toBe('3.1.0')
  expect(served.servers[0]?.url).toBe('https://backend.gas.zip/v2')
  // Every operation the reference pages document, and only those.
  expect(listEndpoints(served).map((endpoint) => endpoint.operationId)).toEqual(
    listEndpoints(JSON.parse(readFileSync(join(rootDir, 'public', 'openapi.json'), 'utf8')) as OpenApiDocument).map(
      (endpoint) => endpoint.operationId,
    ),
  )
})

for (const theme of ['light', 'dark'] as const) {
  test(`API tables keep readable text in the ${theme} theme`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: theme })
    await page.addInitScript((value) => localStorage.setItem('vocs.theme', value), theme)
    await page.goto('/gas/api/deposit')
    const cell = page
      .getByRole('table', { name: /^Deposit/ })
      .locator('tbody td')
      .nth(3)
    const [color, background] = await cell.evaluate((element) => {
      let node: Element | null = element
      let bg = 'rgba(0, 0, 0, 0)'
      while (node && (bg === 'rgba(0, 0, 0, 0)' || bg === 'transparent')) {
        bg = getComputedStyle(node).backgroundColor
        node = node.parentElement
      }
      return [getComputedStyle(element).color, bg]
    })
    const luminance = (rgb: string) => {
      const [r, g, b] = (rgb.match(/[\d.]+/g) ?? []).slice(0, 3).map((part) => {
        const channel = Number(part) / 255
        return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
      })
      return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0)
    }
    const [light, dark] = [luminance(color), luminance(background)].sort((a, b) => b - a)
    expect(((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05)).toBeGreaterThanOrEqual(4.5)
  })
}
