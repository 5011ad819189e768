import { describe, expect, it } from 'vitest'
import { limitContractTable } from './referenceTables.ts'

describe('limitContractTable', () => {
  const names = (version: 'v1' | 'v2') => limitContractTable(version).rows.map((row) => row.name)

  it('lists as v2 sources only chains where the v2 router is deployed', () => {
    const v2 = names('v2')
    expect(v2).toHaveLength(39)
    // They have a v2 executor, but no v2 router to send from.
    for (const chain of ['DOS', 'ShimmerEVM', 'Canto', 'Meter']) expect(v2).not.toContain(chain)
    expect(v2).toContain('Rarible')
  })

  it('lists as v1 sources the chains with the v1 router and a relayer', () => {
    const v1 = names('v1')
    expect(v1).toHaveLength(39)
    for (const chain of ['Canto', 'Injective EVM', 'PGN', 'Rarible']) expect(v1).not.toContain(chain)
    expect(v1).toContain('Meter')
  })

  it('gives each source chain its own executor, sorted by name', () => {
    const { rows } = limitContractTable('v2')
    expect(rows.find((row) => row.name === 'Ethereum')).toMatchObject({
      nativeChainId: 1,
      layerZeroId: 30101,
      contract: '0x173272739Bd7Aa6e4e214714048a9fE699453059',
    })
    const sorted = [...rows].sort((a, b) => a.name.localeCompare(b.name))
    expect(rows.map((row) => row.name)).toEqual(sorted.map((row) => row.name))
  })
})
