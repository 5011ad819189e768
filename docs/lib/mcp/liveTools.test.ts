import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js'
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type MockMode, mockApiBase, mockDepositHash, startLocalMockApi } from '../../../tooling/mockApi.ts'
import { minUsdPerChain } from '../../snippets/api/verdict.ts'
import { usd } from '../rules/rules.ts'
import { apiBaseVariable, liveApiFromEnvironment, registerLiveTools } from './liveTools.ts'

/**
 * The live tools against the mock API over HTTP: good answers with the rules applied, and a
 * clear tool error (never a throw) for each way the API can fail: an error status, no answer in
 * time, JSON of another shape, a body that is not JSON.
 */
let mock: Awaited<ReturnType<typeof startLocalMockApi>>
beforeAll(async () => {
  mock = await startLocalMockApi()
})
afterAll(() => mock.close())

/** A client of a server that holds only the live tools, asking the mock in `mode`. */
async function call(name: string, args: Record<string, unknown>, mode?: MockMode, timeoutMs = 2000) {
  const server = new McpServer({ name: 'live-test', version: '1.0.0' })
  registerLiveTools(server, { base: mockApiBase(mock.origin, mode), timeoutMs })
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair()
  const client = new Client({ name: 'live-test', version: '1.0.0' })
  await Promise.all([server.connect(serverSide), client.connect(clientSide)])
  try {
    const result = (await client.callTool({ name, arguments: args })) as CallToolResult
    const text = result.content.map((part) => (part.type === 'text' ? part.text : '')).join('\n')
    return { text, isError: result.isError === true, structured: result.structuredContent as Record<string, unknown> }
  } finally {
    await client.close()
  }
}

const evm = '0x7Ed2A81B7054Dc5D393234B7a3A33B9ba125cAc9'
/** 0.01 coin at the mock's $2,000 a coin: $20, $10 a share over two chains. */
const goodQuote = { depositChain: 1, amount: '10000000000000000', outboundChains: [8453, 10] }
const codes = (structured: Record<string, unknown>) =>
  (structured.reasons as { code: string }[]).map((reason) => reason.code)

describe('get_quote', () => {
  it('says send, where and before when, with every share and the calldata read back', async () => {
    const { text, isError, structured } = await call('get_quote', { ...goodQuote, to: evm, from: evm })
    expect(isError, text).toBe(false)
    expect(text).toMatch(
      /^Verdict: send, as a native transfer to 0x391E7C679d29bD940d63be94AD22A25d25b5A604, with the calldata as its data, before \d{4}-\d\d-\d\dT/,
    )
    expect(text).toContain(
      '- Base (8453): receives 4979000000000000 (smallest unit), gas 21000000000000, about 5 s, share $10.00',
    )
    expect(text).toContain(`- Recipient: ${evm}`)
    expect(text).toContain('- Outbound chains (short ids): 54, 55')
    expect(structured).toMatchObject({ send: true, reasons: [], path: { method: 'direct' } })
    expect(structured.sendBefore).toMatch(/^\d{4}-\d\d-\d\dT/)
  })

  it('without sender and recipient refuses a Direct Deposit: there is no calldata to send', async () => {
    const { text, structured } = await call('get_quote', goodQuote)
    expect(text).toMatch(/^Verdict: do not send\.\n- \[no-calldata\]/)
    expect(codes(structured)).toEqual(['no-calldata'])
  })

  it('checks a contract deposit without calldata', async () => {
    const { text, structured } = await call('get_quote', { ...goodQuote, method: 'contract' })
    expect(text).toMatch(
      /^Verdict: send, by calling deposit\(chains, to\) on the contract 0x2a37D63EAdFe4b4682a3c28C1c2cD4F109Cc2762, before /,
    )
    expect(structured).toMatchObject({ send: true, path: { method: 'contract', verified: true } })
  })

  it('refuses a share outside the limits and a chain the API cannot serve, with the advice for each', async () => {
    const small = await call('get_quote', { ...goodQuote, amount: '100000000000000' })
    expect(small.text).toContain(
      `- [share-below-minimum] The share for chain 8453 is worth $0.10, below ${usd(minUsdPerChain)}.`,
    )
    expect(small.text).toContain('What to do: Raise the amount, or name fewer outbound chains')
    const unknown = await call('get_quote', { ...goodQuote, outboundChains: [8453, 424242] })
    // The API's words are quoted apart, as data; the reason refers to them.
    expect(unknown.text).toContain('- [chain-error] Chain 424242 cannot be served; the API says "[API text 1]".')
    expect(unknown.text).toContain('- [API text 1] quotes[1].error: "Unsupported chain"')
  })

  it('refuses the whole request when the API does', async () => {
    const { structured, isError } = await call('get_quote', { ...goodQuote, depositChain: 424242 })
    expect(isError).toBe(false)
    expect(codes(structured)).toContain('request-error')
  })

  it('bounds its input', async () => {
    for (const args of [
      { ...goodQuote, amount: '0' },
      { ...goodQuote, amount: '1e18' },
      { ...goodQuote, outboundChains: [] },
      { ...goodQuote, outboundChains: Array.from({ length: 65 }, (_, index) => index + 1) },
      { ...goodQuote, to: 'not an address' },
      { ...goodQuote, method: 'bridge' },
    ]) {
      const { text, isError } = await call('get_quote', args)
      expect(isError, JSON.stringify(args)).toBe(true)
      expect(text).toMatch(/Input validation error/)
    }
    const twice = await call('get_quote', { ...goodQuote, outboundChains: [10, 10] })
    expect(twice).toMatchObject({ isError: true, text: 'Name each outbound chain once.' })
  })
})

