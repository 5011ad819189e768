import { describe, expect, it } from 'vitest'
import { compareChainNames } from './chainNameOrder.ts'

describe('compareChainNames', () => {
  it('orders alphabetically with letter case ignored', () => {
    const names = ['Zora', 'opBNB', 'BSC', 'Viction', 'Base', 'Optimism', 'Polygon zkEVM', 'Polygon']
    expect(names.sort(compareChainNames)).toEqual([
      'Base',
      'BSC',
      'opBNB',
      'Optimism',
      'Polygon',
      'Polygon zkEVM',
      'Viction',
      'Zora',
    ])
  })

  it('treats names that differ only in case or accents as equal', () => {
    expect(compareChainNames('bsc', 'BSC')).toBe(0)
    expect(compareChainNames('Élan', 'Elan')).toBe(0)
  })
})
