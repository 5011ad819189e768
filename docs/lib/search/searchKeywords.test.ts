import { describe, expect, it } from 'vitest'
import { sidebar } from '../../../sidebar.ts'
import { chainNameTerms, searchKeywords, sidebarTrails } from './searchKeywords.ts'

describe('search keywords', () => {
  it('gives each linked page the sidebar groups above it and its own label', () => {
    const trails = sidebarTrails([
      { text: 'Overview', link: '/overview' },
      {
        text: 'Gas.zip',
        items: [{ text: 'v1: Manual', items: [{ text: 'SVM', items: [{ text: 'Solana Deposit', link: '/solana' }] }] }],
      },
    ])
    expect(Object.fromEntries(trails)).toEqual({
      '/overview': ['Overview'],
      '/solana': ['Gas.zip', 'v1: Manual', 'SVM', 'Solana Deposit'],
    })
  })

  it('keeps both trails of a page the sidebar lists twice', () => {
    const trails = sidebarTrails([
      { text: 'A', items: [{ text: 'Limits', link: '/limits' }] },
      { text: 'B', items: [{ text: 'Caps', link: '/limits' }] },
    ])
    expect(trails.get('/limits')).toEqual(['A', 'Limits', 'B', 'Caps'])
  })

  it('makes a chain name one term, plus its first word', () => {
    expect(chainNameTerms('OP Mainnet')).toEqual(['OP', 'OP_Mainnet'])
    expect(chainNameTerms('Arbitrum One')).toEqual(['Arbitrum', 'Arbitrum_One'])
    expect(chainNameTerms('Kaia')).toEqual(['Kaia'])
  })

  it('joins the sidebar, the aliases and the chain lists of the site', () => {
    const keywords = searchKeywords(sidebar, {
      aliases: [{ section: '/gas/overview#limits', words: ['minimum'] }],
      chainLists: [{ section: '/gas/chain-support/outbound#short-ids-by-chain', list: 'outbound' }],
    })
    expect(keywords['/layerzero/v2/code-examples/completeFlow']).toEqual([
      'Gas.zip LayerZero',
      'v2: GasLZ Router',
      'Complete Flow',
    ])
    expect(keywords['/gas/overview#limits']).toEqual(['minimum'])
    const outbound = keywords['/gas/chain-support/outbound#short-ids-by-chain'] ?? []
    expect(outbound).toContain('OP_Mainnet')
    expect(outbound).toContain('Kaia')
    expect(outbound).not.toContain('Mainnet')
  })
})
