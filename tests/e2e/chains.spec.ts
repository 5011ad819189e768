/**
 * Chain-support pages: complete prerendered tables, filtering, copy buttons,
 * search-index coverage and the live refresh of the outbound list.
 * Every test routes https://backend.gas.zip/v2/chains, so the suite never
 * depends on the network.
 */
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { chainTableFor, inboundChains, outboundChains } from '../../docs/lib/chains/chainData.ts'
import { countRows, filterRows, formatSnapshotDate } from '../../docs/lib/chains/chainTables.ts'
import { expect, type Page, test } from './fixtures.ts'

const liveUrl = 'https://backend.gas.zip/v2/chains'

// Row counts come from the data files the pages render (docs/lib/chains/chainData.test.ts holds the
// reviewed counts of the hand-written ones); a weekly sync of the outbound list changes them.
const tables = [
  { path: '/gas/chain-support/outbound', rows: countRows(chainTableFor('outbound')) },
  { path: '/gas/chain-support/inbound', rows: countRows(chainTableFor('inbound')) },
  { path: '/layerzero/chain-support/deposit', rows: countRows(chainTableFor('layerzero-deposit')) },
  { path: '/layerzero/chain-support/outbound', rows: countRows(chainTableFor('layerzero-outbound')) },
]
const outboundRows = chainTableFor('outbound').groups.flatMap((group) => group.rows)
const outboundTotal = outboundRows.length
/** "N of <total> chains" for a filter query, as the outbound table counts it. */
const shownFor = (query: string) => `${filterRows(outboundRows, query).length} of ${outboundTotal} chains`
const snapshotDate = formatSnapshotDate(outboundChains.takenAt)
const [firstOutbound, lastOutbound] = [outboundChains.chains[0], outboundChains.chains.at(-1)].map((chain) => {
  if (!chain) throw new Error('docs/data/outboundChains.json lists no chain')
  return chain
}) as [(typeof outboundChains.chains)[number], (typeof outboundChains.chains)[number]]

/** Collects console errors and warnings and page errors. */
function watchConsole(page: Page) {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
  return problems
}

async function failLiveList(page: Page) {
  await page.route(liveUrl, (route) => route.abort('internetdisconnected'))
}

const rows = (page: Page) => page.locator('[data-chain-table-interactive] tbody tr')
const count = (page: Page) => page.locator('.chainTable-count')
/** The outbound source line in one state, and the message a reader sees in it (the others are hidden). */
const source = (page: Page, kind: 'checking' | 'live' | 'snapshot') =>
  page.locator(`[data-chain-source="${kind}"] [data-source-message="${kind}"]`)

