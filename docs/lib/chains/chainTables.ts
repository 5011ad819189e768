/**
 * Turns the chain data files into table models: columns, groups (mainnets,
 * testnets, …) and rows of typed cells. The remark plugin renders these to
 * static HTML at compile time; the ChainTableFilter component renders the same
 * models interactively in the browser.
 */
import type { InboundChainsFile, LayerzeroChainsFile, OutboundChain, OutboundChainsFile } from '../data/schemas.ts'
import { monthNames } from '../site/monthNames.ts'
import { compareChainNames } from './chainNameOrder.ts'

export type Cell =
  | { kind: 'text'; text: string; aliases?: readonly string[] }
  | { kind: 'number'; value: number | null; missing?: string }
  | { kind: 'address'; address: string; href: string }
  | { kind: 'link'; text: string; href: string; label?: string }
  | { kind: 'note'; text: string }

export type Row = { key: string; searchText: string; cells: Cell[] }
type RowGroup = { id: string; caption: string; rows: Row[] }
export type ChainTableModel = { list: ChainListName; columns: string[]; groups: RowGroup[] }

const chainListNames = ['inbound', 'outbound', 'layerzero-deposit', 'layerzero-outbound'] as const
export type ChainListName = (typeof chainListNames)[number]

export function isChainListName(value: unknown): value is ChainListName {
  return typeof value === 'string' && (chainListNames as readonly string[]).includes(value)
}

/** Lowercased text a filter query is matched against: name, other names and ids. */
export function searchTextOf(name: string, ids: readonly (number | null)[], aliases: readonly string[] = []): string {
  return [name, ...aliases, ...ids.filter((id) => id !== null)].join(' ').toLowerCase()
}

/** Rows whose name or ids contain the query (case-insensitive); all rows for an empty query. */
export function filterRows(rows: readonly Row[], query: string): Row[] {
  const needle = query.trim().toLowerCase()
  if (needle === '') return [...rows]
  return rows.filter((row) => row.searchText.includes(needle))
}

/** Total number of rows over all groups. */
export function countRows(model: ChainTableModel): number {
  return model.groups.reduce((sum, group) => sum + group.rows.length, 0)
}

const byName = <T extends { name: string }>(a: T, b: T) => compareChainNames(a.name, b.name)

/** The name cell of a chain: its one name, with the other names it goes by. */
const nameCell = (chain: { name: string; aliases?: readonly string[] }): Cell =>
  chain.aliases ? { kind: 'text', text: chain.name, aliases: chain.aliases } : { kind: 'text', text: chain.name }

/** How a name cell shows the other names: " (also Arbitrum)". */
export const aliasSuffix = (aliases: readonly string[] | undefined) =>
  aliases && aliases.length > 0 ? ` (also ${aliases.join(', ')})` : ''

function explorerAddressUrl(explorerUrl: string, address: string): string {
  return `${explorerUrl}/address/${address}`
}

export function inboundTable(data: InboundChainsFile): ChainTableModel {
  const rows = [...data.chains].sort(byName).map(
    (chain): Row => ({
      key: String(chain.nativeId),
      searchText: searchTextOf(chain.name, [chain.nativeId], chain.aliases),
      cells: [
        nameCell(chain),
        { kind: 'number', value: chain.nativeId },
        chain.directDeposit
          ? {
              kind: 'address',
              address: data.directDepositAddress,
              href: explorerAddressUrl(chain.explorer.url, data.directDepositAddress),
            }
          : { kind: 'note', text: 'Not offered' },
        {
          kind: 'address',
          address: chain.contractDepositAddress,
          href: explorerAddressUrl(chain.explorer.url, chain.contractDepositAddress),
        },
        { kind: 'link', text: chain.explorer.name, href: chain.explorer.url },
      ],
    }),
  )
  return {
    list: 'inbound',
    columns: ['Chain', 'Native id', 'Direct Deposit', 'Contract deposit', 'Explorer'],
    groups: [{ id: 'mainnet', caption: 'Deposit chains', rows }],
  }
}

function outboundRow(chain: OutboundChain): Row {
  return {
    key: String(chain.nativeId),
    searchText: searchTextOf(chain.name, [chain.nativeId, chain.shortId], chain.aliases),
    cells: [
      nameCell(chain),
      { kind: 'number', value: chain.nativeId },
      { kind: 'number', value: chain.shortId },
      chain.symbol ? { kind: 'text', text: chain.symbol } : { kind: 'note', text: 'Not recorded' },
    ],
  }
}

/** Outbound chains split into mainnets, testnets and chains the list marks as neither. */
export function outboundTable(chains: readonly OutboundChain[]): ChainTableModel {
  const sorted = [...chains].sort(byName)
  const groups: RowGroup[] = [
    { id: 'mainnet', caption: 'Mainnets', rows: sorted.filter((c) => c.mainnet === true).map(outboundRow) },
    { id: 'testnet', caption: 'Testnets', rows: sorted.filter((c) => c.mainnet === false).map(outboundRow) },
    {
      id: 'unknown',
      caption: 'Not marked as mainnet or testnet',
      rows: sorted.filter((c) => c.mainnet === null).map(outboundRow),
    },
  ]
  return {
    list: 'outbound',
    columns: ['Chain', 'Native id', 'Short id', 'Gas token'],
    groups: groups.filter((group) => group.rows.length > 0),
  }
}

