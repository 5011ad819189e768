import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { markdownPagePath } from '../../docs/lib/markdown/markdownPagePath.ts'
import { distDir } from '../../tooling/routes.ts'
import { expect, test } from './fixtures.ts'

/**
 * "Copy page" under every page title: it copies the page's Markdown page, shows
 * the code blocks' feedback, is reachable by keyboard, and its code loads only on
 * the click.
 */
test.use({ permissions: ['clipboard-read', 'clipboard-write'] })

const markdownText = (path: string) => readFileSync(join(distDir, markdownPagePath(path)), 'utf8')

// Every route's "Copy page" row under its title is checked in the built HTML (tests/built/routes.test.ts).
test('the button copies the Markdown page and says so for a second, like code blocks', async ({ page }) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  await page.goto('/gas/api/quote')
  await page.waitForLoadState('networkidle')
  expect(
    scripts.filter((path) => path.includes('/copyMarkdown-')),
    'copy code before the click',
  ).toEqual([])

  const button = page.locator('.copy-page-button')
  await button.click()
  await expect(button).toHaveAttribute('data-copied', 'true')
  await expect(button).toHaveAccessibleName('Copied')
  await expect(page.locator('.copy-page').getByRole('status')).toHaveText('Page copied as Markdown.')
  const copied = await page.evaluate(() => navigator.clipboard.readText())
  expect(copied).toBe(markdownText('/gas/api/quote'))
  expect(copied).toContain('https://backend.gas.zip/v2/quotes/{deposit_chain}/{deposit_wei}/{outbound_chains}')
  await expect(button).toHaveAttribute('data-copied', 'false', { timeout: 3000 })
  await expect(button).toHaveAccessibleName('Copy page')
})

test('the home page copies /index.md, and the keyboard reaches and presses the button', async ({ page }) => {
  await page.goto('/')
  // Located by class: its name changes to "Copied" on success.
  const button = page.locator('.copy-page-button')
  await expect(button).toHaveAccessibleName('Copy page')
  await button.focus()
  await expect(button).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(button).toHaveAttribute('data-copied', 'true')
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(markdownText('/'))
})

test('a failed download says what to do instead', async ({ page }) => {
  await page.route('**/overview.md', (route) => route.fulfill({ status: 500, body: 'error' }))
  await page.goto('/overview')
  await page.getByRole('button', { name: 'Copy page' }).click()
  await expect(page.locator('.copy-page').getByRole('status')).toHaveText(
    'Copying failed. Open "View as Markdown" and copy the text from there.',
  )
})

test.describe('the agent links next to "Copy page"', () => {
  test('the keyboard reaches each link after the button and opens the MCP server JSON', async ({ page }) => {
    await page.goto('/gas/api/quote')
    const row = page.getByRole('group', { name: 'Use this page with an AI tool' })
    await page.locator('.copy-page-button').focus()
    await page.keyboard.press('Tab')
    await expect(page.locator('.copy-page-link')).toBeFocused()
    for (const name of ['Open in ChatGPT', 'Open in Claude', 'Add MCP server to Cursor', 'Add MCP server to VS Code']) {
      await page.keyboard.press('Tab')
      await expect(row.getByRole('link', { name }), name).toBeFocused()
    }
    await page.keyboard.press('Tab')
    const summary = row.getByText('MCP server JSON for other clients')
    await expect(summary).toBeFocused()
    await expect(row.locator('code')).toBeHidden()
    await page.keyboard.press('Enter')
    await expect(row.locator('code')).toContainText('"url": "https://dev.gas.zip/mcp"')
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('the links are there and the JSON opens', async ({ page }) => {
      await page.goto('/overview')
      const row = page.getByRole('group', { name: 'Use this page with an AI tool' })
      await expect(row.getByRole('link', { name: 'Open in Claude' })).toHaveAttribute(
        'href',
        /^https:\/\/claude\.ai\/new\?q=.*https%3A%2F%2Fdev\.gas\.zip%2Foverview\.md/,
      )
      await row.getByText('MCP server JSON for other clients').click()
      await expect(row.locator('code')).toContainText('"gas-zip-docs"')
    })
  })
})