for (const { path, rows: expected } of tables) {
  test(`${path}: the prerendered HTML holds all ${expected} rows and no loading text`, async ({ request }) => {
    const html = await (await request.get(path)).text()
    expect(html.match(/data-chain-row=/g)?.length).toBe(expected)
    expect(html).not.toMatch(/Loading/i)
    const tablesHtml = html.slice(html.indexOf('data-chain-table='), html.lastIndexOf('</table>'))
    expect(tablesHtml).not.toMatch(/0xaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa/i)
  })

  test(`${path}: hydrates with no console error or warning and shows the count`, async ({ page }) => {
    const problems = watchConsole(page)
    await page.route(liveUrl, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{}' }))
    await page.goto(path)
    await expect(count(page)).toHaveText(`${expected} of ${expected} chains`)
    await expect(rows(page)).toHaveCount(expected)
    expect(problems).toEqual([])
  })
}

test('outbound: the filter narrows rows by name, native id and short id, with a live count', async ({ page }) => {
  await failLiveList(page)
  await page.goto('/gas/chain-support/outbound')
  const filter = page.getByLabel('Filter chains')
  await filter.fill('arbitrum')
  await expect(count(page)).toHaveText(shownFor('arbitrum'))
  await expect(rows(page).filter({ hasText: 'Arbitrum One' })).toContainText('42161')
  await filter.fill('42161')
  await expect(rows(page)).toHaveCount(1)
  await expect(rows(page).first()).toContainText('Arbitrum One')
  await filter.fill(String(lastOutbound.shortId))
  await expect(rows(page).filter({ hasText: lastOutbound.name })).toHaveCount(1)
  await filter.fill('no such chain')
  await expect(count(page)).toHaveText(shownFor('no such chain'))
  await expect(page.getByText('No chain matches “no such chain”.')).toBeVisible()
  await filter.fill('')
  await expect(count(page)).toHaveText(shownFor(''))
})

test('outbound: the filter is reachable by keyboard and has a visible focus', async ({ page }) => {
  await failLiveList(page)
  await page.goto('/gas/chain-support/outbound')
  const filter = page.getByLabel('Filter chains')
  await expect(filter).toBeVisible()
  await filter.focus()
  await page.keyboard.type('base')
  await expect(filter).toBeFocused()
  const outline = await filter.evaluate((element) => getComputedStyle(element).outlineStyle)
  expect(outline).not.toBe('none')
  await expect(rows(page).filter({ hasText: '8453' })).toHaveCount(1)
})

test('outbound: a valid live answer replaces the snapshot and shows "Live"', async ({ page }) => {
  const problems = watchConsole(page)
  await page.route(liveUrl, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      headers: { 'access-control-allow-origin': '*' },
      body: JSON.stringify({
        chains: [
          {
            name: 'Ethereum',
            chain: 1,
            short: 255,
            symbol: 'ETH',
            mainnet: true,
            gas: '21000',
            gwei: '1',
            bal: '1',
            rpcs: [],
            price: 3000,
          },
          { name: 'Arbitrum One', chain: 42161, short: 57, symbol: 'ETH', mainnet: true },
          { name: 'Brand New Chain', chain: 987654, short: 999, symbol: 'NEW', mainnet: true },
          { name: 'Some Testnet', chain: 11155111, short: 998, symbol: 'ETH', mainnet: false },
        ],
      }),
    }),
  )
  await page.goto('/gas/chain-support/outbound')
  await expect(source(page, 'live')).toBeVisible()
  await expect(source(page, 'live')).toContainText('Live 4 chains from GET /v2/chains')
  await expect(count(page)).toHaveText('4 of 4 chains')
  await expect(rows(page).filter({ hasText: 'Brand New Chain' })).toContainText('999')
  await expect(page.locator('table[data-chain-group="testnet"]')).toContainText('Some Testnet')
  await page.getByLabel('Filter chains').fill('brand')
  await expect(count(page)).toHaveText('1 of 4 chains')
  expect(problems).toEqual([])
})

const failures: { name: string; fulfill: Parameters<Page['route']>[1] }[] = [
  { name: 'a network failure', fulfill: (route) => route.abort('internetdisconnected') },
  {
    name: 'malformed JSON',
    fulfill: (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"chains": [' }),
  },
  {
    name: 'a wrong shape',
    fulfill: (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ chains: [{ name: 'Ethereum', chain: '1', short: 255, symbol: 'ETH' }] }),
      }),
  },
  { name: 'an HTTP 500', fulfill: (route) => route.fulfill({ status: 500, body: 'oops' }) },
]

for (const { name, fulfill } of failures) {
  test(`outbound: on ${name} the snapshot stays, dated, with nothing louder than console.info`, async ({ page }) => {
    const messages: { type: string; text: string; url: string }[] = []
    page.on('console', (message) =>
      messages.push({ type: message.type(), text: message.text(), url: message.location().url }),
    )
    await page.route(liveUrl, fulfill)
    await page.goto('/gas/chain-support/outbound')
    await expect(source(page, 'snapshot')).toBeVisible()
    await expect(source(page, 'snapshot')).toHaveText(`Snapshot of ${snapshotDate}. The live list could not be loaded.`)
    await expect(count(page)).toHaveText(shownFor(''))
    await expect(rows(page).filter({ hasText: firstOutbound.name }).first()).toContainText(
      String(firstOutbound.shortId),
    )
    expect(messages.some((m) => m.type === 'info' && m.text.includes('showing the snapshot'))).toBe(true)
    // Chromium itself reports a failed or non-2xx request as a resource error; the page logs nothing louder than info.
    const loud = messages.filter(
      (m) =>
        ['error', 'warning'].includes(m.type) &&
        !(m.text.startsWith('Failed to load resource') && m.url.startsWith(liveUrl)),
    )
    expect(loud).toEqual([])
  })
}

test('outbound: no answer within 5 s keeps the snapshot', async ({ page }) => {
  test.setTimeout(20_000)
  await page.route(liveUrl, () => {
    // Never answer.
  })
  await page.goto('/gas/chain-support/outbound')
  await expect(source(page, 'checking')).toBeVisible()
  await expect(source(page, 'checking')).toHaveText(`Snapshot of ${snapshotDate}. Checking the live list…`)
  await expect(source(page, 'snapshot')).toBeVisible({ timeout: 8_000 })
})