const sameRow = (a: Row, b: Row) =>
  a.key === b.key && a.searchText === b.searchText && JSON.stringify(a.cells) === JSON.stringify(b.cells)

/**
 * The next model, sharing every row, group and column list that did not change with the
 * current one; the current model itself when nothing changed. The outbound table swaps its
 * snapshot for the live list this way, so React re-renders only the rows that differ and
 * nothing at all when the live list matches the snapshot (a phone then spends no time on
 * rebuilding a few hundred identical rows right after the page is shown).
 */
export function keepUnchangedRows(current: ChainTableModel, next: ChainTableModel): ChainTableModel {
  const currentRows = new Map(current.groups.flatMap((group) => group.rows.map((row) => [row.key, row] as const)))
  const groups = next.groups.map((group): RowGroup => {
    const rows = group.rows.map((row) => {
      const kept = currentRows.get(row.key)
      return kept && sameRow(kept, row) ? kept : row
    })
    const old = current.groups.find((candidate) => candidate.id === group.id)
    const unchanged =
      old !== undefined &&
      old.caption === group.caption &&
      old.rows.length === rows.length &&
      old.rows.every((row, index) => row === rows[index])
    return unchanged ? old : { ...group, rows }
  })
  const sameColumns =
    current.columns.length === next.columns.length && current.columns.every((column, i) => column === next.columns[i])
  const columns = sameColumns ? current.columns : next.columns
  const sameGroups =
    current.groups.length === groups.length && current.groups.every((group, index) => group === groups[index])
  if (current.list === next.list && sameColumns && sameGroups) return current
  return { list: next.list, columns, groups }
}

export function outboundTableFromFile(data: OutboundChainsFile): ChainTableModel {
  return outboundTable(data.chains)
}

export function layerzeroDepositTable(data: LayerzeroChainsFile): ChainTableModel {
  // A router has one address on every chain (stated once on the page), so each cell only
  // says whether it is deployed there and links to it on that chain's explorer. Repeating
  // two addresses on every row made the table too wide for the page even at 1440 px.
  const router = (
    chain: string,
    version: string,
    deployment: { explorerUrl: string | null } | null,
    address: string,
  ): Cell => {
    if (!deployment) return { kind: 'note', text: 'Not deployed' }
    if (!deployment.explorerUrl) return { kind: 'text', text: 'Deployed' }
    return {
      kind: 'link',
      text: 'Deployed',
      href: deployment.explorerUrl,
      label: `Deployed: ${chain} ${version} router ${address} on the explorer`,
    }
  }
  const depositChains = data.chains.flatMap((chain) =>
    chain.depositRouters ? [{ ...chain, routers: chain.depositRouters }] : [],
  )
  const rows = depositChains.sort(byName).map(
    (chain): Row => ({
      key: String(chain.nativeId),
      searchText: searchTextOf(chain.name, [chain.nativeId, chain.lzV1Id, chain.lzV2Eid], chain.aliases),
      cells: [
        nameCell(chain),
        { kind: 'number', value: chain.nativeId },
        // The chain's own ids. One the router configuration lacks is "None", even where a
        // router is deployed (Canto has the v1 router but no v1 chain id).
        { kind: 'number', value: chain.lzV1Id, missing: 'None' },
        { kind: 'number', value: chain.lzV2Eid, missing: 'None' },
        router(chain.name, 'v1', chain.routers.v1, data.routers.v1),
        router(chain.name, 'v2', chain.routers.v2, data.routers.v2),
      ],
    }),
  )
  return {
    list: 'layerzero-deposit',
    columns: ['Chain', 'Native id', 'LZ v1 id', 'LZ v2 eid', 'v1 router', 'v2 router'],
    groups: [{ id: 'mainnet', caption: 'LayerZero deposit chains', rows }],
  }
}

export function layerzeroOutboundTable(data: LayerzeroChainsFile): ChainTableModel {
  // A router version that does not deliver to a chain shows "Not supported", even
  // where the chain has an id of that LayerZero version.
  const outboundChains = data.chains.flatMap((chain) => {
    const { outbound } = chain
    if (!outbound) return []
    return [{ ...chain, lzV1Id: outbound.v1 ? chain.lzV1Id : null, lzV2Eid: outbound.v2 ? chain.lzV2Eid : null }]
  })
  const rows = outboundChains.sort(byName).map(
    (chain): Row => ({
      key: String(chain.nativeId),
      searchText: searchTextOf(chain.name, [chain.nativeId, chain.lzV1Id, chain.lzV2Eid], chain.aliases),
      cells: [
        nameCell(chain),
        { kind: 'number', value: chain.nativeId },
        { kind: 'number', value: chain.lzV1Id, missing: 'Not supported' },
        { kind: 'number', value: chain.lzV2Eid, missing: 'Not supported' },
      ],
    }),
  )
  return {
    list: 'layerzero-outbound',
    columns: ['Chain', 'Native id', 'LayerZero v1 id', 'LayerZero v2 eid'],
    groups: [{ id: 'mainnet', caption: 'LayerZero outbound chains', rows }],
  }
}

/** "November 22, 2026" for "2026-11-22": the US long form, as the footer writes its date. */
export function formatSnapshotDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number)
  return `${monthNames[(month ?? 1) - 1]} ${day}, ${year}`
}
