import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import MiniSearch from 'minisearch'
import { describe, expect, it } from 'vitest'
import { searchIndexOptions } from '../../docs/lib/search/searchFields.ts'
import { exactMatchFirst } from '../../docs/lib/search/searchRanking.ts'
import { searchOptions } from '../../docs/lib/site/site.ts'
import { distDir } from '../../tooling/routes.ts'

/**
 * What integrators type into the search dialog, and the page each one means. The dialog's own
 * index options and search options run against the built index; the page must be among the first
 * three results. The expected pages are written from the pages' content, one query at a time.
 * A chain name means the Gas.zip chain lists: either list will do.
 */
const chainLists = ['/gas/chain-support/outbound', '/gas/chain-support/inbound']

const queries: { kind: string; query: string; page: string | string[] }[] = [
  // Page titles.
  { kind: 'title', query: 'calldata builder', page: '/gas/api/call-data' },
  { kind: 'title', query: 'quote reverse', page: '/gas/api/quote-reverse' },
  { kind: 'title', query: 'quote token', page: '/gas/api/quote-token' },
  { kind: 'title', query: 'outbound chains', page: '/gas/chain-support/outbound' },
  { kind: 'title', query: 'deposit chains', page: '/gas/chain-support/inbound' },
  { kind: 'title', query: 'url parameters', page: '/gas/url-parameters' },
  { kind: 'title', query: 'rip.fun token deposit', page: '/gas/ripfun' },
  { kind: 'title', query: 'contract deposit on evm', page: '/gas/code-examples/evm-deposit/contract-forwarder' },
  { kind: 'title', query: 'api guide', page: '/gas/api/guide' },
  { kind: 'title', query: 'layerzero router', page: '/layerzero/overview' },
  // Sidebar group and item.
  { kind: 'sidebar', query: 'layerzero v2 deposit', page: '/layerzero/v2/code-examples/completeFlow' },
  { kind: 'sidebar', query: 'manual solana', page: '/gas/code-examples/svm-deposit/solana-forwarder' },
  { kind: 'sidebar', query: 'manual evm direct forwarder', page: '/gas/code-examples/evm-deposit/direct-forwarder' },
  { kind: 'sidebar', query: 'evm contract forwarder', page: '/gas/code-examples/evm-deposit/contract-forwarder' },
  { kind: 'sidebar', query: 'layerzero chain support outbound', page: '/layerzero/chain-support/outbound' },
  { kind: 'sidebar', query: 'layerzero chain support deposit', page: '/layerzero/chain-support/deposit' },
  { kind: 'sidebar', query: 'supported chains inbound', page: '/gas/chain-support/inbound' },
  { kind: 'sidebar', query: 'v2 router limits', page: '/layerzero/v2/code-examples/limits' },
  { kind: 'sidebar', query: 'v1 router complete flow', page: '/layerzero/v1/code-examples/completeFlow' },
  { kind: 'sidebar', query: 'api overview', page: '/gas/api/overview' },
  { kind: 'sidebar', query: 'v2 api user', page: '/gas/api/user' },
  // API routes.
  { kind: 'route', query: 'quotes', page: '/gas/api/quote' },
  { kind: 'route', query: '/v2/deposit', page: '/gas/api/deposit' },
  { kind: 'route', query: '/v2/chains', page: '/gas/api/chains' },
  { kind: 'route', query: '/v2/user', page: '/gas/api/user' },
  { kind: 'route', query: '/v2/outbound', page: '/gas/api/outbound' },
  { kind: 'route', query: '/v2/search', page: '/gas/api/search' },
  { kind: 'route', query: 'quoteReverse', page: '/gas/api/quote-reverse' },
  { kind: 'route', query: '/v2/quoteToken', page: '/gas/api/quote-token' },
  { kind: 'route', query: 'call data', page: '/gas/api/call-data' },
  // Field and parameter names.
  { kind: 'field', query: 'deposit_wei', page: '/gas/api/quote' },
  { kind: 'field', query: 'outbound_wei', page: '/gas/api/quote-reverse' },
  { kind: 'field', query: 'srcAmount', page: '/gas/api/quote-token' },
  { kind: 'field', query: 'dstAmountWei', page: '/gas/api/quote-token' },
  // The v2 router's function: its params on the overview, its call in the complete flow.
  { kind: 'field', query: 'sendDeposits', page: ['/layerzero/overview', '/layerzero/v2/code-examples/completeFlow'] },
  // The reader's word where the page uses another.
  { kind: 'synonym', query: 'refuel', page: '/gas/overview' },
  { kind: 'synonym', query: 'bridge gas', page: '/gas/overview' },
  { kind: 'synonym', query: 'fee', page: '/layerzero/overview' },
  { kind: 'synonym', query: 'deposit limit', page: '/gas/overview' },
  { kind: 'synonym', query: 'minimum deposit', page: '/gas/overview' },
  { kind: 'synonym', query: 'maximum amount', page: '/gas/overview' },
  { kind: 'synonym', query: 'deposit history', page: '/gas/api/user' },
  { kind: 'synonym', query: 'payout hash', page: '/gas/api/outbound' },
  { kind: 'synonym', query: 'transaction status', page: '/gas/api/deposit' },
  // Chain names, as the chain lists write them and as readers know them.
  { kind: 'chain', query: 'Arbitrum', page: chainLists },
  { kind: 'chain', query: 'Arbitrum One', page: chainLists },
  { kind: 'chain', query: 'Optimism', page: chainLists },
  { kind: 'chain', query: 'OP Mainnet', page: chainLists },
  { kind: 'chain', query: 'zkSync', page: chainLists },
  { kind: 'chain', query: 'Kaia', page: chainLists },
  { kind: 'chain', query: 'Klaytn', page: chainLists },
  { kind: 'chain', query: 'Solana', page: '/gas/code-examples/svm-deposit/solana-forwarder' },
  // Error strings and statuses.
  { kind: 'error', query: 'Fee Not Met', page: '/layerzero/overview' },
  { kind: 'error', query: 'Chain Disabled', page: '/gas/api/quote' },
  { kind: 'error', query: 'Source: Chain Disabled', page: '/gas/api/quote' },
  { kind: 'error', query: 'CANCELLED', page: '/gas/api/deposit' },
]

