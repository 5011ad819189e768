import { describe, expect, it } from 'vitest'
import snapshot from '../data/outboundChains.json'
import { readOutboundChains, searchOutboundChains } from './outboundChainSearch.ts'

const chains = readOutboundChains(snapshot)

describe('readOutboundChains', () => {
  it('reads the snapshot with the documented ids', () => {
    // contracts.json worked examples: Arbitrum One 42161 → 57, OP Mainnet → 55, Solana 501474 → 245, Sui 1000010 → 347
    const byName = (name: string) => chains.find((chain) => chain.name === name)
    expect(byName('Arbitrum One')).toMatchObject({ nativeId: 42161, shortId: 57 })
    expect(byName('OP Mainnet')).toMatchObject({ shortId: 55 })
    expect(byName('Solana')).toMatchObject({ nativeId: 501474, shortId: 245 })
    expect(byName('Sui')).toMatchObject({ nativeId: 1000010, shortId: 347 })
  })

  it('names the file, entry and field of a bad entry', () => {
    expect(() =>
      readOutboundChains({
        chains: [
          { name: 'Good', nativeId: 1, shortId: 2, mainnet: true },
          { name: 'Bad', nativeId: 5, shortId: 70000, mainnet: true },
        ],
      }),
    ).toThrow('docs/data/outboundChains.json: chains[1] (Bad): "shortId" must be a whole number from 1 to 65535.')
    expect(() => readOutboundChains({ chains: [{ name: 'X', nativeId: '1', shortId: 2, mainnet: true }] })).toThrow(
      /chains\[0\] \(X\): "nativeId"/,
    )
    expect(() => readOutboundChains({})).toThrow(/"chains" must be an array/)
  })
})

describe('searchOutboundChains', () => {
  it('finds a chain by native id first', () => {
    expect(searchOutboundChains(chains, '42161')[0]?.name).toBe('Arbitrum One')
  })

  it('finds a chain by short id first', () => {
    expect(searchOutboundChains(chains, '245')[0]?.name).toBe('Solana')
  })

  it('finds chains by part of the name, case-insensitively', () => {
    expect(searchOutboundChains(chains, 'op main').map((chain) => chain.name)).toContain('OP Mainnet')
  })

  it('leaves out excluded chains', () => {
    expect(searchOutboundChains(chains, 'arbitrum').map((c) => c.name)).toContain('Arbitrum One')
    expect(searchOutboundChains(chains, 'arbitrum', { exclude: [57] }).map((c) => c.name)).not.toContain('Arbitrum One')
  })

  it('returns at most `limit` chains', () => {
    expect(searchOutboundChains(chains, 'a', { limit: 3 })).toHaveLength(3)
  })

  it('returns nothing for an empty query', () => {
    expect(searchOutboundChains(chains, '   ')).toEqual([])
  })
})