describe('track_deposit', () => {
  it('reads the deposit and its payouts and gives the delivery verdict', async () => {
    const { text, isError, structured } = await call('track_deposit', { hash: mockDepositHash('CONFIRMED') })
    expect(isError, text).toBe(false)
    expect(text).toMatch(
      /^Verdict: delivered\. Every payout is finished\.\nDeposit 0xabab\w+ on Ethereum \(1\): CONFIRMED\./,
    )
    expect(text).toContain(`- Base (8453): 0x${'cd'.repeat(32)}, CONFIRMED: delivered`)
    expect(structured).toMatchObject({ state: 'delivered', final: true })
    const pending = await call('track_deposit', { hash: mockDepositHash('PENDING') })
    expect(pending.text).toContain('Payouts: none yet')
    expect(pending.structured).toMatchObject({ state: 'on-its-way', final: false })
  })

  it('says a 404 tells nothing about the hash, and bounds the hash', async () => {
    const missing = await call('track_deposit', { hash: `0x${'ab'.repeat(31)}ff` })
    expect(missing.text).toMatch(/^Verdict: unknown\. This answer says nothing about the deposit or the hash\./)
    expect(missing.text).not.toMatch(/No deposit|Check the hash/)
    expect(missing.structured).toMatchObject({ state: 'unknown', final: false })
    for (const hash of ['0x1234', `0x${'a'.repeat(65)}`, '../chains']) {
      const refused = await call('track_deposit', { hash })
      expect(refused.isError, hash).toBe(true)
      expect(refused.text).toMatch(/Input validation error/)
    }
  })
})

describe('list_chains', () => {
  it('lists the live chains, filtered by name', async () => {
    const { text, isError } = await call('list_chains', { name: 'base' })
    expect(isError, text).toBe(false)
    expect(text).toMatch(/^Live list from the Gas\.zip API \(GET \/v2\/chains\): \d+ chains\./)
    expect(text, 'the configured API base').not.toContain(mock.origin)
    expect(text).toContain('- Base: native id 8453, short id 54, ETH')
  })

  it('falls back to the saved list and says so when the API fails', async () => {
    const { text, isError } = await call('list_chains', { name: 'base' }, 'failed')
    expect(isError, text).toBe(false)
    expect(text).toMatch(/^The live list is unavailable \(HTTP 502\)\. This is the saved list of \d{4}-\d\d-\d\d/)
    expect(text).toContain('- Base: native id 8453, short id 54, ETH')
  })

  it('refuses a name no chain has', async () => {
    const { text, isError } = await call('list_chains', { name: 'Atlantis' })
    expect(isError).toBe(true)
    expect(text).toMatch(/No chain name contains "Atlantis"/)
  })
})

describe('a failed, slow or malformed API answer', () => {
  const deposit = mockDepositHash('CONFIRMED')
  it.each([
    ['failed', /HTTP 502 with a body that is not JSON[\s\S]*\[API text 1\] the body: "<html><body>Bad gateway/],
    ['slow', /no answer within 0\.3 s/],
    ['garbled', /HTTP 200 with a body that is not JSON/],
  ] as const)('%s: the quote is refused as a failed request, and the deposit is unknown', async (mode, reason) => {
    const quote = await call('get_quote', goodQuote, mode, 300)
    expect(codes(quote.structured)).toEqual(['failed-request'])
    expect(quote.text).toMatch(reason)
    const tracked = await call('track_deposit', { hash: deposit }, mode, 300)
    expect(tracked.structured).toMatchObject({ state: 'unknown', final: false })
    expect(tracked.text).toMatch(reason)
    const chains = await call('list_chains', {}, mode, 300)
    expect(chains.isError).toBe(false)
    expect(chains.text).toMatch(/^The live list is unavailable/)
  })

  it('malformed: JSON of another shape is refused, and says nothing about the deposit', async () => {
    const quote = await call('get_quote', goodQuote, 'malformed', 300)
    expect(quote.structured.send).toBe(false)
    const tracked = await call('track_deposit', { hash: deposit }, 'malformed', 300)
    expect(tracked.structured).toMatchObject({ state: 'unknown', final: false })
  })
})

describe('liveApiFromEnvironment', () => {
  it('takes the base from the environment, the production API by default, and refuses a bad value', () => {
    expect(liveApiFromEnvironment({}).base).toBe('https://backend.gas.zip/v2')
    expect(liveApiFromEnvironment({ [apiBaseVariable]: 'http://127.0.0.1:9/v2/' }).base).toBe('http://127.0.0.1:9/v2')
    expect(() => liveApiFromEnvironment({ [apiBaseVariable]: 'backend.gas.zip' })).toThrow(/GASZIP_API_BASE/)
  })
})