const indexDir = join(distDir, '.vocs')
const [indexFile] = existsSync(indexDir)
  ? readdirSync(indexDir).filter((name) => /^search-index-\w+\.json$/.test(name))
  : []
if (!indexFile) throw new Error(`no search index in ${indexDir}: run \`npm run build\` first`)
const index = MiniSearch.loadJSON(readFileSync(join(indexDir, indexFile), 'utf8'), searchIndexOptions)

/** The results in the dialog's order: MiniSearch's score, an exact title or reader word first. */
const ranked = (query: string) => exactMatchFirst(index.search(query, searchOptions), query)

/** The pages of the first three results, as the dialog lists them. */
const firstThree = (query: string) =>
  ranked(query)
    .slice(0, 3)
    .map((result) => String(result.id).split('#')[0])

describe('search finds what integrators type', () => {
  // "Quote" also starts "Quote token" and "Quote reverse", which score higher on their own.
  it.each([
    ['Quote', '/gas/api/quote#quote'],
    ['Deposit', '/gas/api/deposit#deposit'],
    ['deposit limits', '/gas/overview#limits'],
    ['Source: Chain Disabled', '/gas/api/quote#errors'],
  ])('an exact title or reader word comes first: "%s"', (query, section) => {
    expect(ranked(query)[0]?.id).toBe(section)
  })

  it.each(queries.map((entry) => [entry.kind, entry.query, entry] as const))(
    '%s: "%s" brings its page in the first three results',
    (_, query, { page }) => {
      const expected = Array.isArray(page) ? page : [page]
      const found = firstThree(query)
      expect(
        found.some((path) => expected.includes(path ?? '')),
        `first three: ${found.join(', ')}`,
      ).toBe(true)
    },
  )
})
