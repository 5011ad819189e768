import { describe, expect, it } from 'vitest'
import type { OutboundChain } from '../data/schemas.ts'
import {
  filterRows,
  formatSnapshotDate,
  inboundTable,
  keepUnchangedRows,
  outboundTable,
  searchTextOf,
} from './chainTables.ts'

const chain = (name: string, nativeId: number, shortId: number, mainnet: boolean | null): OutboundChain => ({
  name,
  nativeId,
  shortId,
  symbol: 'ETH',
  mainnet,
  vm: 'EVM',
})

describe('outboundTable', () => {
  const model = outboundTable([
    chain('Sepolia', 11155111, 900, false),
    chain('Base', 8453, 54, true),
    chain('Arbitrum One', 42161, 57, true),
    chain('Mystery', 12345, 901, null),
  ])

  it('splits mainnets, testnets and unknown network types, sorted by name', () => {
    expect(model.groups.map((group) => [group.caption, group.rows.map((row) => row.cells[0])])).toEqual([
      [
        'Mainnets',
        [
          { kind: 'text', text: 'Arbitrum One' },
          { kind: 'text', text: 'Base' },
        ],
      ],
      ['Testnets', [{ kind: 'text', text: 'Sepolia' }]],
      ['Not marked as mainnet or testnet', [{ kind: 'text', text: 'Mystery' }]],
    ])
  })

  it('drops empty groups', () => {
    expect(outboundTable([chain('Base', 8453, 54, true)]).groups.map((group) => group.id)).toEqual(['mainnet'])
  })

  it('filters by name, native id and short id, case-insensitively', () => {
    const rows = model.groups.flatMap((group) => group.rows)
    const names = (query: string) => filterRows(rows, query).map((row) => row.key)
    expect(names('ARBI')).toEqual(['42161'])
    expect(names('8453')).toEqual(['8453'])
    expect(names('57')).toEqual(['42161'])
    expect(names('  ')).toHaveLength(4)
    expect(names('nothing')).toEqual([])
  })
})

describe('inboundTable', () => {
  it('shows a note instead of the placeholder where Direct Deposit is not offered', () => {
    const model = inboundTable({
      takenAt: '2026-11-22',
      source: 'fixture',
      directDepositAddress: '0x391E7C679d29bD940d63be94AD22A25d25b5A604',
      placeholderAddress: '0xaAaAaAaaAaAaAaaAaAAAAAAAAaaaAaAaAaaAaaAa',
      gasZipV2Address: '0x2a37D63EAdFe4b4682a3c28C1c2cD4F109Cc2762',
      chains: [
        {
          name: 'Arc',
          nativeId: 5042,
          directDeposit: false,
          contractDepositAddress: '0x9E22ebeC84c7e4C4bD6D4aE7FF6f4D436D6D8390',
          gasZipV2Verified: true,
          explorer: { name: 'Arc Explorer', url: 'https://explorer.arc.io' },
        },
      ],
    })
    const cells = model.groups[0]?.rows[0]?.cells
    expect(cells?.[2]).toEqual({ kind: 'note', text: 'Not offered' })
    expect(cells?.[3]).toEqual({
      kind: 'address',
      address: '0x9E22ebeC84c7e4C4bD6D4aE7FF6f4D436D6D8390',
      href: 'https://explorer.arc.io/address/0x9E22ebeC84c7e4C4bD6D4aE7FF6f4D436D6D8390',
    })
  })
})

describe('helpers', () => {
  it('formats the snapshot date for readers', () => {
    expect(formatSnapshotDate('2026-11-22')).toBe('November 22, 2026')
    expect(formatSnapshotDate('2025-01-05')).toBe('January 5, 2025')
  })

  it('builds lowercase search text without missing ids', () => {
    expect(searchTextOf('Meter', [82, 176, null])).toBe('meter 82 176')
  })
})

describe('keepUnchangedRows', () => {
  const snapshot = [
    chain('Base', 8453, 54, true),
    chain('Arbitrum One', 42161, 57, true),
    chain('Sepolia', 11155111, 900, false),
  ]
  const current = outboundTable(snapshot)

  it('returns the current model itself when the new list holds the same chains', () => {
    expect(keepUnchangedRows(current, outboundTable([...snapshot].reverse()))).toBe(current)
  })

  it('shares unchanged rows and groups, and takes changed and new rows from the new list', () => {
    const next = keepUnchangedRows(
      current,
      outboundTable([
        chain('Base', 8453, 54, true),
        { ...chain('Arbitrum One', 42161, 57, true), symbol: 'AETH' },
        chain('Sepolia', 11155111, 900, false),
        chain('Holesky', 17000, 902, false),
      ]),
    )
    expect(next).not.toBe(current)
    const [mainnets, testnets] = next.groups
    const [currentMainnets, currentTestnets] = current.groups
    // Arbitrum One sorts first; its symbol changed, Base did not.
    expect(mainnets?.rows[0]).not.toBe(currentMainnets?.rows[0])
    expect(mainnets?.rows[0]?.cells[3]).toEqual({ kind: 'text', text: 'AETH' })
    expect(mainnets?.rows[1]).toBe(currentMainnets?.rows[1])
    expect(testnets).not.toBe(currentTestnets)
    expect(testnets?.rows.map((row) => row.key)).toEqual(['17000', '11155111'])
    expect(testnets?.rows[1]).toBe(currentTestnets?.rows[0])
    expect(next.columns).toBe(current.columns)
  })

  it('drops a chain that left the list', () => {
    const next = keepUnchangedRows(current, outboundTable(snapshot.slice(0, 2)))
    expect(next.groups.map((group) => group.id)).toEqual(['mainnet'])
    expect(next.groups[0]).toBe(current.groups[0])
  })
})
