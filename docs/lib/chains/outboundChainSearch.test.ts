import { describe, expect, it } from 'vitest'
import { outboundChains } from './chainData.ts'
import { searchOutboundChains } from './outboundChainSearch.ts'

const chains = outboundChains.chains

describe('the outbound chain snapshot', () => {
  it('holds the documented ids', () => {
    // Worked examples: Arbitrum One 42161 → 57, OP Mainnet → 55, Solana 501474 → 245, Sui 1000010 → 347
    const byName = (name: string) => chains.find((chain) => chain.name === name)
    expect(byName('Arbitrum One')).toMatchObject({ nativeId: 42161, shortId: 57 })
    expect(byName('OP Mainnet')).toMatchObject({ shortId: 55 })
    expect(byName('Solana')).toMatchObject({ nativeId: 501474, shortId: 245 })
    expect(byName('Sui')).toMatchObject({ nativeId: 1000010, shortId: 347 })
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