test('inbound: placeholder chains say Direct Deposit is not offered; addresses link to the explorer and copy', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto('/gas/chain-support/inbound')
  // The placeholder is listed for Arc and the other chains without Direct Deposit.
  const arc = rows(page).filter({ hasText: 'Arc Explorer' })
  await expect(arc).toContainText('Not offered')
  await expect(page.locator('[data-chain-table-interactive]')).not.toContainText('0xaAaA')
  await expect(page.locator('[data-chain-table-interactive] em', { hasText: 'Not offered' })).toHaveCount(
    inboundChains.chains.filter((chain) => !chain.directDeposit).length,
  )
  // Moonbeam mainnet links moonscan.io, Arc gets an https scheme.
  const moonbeam = rows(page).filter({ hasText: 'Moonbeam' })
  await expect(moonbeam.getByRole('link', { name: '0x2a37D63EAdFe4b4682a3c28C1c2cD4F109Cc2762' })).toHaveAttribute(
    'href',
    'https://moonscan.io/address/0x2a37D63EAdFe4b4682a3c28C1c2cD4F109Cc2762',
  )
  await expect(arc.getByRole('link', { name: 'Arc Explorer' })).toHaveAttribute('href', 'https://explorer.arc.io')
  for (const href of await page
    .locator('[data-chain-table-interactive] a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? '')))
    expect(href).toMatch(/^https:\/\//)
  const ethereum = rows(page).filter({ has: page.getByRole('cell', { name: 'Ethereum', exact: true }) })
  await ethereum.getByRole('button', { name: /^Copy Ethereum Direct Deposit 0x/ }).click()
  await expect(ethereum.getByRole('button', { name: /^Copy Ethereum Direct Deposit 0x/ })).toHaveText('Copied')
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('0x391E7C679d29bD940d63be94AD22A25d25b5A604')
})

test('LayerZero deposit: Beam has native id 4337 and Horizen EON v2 is deployed without an explorer link', async ({
  page,
}) => {
  await page.goto('/layerzero/chain-support/deposit')
  const beam = rows(page).filter({ hasText: 'Beam' })
  await expect(beam.getByRole('cell').nth(1)).toHaveText('4337')
  const eon = rows(page).filter({ hasText: 'Horizen EON' })
  await expect(eon.getByRole('cell').nth(5)).toHaveText('Deployed')
  await expect(eon.getByRole('link', { name: /v2 router/ })).toHaveCount(0)
  await expect(eon.getByRole('link', { name: /v1 router/ })).toHaveAttribute(
    'href',
    /^https:\/\/eon-explorer\.horizenlabs\.io\//,
  )
})

test('LayerZero outbound: Meter has no v2 destination id', async ({ page }) => {
  await page.goto('/layerzero/chain-support/outbound')
  await page.getByLabel('Filter chains').fill('meter')
  await expect(rows(page)).toHaveCount(1)
  await expect(rows(page).first()).toContainText('176')
  await expect(rows(page).first()).toContainText('Not supported')
})

test('the search index served with the site holds chain names and ids from the tables', async ({ request }) => {
  const vocsDir = join(import.meta.dirname, '..', '..', 'docs', 'dist', '.vocs')
  let files: string[] = []
  try {
    files = readdirSync(vocsDir).filter((file) => /^search-index-.*\.json$/.test(file))
  } catch {
    // handled below
  }
  expect(files, `no search index in ${vocsDir}: run \`npm run build\` first`).toHaveLength(1)
  const response = await request.get(`/.vocs/${files[0]}`)
  expect(response.status()).toBe(200)
  const index = (await response.text()).toLowerCase()
  // Outbound names and short ids (the first and last of the list); inbound explorer Hyperscan;
  // contract deposit address 0x9E22…; LayerZero v2 eid 30198 (Beam).
  for (const term of [
    'arbitrum',
    firstOutbound.name.toLowerCase(),
    lastOutbound.name.toLowerCase(),
    'hyperscan',
    String(lastOutbound.shortId),
    '30198',
    '0x9e22ebec84c7e4c4bd6d4ae7ff6f4d436d6d8390',
  ])
    expect(index, `search index lacks "${term}"`).toContain(`"${term}"`)
})

test('site search finds an outbound chain by name', async ({ page }) => {
  await failLiveList(page)
  await page.goto('/overview')
  await page
    .getByRole('button', { name: /search/i })
    .first()
    .click()
  await page.locator('#search-input').fill(lastOutbound.name)
  await expect(page.locator('dialog[open] a[href*="/gas/chain-support/outbound"]').first()).toBeVisible()
})
