import { describe, expect, it } from 'vitest'
import type { OutboundChain } from '../data/schemas.ts'
import { fetchLiveChains, toOutboundChains } from './liveChains.ts'

const previous: OutboundChain[] = [
  { name: 'Arbitrum One', nativeId: 42161, shortId: 57, symbol: 'ETH', mainnet: true, vm: 'EVM' },
]

const answer = (body: string, status = 200) => (async () => new Response(body, { status })) as typeof fetch

describe('toOutboundChains', () => {
  it("keeps a known chain's one name and makes a different live name one of its aliases", () => {
    const known: OutboundChain[] = [
      { name: 'Base', aliases: ['Base Mainnet'], nativeId: 8453, shortId: 54, symbol: 'ETH', mainnet: true, vm: 'EVM' },
      { name: 'Kaia', nativeId: 8217, shortId: 31, symbol: 'KAIA', mainnet: true, vm: 'EVM' },
    ]
    const live = [
      { name: 'Base Mainnet', chain: 8453, short: 54, symbol: 'ETH', mainnet: true },
      { name: 'Klaytn', chain: 8217, short: 31, symbol: 'KAIA', mainnet: true },
      { name: 'New Chain', chain: 123456, short: 999, symbol: 'NEW' },
    ]
    expect(toOutboundChains(live, known).map(({ name, aliases }) => ({ name, aliases }))).toEqual([
      { name: 'Base', aliases: ['Base Mainnet'] },
      { name: 'Kaia', aliases: ['Klaytn'] },
      { name: 'New Chain', aliases: undefined },
    ])
  })
})

describe('fetchLiveChains', () => {
  it('maps a valid /v2/chains answer to snapshot entries, keeping the VM by native id', async () => {
    const body = JSON.stringify({
      chains: [
        {
          name: 'Solana',
          chain: 501474,
          short: 245,
          symbol: 'SOL',
          gas: '5000',
          gwei: '0',
          bal: '1',
          rpcs: [],
          price: 150,
        },
        { name: 'Arbitrum One', chain: 42161, short: 57, symbol: 'ETH', mainnet: true },
      ],
    })
    const result = await fetchLiveChains(previous, { fetchImpl: answer(body) })
    expect(result).toEqual({
      ok: true,
      chains: [
        { name: 'Arbitrum One', nativeId: 42161, shortId: 57, symbol: 'ETH', mainnet: true, vm: 'EVM' },
        { name: 'Solana', nativeId: 501474, shortId: 245, symbol: 'SOL', mainnet: null, vm: null },
      ],
    })
  })

  it('rejects malformed JSON', async () => {
    expect(await fetchLiveChains(previous, { fetchImpl: answer('{"chains": [') })).toEqual({
      ok: false,
      reason: 'the answer is not valid JSON',
    })
  })

  it('rejects a wrong shape, naming the entry and field', async () => {
    const body = JSON.stringify({ chains: [{ name: 'Base', chain: 8453, short: '54', symbol: 'ETH' }] })
    const result = await fetchLiveChains(previous, { fetchImpl: answer(body) })
    expect(result.ok).toBe(false)
    expect(!result.ok && result.reason).toMatch(/^unexpected answer: chains\[0\] \(Base\): field "short": /)
  })

  it('rejects an empty list', async () => {
    const result = await fetchLiveChains(previous, { fetchImpl: answer('{"chains": []}') })
    expect(result.ok).toBe(false)
  })

  it('rejects a list that uses a short id twice', async () => {
    const body = JSON.stringify({
      chains: [
        { name: 'Base', chain: 8453, short: 54, symbol: 'ETH' },
        { name: 'Other', chain: 7, short: 54, symbol: 'ETH' },
      ],
    })
    const result = await fetchLiveChains(previous, { fetchImpl: answer(body) })
    expect(!result.ok && result.reason).toContain('field "shortId": 54 is already used')
  })

  it('rejects a non-2xx status', async () => {
    expect(await fetchLiveChains(previous, { fetchImpl: answer('busy', 503) })).toEqual({
      ok: false,
      reason: 'HTTP 503',
    })
  })

  it('reports a network failure', async () => {
    const failing = (async () => {
      throw new TypeError('Failed to fetch')
    }) as typeof fetch
    expect(await fetchLiveChains(previous, { fetchImpl: failing })).toEqual({
      ok: false,
      reason: 'request failed: Failed to fetch',
    })
  })

  it('gives up after the timeout', async () => {
    const hanging = ((_url: string, init?: RequestInit) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))
      })) as typeof fetch
    expect(await fetchLiveChains(previous, { fetchImpl: hanging, timeoutMs: 50 })).toEqual({
      ok: false,
      reason: 'no answer within 50 ms',
    })
  })
})
