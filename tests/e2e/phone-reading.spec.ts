import { siteFontsLoaded } from '../support/fonts.ts'
import { expect, test } from './fixtures.ts'

test.describe('API reference at 390 px', () => {
  test.use({ viewport: { width: 390, height: 800 } })
  test('a parameter reads as name, then its labelled facts, then its description under them', async ({ page }) => {
    await page.goto('/gas/api/quote')
    const row = page.locator('table[data-part="parameters"] tbody tr').first()
    const box = async (cell: string) => {
      const found = await row.locator(cell).boundingBox()
      if (!found) throw new Error(`no ${cell} in the first parameter row`)
      return found
    }
    const name = await box('td:nth-child(1)')
    const facts = await Promise.all(['In', 'Type', 'Required'].map((label) => box(`td[data-label="${label}"]`)))
    const description = await box('td:last-child')
    for (const fact of facts) expect(fact.y).toBeGreaterThanOrEqual(name.y - 1)
    expect(description.y).toBeGreaterThanOrEqual(Math.max(...facts.map((fact) => fact.y + fact.height)) - 1)
    expect(description.width).toBeGreaterThan(300)
    const label = await row
      .locator('td[data-label="Required"]')
      .evaluate((cell) => getComputedStyle(cell, '::before').content)
    expect(label).toBe('"Required: "')
  })

  test('the method and the start of the URL share a line', async ({ page }) => {
    await page.goto('/gas/api/quote')
    const line = page.locator('.api-request-line').first()
    const method = await line.locator('.api-method').boundingBox()
    const urlStart = await line.locator('code').evaluate((code) => {
      const range = document.createRange()
      range.setStart(code.firstChild ?? code, 0)
      range.setEnd(code.firstChild ?? code, 1)
      return range.getBoundingClientRect().top
    })
    if (!method) throw new Error('no method badge')
    expect(Math.abs(urlStart - method.y)).toBeLessThan(method.height)
  })
})

for (const path of ['/layerzero/v1/step-by-step/deposit', '/layerzero/v1/step-by-step/estimateFees']) {
  test(`on a phone, "On this page" of ${path} lists its steps`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 })
    await page.goto(path)
    await page.getByRole('button', { name: /On this page/ }).click()
    const links = page.getByRole('dialog').getByRole('link')
    await expect(links.first()).toBeVisible()
    expect(await links.count()).toBeGreaterThanOrEqual(2)
  })
}

/**
 * Short values in a table (statuses, ids) stay whole: a column squeezed by long neighbours
 * must not split `CONFIRMING` across two lines. Checked where the delivery-status tables
 * are, at a phone's width and a laptop's.
 */
for (const width of [390, 1440]) {
  test.describe(`short table values at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })
    for (const path of ['/layerzero/v1/code-examples/completeFlow', '/layerzero/v2/code-examples/completeFlow']) {
      test(`${path}: every status value sits on one line`, async ({ page }) => {
        await page.goto(path)
        await page.evaluate(siteFontsLoaded)
        const statuses = await page.evaluate(() =>
          [...document.querySelectorAll('article td code')]
            .filter((code) => /^[A-Z_]+$/.test(code.textContent ?? ''))
            .map((code) => ({ text: code.textContent, lines: code.getClientRects().length })),
        )
        expect(statuses.map((status) => status.text)).toEqual(
          expect.arrayContaining(['CONFIRMING', 'INFLIGHT', 'DELIVERED', 'PAYLOAD_STORED']),
        )
        expect(statuses.filter((status) => status.lines !== 1)).toEqual([])
      })
    }
  })
}

/**
 * The content first: on a 390 × 844 px phone, with the banner shown, a page's first sentence
 * starts in the top half of the first screen. The page's tools take one row under the title
 * (docs/components/CopyPage.tsx); the open and connect links wait in its "Use with AI"
 * disclosure. Pages with a long title or a wrapping banner are among these.
 */
test.describe('first screen at 390 × 844 px', () => {
  const screen = { width: 390, height: 844 }
  test.use({ viewport: screen })
  for (const path of [
    '/',
    '/gas/api/quote',
    '/layerzero/v2/code-examples/completeFlow',
    '/gas/code-examples/evm-deposit/contract-forwarder',
  ]) {
    test(`${path}: the first sentence starts in the top half of the screen, on a first visit and a later one`, async ({
      page,
    }) => {
      const firstSentence = async () => {
        await expect(page.locator('.vocs_Banner').first()).toBeVisible()
        await page.evaluate(siteFontsLoaded)
        return page.evaluate(() => {
          // The first paragraph with text after the title, outside the tools under it.
          const title = document.querySelector('main h1')
          const block = [...document.querySelectorAll('main p')].find(
            (paragraph) =>
              title !== null &&
              title.compareDocumentPosition(paragraph) & Node.DOCUMENT_POSITION_FOLLOWING &&
              !paragraph.closest('header, .copy-page, .agent-links') &&
              paragraph.textContent?.trim(),
          )
          const box = block?.getBoundingClientRect()
          const inter = [...document.fonts].some((face) => face.family.replace(/"/g, '') === 'Inter')
          return {
            text: block?.textContent?.trim().slice(0, 40),
            top: box ? box.top + window.scrollY : undefined,
            inter,
          }
        })
      }
      // A first visit is set in the fallback face sized to Inter (docs/styles.css); once the
      // browser holds Inter (fetched when the first page is idle), the next load is set in it.
      await page.goto(path)
      const first = await firstSentence()
      expect(first.inter, 'a first visit has no Inter face').toBe(false)
      await expect.poll(() => page.evaluate(() => localStorage.getItem('font'))).toBeTruthy()
      await page.goto(path)
      const later = await firstSentence()
      expect(later.inter, 'a later visit has the Inter face').toBe(true)
      for (const [visit, { text, top }] of [
        ['first visit', first],
        ['later visit', later],
      ] as const) {
        expect(text, `${visit}: a paragraph after the title`).toBeTruthy()
        expect(top ?? Number.POSITIVE_INFINITY, `${visit}: "${text}" starts at`).toBeLessThanOrEqual(screen.height / 2)
      }
    })
  }
})
