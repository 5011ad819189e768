import { expect, test } from './fixtures.ts'

/**
 * The API guide on the production build: readers reach it from the site overview and
 * the API overview, and it shows each step of the flow with the code that the unit
 * tests run. The status table sits on the Deposit page, where the guide points.
 */

test('the site overview and the API overview link to the API guide', async ({ page }) => {
  for (const from of ['/overview', '/gas/api/overview']) {
    await page.goto(from)
    const link = page.locator('article a[href="/gas/api/guide"]').first()
    await expect(link, from).toBeVisible()
    await link.click()
    await expect(page).toHaveURL(/\/gas\/api\/guide$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('API guide: quote, send and track a deposit')
  }
})

test('the guide shows quote, send and track with the code that runs in the tests', async ({ page }) => {
  await page.goto('/gas/api/guide')
  const headings = await page.locator('article h2').allInnerTexts()
  expect(headings).toEqual([
    'Before you start',
    'Read JSON without losing digits',
    'Rules the code enforces',
    'Choose the amount',
    'Quote the deposit',
    'Send the deposit',
    'Track until delivered',
    'Put it together',
    'The verdict',
    'What can go wrong',
    'The whole file',
  ])
  // Every block of depositFlow.ts and verdict.ts is titled with its file name. Each line below is in
  // one part and again in its whole file; the example's line is in its own file only.
  // The code blocks of the article; the "Use with AI" panel's MCP JSON is not the guide's code.
  const code = page.locator('article pre:not(.agent-json pre)')
  await expect(code.first()).toBeVisible()
  // The blocks are prerendered: their text is read once, the folded whole files included.
  const blocks = await code.allTextContents()
  const count = (line: string) => blocks.filter((text) => text.includes(line)).length
  const inPartAndWholeFile = async (line: string) => expect(count(line), line).toBe(2)
  // Lossless parsing: the status is checked before the body is parsed.
  await inPartAndWholeFile('export function parseJsonLossless(text: string): unknown')
  await inPartAndWholeFile('if (!response.ok) throw new ApiError')
  // The rules, the amount, the refusal and the send.
  // verdict.ts shows its rules; the whole file is a download (its save line).
  expect(count('export const quoteValidityMs = 60_000')).toBe(1)
  expect(count('export const minUsdPerChain = 0.25')).toBe(1)
  await inPartAndWholeFile('export async function chooseDepositAmount(')
  await inPartAndWholeFile('export async function quoteShares(')
  // The quote is sent only on the verdict of verdict.ts, asked again right before sending.
  await inPartAndWholeFile('const verdict = checkQuote(request, answer, requestedAt, clock.now())')
  await inPartAndWholeFile('checkBeforeSending(quote, clock)')
  await inPartAndWholeFile('return wallet.sendRawTransaction({ serializedTransaction: signed })')
  // Polling with backoff until deliveryOf says final: returns when delivered, throws otherwise.
  // No data file to save beside them: verdict.ts holds its data, depositFlow.ts imports only verdict.ts.
  expect(count("with { type: 'json' }")).toBe(0)
  await inPartAndWholeFile("} from './verdict.ts'")
  await inPartAndWholeFile('const delivery = deliveryOf(answer, { outboundChains, deadlinePassed })')
  await inPartAndWholeFile("if (delivery.state === 'delivered') return")
  await inPartAndWholeFile('throw new NotDeliveredError(hash, delivery)')
  await inPartAndWholeFile('delayMs = Math.min(delayMs * 2, maxDelayMs)')
  // The decision module is saved whole from its download link; the page does not repeat it.
  expect(count('export function checkQuote(')).toBe(0)
  await expect(page.locator('a[href="/code/verdict.ts"][download]').first()).toBeVisible()
  expect(count('const { quote, hash, tracked } = await depositAndTrack(')).toBe(1)
  // The first block starts with the imports of every type the file uses, and so does the whole file.
  const imports = "import type { Account, Chain, Hex, Transport, WalletClient } from 'viem'"
  expect((await code.first().innerText()).startsWith(imports)).toBe(true)
  // The whole file is folded: one click on its summary shows it.
  const wholeFile = page.locator('article details').filter({ hasText: 'Show depositFlow.ts' })
  await expect(code.last()).toBeHidden()
  await expect(wholeFile.locator('summary')).toHaveText('Show depositFlow.ts')
  await wholeFile.locator('summary').click()
  await expect(code.last()).toBeVisible()
  await expect(wholeFile.locator('.vocs_CodeBlock')).toContainText('depositFlow.ts')
  expect((await code.last().innerText()).startsWith(imports)).toBe(true)
  // No region markers leak into the page.
  expect(count('[!region')).toBe(0)

  await expect(page.locator('.api-request-line[data-operation-id="getQuote"]')).toContainText(
    'https://backend.gas.zip/v2/quotes/{deposit_chain}/{deposit_wei}/{outbound_chains}',
  )
  await expect(page.locator('.api-request-line[data-operation-id="getDeposit"]')).toContainText(
    'https://backend.gas.zip/v2/deposit/{hash}',
  )
  const problems = page
    .getByRole('table')
    .filter({ has: page.getByRole('columnheader', { name: 'What the code does' }) })
  await expect(problems.getByRole('row', { name: /checkQuote refuses the quote/ })).toContainText('QuoteRefusedError')
})

test('the guide links to the status table, which has one row per status', async ({ page }) => {
  await page.goto('/gas/api/guide')
  await page.locator('article a[href="/gas/api/deposit#statuses"]').first().click()
  await expect(page).toHaveURL(/\/gas\/api\/deposit#statuses$/)
  const table = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Final' }) })
  // The address changes before the deposit page has rendered: wait for its table's rows.
  await expect(table.locator('tbody tr td:first-child')).toHaveText([
    'SEEN',
    'PENDING',
    'CONFIRMED',
    'PRIORITY',
    'CANCELLED',
  ])
  // CONFIRMED ends a payout, not the deposit: its row names the flags that still make a payout not delivered.
  await expect(table.getByRole('row', { name: /^CONFIRMED/ })).toContainText('refund')
  await expect(table.getByRole('row', { name: /^CANCELLED/ })).toContainText('Stop polling.')
  await expect(table.getByRole('row', { name: /^CANCELLED/ })).toContainText('support ticket')
})
