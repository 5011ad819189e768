import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { markdownPagePath } from '../../docs/lib/markdown/markdownPagePath.ts'
import { distDir } from '../../tooling/routes.ts'
import { axeViolations } from '../support/axe.ts'
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
  // "Copied" and the status line show for one second: they are read together, in one frame.
  await page.waitForFunction(() => {
    const copyButton = document.querySelector('.copy-page-button')
    const status = document.querySelector('.copy-page [role="status"]')
    return (
      copyButton?.getAttribute('data-copied') === 'true' &&
      copyButton.textContent?.trim() === 'Copied' &&
      status?.textContent === 'Page copied as Markdown.'
    )
  })
  const copied = await page.evaluate(() => navigator.clipboard.readText())
  expect(copied).toBe(markdownText('/gas/api/quote'))
  expect(copied).toContain('https://backend.gas.zip/v2/quotes/{deposit_chain}/{deposit_wei}/{outbound_chains}')
  await expect(button).toHaveAttribute('data-copied', 'false', { timeout: 3000 })
  await expect(button).toHaveAccessibleName('Copy page')
})

// The home page routes to the paths and has no article tools (tests/built/routes.test.ts).
test('the keyboard reaches and presses the button', async ({ page }) => {
  await page.goto('/overview')
  // Located by class: its name changes to "Copied" on success.
  const button = page.locator('.copy-page-button')
  await expect(button).toHaveAccessibleName('Copy page')
  await button.focus()
  await expect(button).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(button).toHaveAttribute('data-copied', 'true')
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(markdownText('/overview'))
})

test('a failed download says what to do instead', async ({ page }) => {
  await page.route('**/overview.md', (route) => route.fulfill({ status: 500, body: 'error' }))
  await page.goto('/overview')
  await page.getByRole('button', { name: 'Copy page' }).click()
  await expect(page.locator('.copy-page').getByRole('status')).toHaveText(
    'Copying failed. Open "View as Markdown" and copy the text from there.',
  )
})

const agentLinkNames = ['Open in ChatGPT', 'Open in Claude', 'Add MCP server to Cursor', 'Add MCP server to VS Code']

test.describe('"Use with AI" beside "Copy page"', () => {
  test('the keyboard reaches the disclosure after the Markdown link, opens it and reaches each link', async ({
    page,
  }) => {
    await page.goto('/gas/api/quote')
    const row = page.locator('.copy-page')
    const panel = row.getByRole('group', { name: 'Use this page with an AI tool' })
    await page.locator('.copy-page-button').focus()
    await page.keyboard.press('Tab')
    await expect(page.locator('.copy-page-link')).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(row.locator('summary')).toBeFocused()
    await expect(row.locator('summary')).toHaveText('Use with AI')
    await expect(panel).toBeHidden()
    const firstParagraph = page.locator('main p').first()
    const before = await firstParagraph.boundingBox()
    await page.keyboard.press('Enter')
    await expect(panel).toBeVisible()
    // The open panel lies over the text: the text under the row stays where it was.
    expect(await firstParagraph.boundingBox()).toEqual(before)
    for (const name of agentLinkNames) {
      await page.keyboard.press('Tab')
      await expect(panel.getByRole('link', { name }), name).toBeFocused()
    }
    await expect(panel.locator('code')).toContainText('"url": "https://dev.gas.zip/mcp"')
    await row.locator('summary').focus()
    await page.keyboard.press('Enter')
    await expect(panel).toBeHidden()
  })

  // The open panel is not on screen when the route visits scan each page: it is scanned here,
  // in both themes (contrast of its links, its JSON and its border on the page behind it).
  for (const scheme of ['light', 'dark'] as const) {
    for (const width of [390, 1440]) {
      test(`axe: the open panel, ${scheme}, ${width}px`, async ({ page }) => {
        await page.emulateMedia({ colorScheme: scheme })
        await page.setViewportSize({ width, height: 844 })
        await page.goto('/overview')
        await page.getByText('Use with AI', { exact: true }).click()
        const panel = page.getByRole('group', { name: 'Use this page with an AI tool' })
        await expect(panel).toBeVisible()
        const box = await panel.boundingBox()
        expect(box, 'the panel box').not.toBeNull()
        expect((box?.x ?? 0) + (box?.width ?? 0), 'the panel ends inside the screen').toBeLessThanOrEqual(width)
        // On a desktop the panel opens under its own trigger, not under "Copy page".
        if (width >= 1440) {
          const trigger = await page.locator('.copy-page summary').boundingBox()
          expect(Math.abs((box?.x ?? 0) - (trigger?.x ?? 0)), 'the panel starts under "Use with AI"').toBeLessThan(2)
        }
        // The MCP JSON is a code block with the site's copy button.
        await expect(panel.locator('pre code')).toContainText('"mcpServers"')
        await expect(panel.locator('pre').getByRole('button')).toHaveCount(1)
        expect(await axeViolations(page, '.copy-page')).toEqual([])
      })
    }
  }

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('the Markdown link and the disclosure work; the button, which needs code, is not shown', async ({ page }) => {
      await page.goto('/overview')
      const row = page.locator('.copy-page')
      await expect(row.getByRole('link', { name: 'View as Markdown' })).toHaveAttribute('href', '/overview.md')
      await expect(row.getByRole('button', { name: 'Copy page' })).toBeHidden()
      const panel = row.getByRole('group', { name: 'Use this page with an AI tool' })
      await expect(panel).toBeHidden()
      await row.getByText('Use with AI', { exact: true }).click()
      await expect(panel.getByRole('link', { name: 'Open in Claude' })).toHaveAttribute(
        'href',
        /^https:\/\/claude\.ai\/new\?q=.*https%3A%2F%2Fdev\.gas\.zip%2Foverview\.md/,
      )
      for (const name of agentLinkNames) await expect(panel.getByRole('link', { name }), name).toBeVisible()
      await expect(panel.locator('code')).toContainText('"gas-zip-docs"')
    })
  })
})
