import { describe, expect, it } from 'vitest'
import { usd } from '../../docs/lib/rules/rules.ts'
import { maxUsdPerChain, minUsdPerChain } from '../../docs/snippets/api/verdict.ts'
import { articleOf, builtPage, select, selectAll, textOf } from '../support/builtPage.ts'

/**
 * The LayerZero Scan guidance after the receipt, the v1 fee rules and the banner, read from the
 * prerendered pages: the facts (addresses, numbers, links, code), not the sentences around them. The Solidity examples (highlighting
 * needs the browser's colours) and the links that move the reader are tested in the browser
 * (tests/e2e/contract-examples.spec.ts).
 */

const statuses: [string, string, RegExp][] = [
  ['Confirming', 'CONFIRMING', /Wait\./],
  ['Inflight', 'INFLIGHT', /Wait\./],
  ['Delivered', 'DELIVERED', /the drop is done/],
  ['Payload Stored', 'PAYLOAD_STORED', /support ticket/],
  ['Blocked', 'BLOCKED', /support ticket/],
  ['Failed', 'FAILED', /support ticket/],
]

describe.each(['v1', 'v2'])('the %s complete flow', (version) => {
  const article = articleOf(`/layerzero/${version}/code-examples/completeFlow`)

  it('ends with following delivery on LayerZero Scan', () => {
    // The step's wording is the writer's; its link and code are the facts a reader follows.
    const steps = select('.vocs_Steps', article)
    if (!steps) throw new Error('no steps')
    const last = selectAll(':scope > .vocs_Step', steps).at(-1)
    if (!last) throw new Error('no step')
    expect(textOf(last)).toContain('https://layerzeroscan.com/tx/')
    const code = selectAll('pre code', last).map(textOf).join('\n')
    expect(code).toMatch(/\/tx\/\$\{sourceTxHash\}/)
    expect(code).toContain("'https://layerzeroscan.com'")
    expect(code).toContain('getMessagesBySrcTxHash(sourceTxHash)')
    expect(code).toContain("createClient('mainnet')")
  })

  it('names what to do for every delivery status', () => {
    expect(selectAll('h2, h3', article).map((heading) => textOf(heading).trim())).toContain('Delivery statuses')
    const table = selectAll('table', article).find((candidate) => textOf(candidate).includes('PAYLOAD_STORED'))
    if (!table) throw new Error('no status table')
    const rows = selectAll('tr', table)
    expect(rows).toHaveLength(statuses.length + 1)
    for (const [status, clientValue, todo] of statuses) {
      const matching = rows.filter((row) => selectAll('td, th', row).some((cell) => textOf(cell).trim() === status))
      expect(matching, status).toHaveLength(1)
      const text = matching.map(textOf).join('')
      expect(text).toContain(clientValue)
      expect(text).toMatch(todo)
    }
  })
})

it('the LayerZero overview states one rule for bits 128 to 223 of a v2 param', () => {
  const text = textOf(articleOf('/layerzero/overview'))
  expect(text).toMatch(/ignores bits 128 to 223/)
  expect(text).toMatch(/low 128 bits/)
  expect(text).not.toContain('must be zero')
})

it('the v1 fee quote uses the router default gas limit 20000 and simulates before sending', () => {
  const article = articleOf('/layerzero/v1/step-by-step/estimateFees')
  const text = textOf(article).replace(/\s+/g, ' ')
  expect(text).toMatch(/gas limit 20000\b/)
  expect(text).toMatch(/simulate[^.]*sum of the fees/i)
  expect(text).toMatch(/above the fees[^.]*stays in the router/)
  // One gas limit on the page: no other value is offered.
  expect(text).not.toContain('30000')
  expect(selectAll('pre code', article).map(textOf).join('\n')).toContain('const gasLimit = 20_000n')
})

// The banner is the same element on every page; its text must hold in each section.
describe.each([
  '/gas/overview',
  '/gas/code-examples/evm-deposit/contract-forwarder',
  '/layerzero/overview',
  '/layerzero/v1/step-by-step/deposit',
])('the banner on %s', (path) => {
  it('gives the deposit range and the LayerZero route caps, with their links', () => {
    const banner = select('.vocs_Banner', builtPage(path))
    if (!banner) throw new Error(`${path}: no banner`)
    // The facts: the range per outbound chain and where its links go. Both forms (the phones' one
    // line too) say it in the writer's words.
    const text = textOf(banner).replace(/\s+/g, ' ')
    expect(text).toContain(`${usd(minUsdPerChain)} to ${usd(maxUsdPerChain)}`)
    const targets = new Set(selectAll('a', banner).map((link) => link.properties.href))
    expect(targets).toEqual(new Set(['/gas/overview#limits', '/layerzero/v2/code-examples/limits']))
  })
})
