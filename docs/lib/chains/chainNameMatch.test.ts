import { describe, expect, it } from 'vitest'
import inboundChains from '../../data/inboundChains.json' with { type: 'json' }
import { matchChainsByName } from './chainNameMatch.ts'

const chains = [
  { name: 'Arbitrum Nova', aliases: [] },
  { name: 'Arbitrum One', aliases: ['Arbitrum'] },
  { name: 'OP Mainnet', aliases: ['Optimism'] },
  { name: 'Base', aliases: ['Base Mainnet'] },
  { name: 'Sepolia Base', aliases: [] },
]
const names = (query: string) => matchChainsByName(chains, query).map((chain) => chain.name)

describe('matchChainsByName', () => {
  it('answers an exact name or alias first, in any case', () => {
    expect(names('Arbitrum')).toEqual(['Arbitrum One', 'Arbitrum Nova'])
    expect(names('arbitrum nova')).toEqual(['Arbitrum Nova'])
    expect(names('  optimism ')).toEqual(['OP Mainnet'])
    expect(names('base')).toEqual(['Base', 'Sepolia Base'])
  })

  it('puts names that start with the text before names that only hold it', () => {
    expect(names('ba')).toEqual(['Base', 'Sepolia Base'])
    expect(names('main')).toEqual(['Base', 'OP Mainnet'])
  })

  it('finds nothing for an empty query or a name no chain has', () => {
    expect(names('   ')).toEqual([])
    expect(names('Ethereum')).toEqual([])
  })

  it('answers Arbitrum One first from the deposit chain data', () => {
    const data = inboundChains.chains.map((chain) => ({ name: chain.name, aliases: chain.aliases ?? [] }))
    expect(matchChainsByName(data, 'Arbitrum')[0]?.name).toBe('Arbitrum One')
  })
})
