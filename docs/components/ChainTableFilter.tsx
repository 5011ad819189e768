/**
 * A chain table with a filter box, a live count, an empty state and copy buttons.
 * It renders the same on the server and on first paint in the browser (from the
 * snapshot data), so the prerendered page already shows the controls and the rows,
 * and nothing below moves when React takes over. For the outbound list it also
 * fetches GET /v2/chains once and shows the live list when the answer is valid.
 *
 * The children (the static tables that `::chain-table` writes, also used for the
 * search index) are not rendered: the rows here come from the same data.
 */
import { memo, type ReactNode, startTransition, useDeferredValue, useEffect, useMemo, useState } from 'react'
import { chainTableFor, outboundChains } from '../lib/chains/chainData.ts'
import {
  aliasSuffix,
  type Cell,
  type ChainTableModel,
  countRows,
  filterRows,
  formatSnapshotDate,
  isChainListName,
  keepUnchangedRows,
  outboundTable,
  type Row,
} from '../lib/chains/chainTables.ts'
import { fetchLiveChains } from '../lib/chains/liveChains.ts'
import { codeTokenClass } from '../lib/markdown/codeTokens.ts'
import './ChainTableFilter.css'
import { useElementId } from '../lib/site/elementId.ts'
import { CopyValue } from './CopyValue.tsx'
import { useMdxElements } from './mdxElements.ts'

type LiveState = { kind: 'checking' } | { kind: 'live'; count: number } | { kind: 'snapshot' }

function CellContent({ cell, rowName, column }: { cell: Cell; rowName: string; column: string }) {
  const { Anchor, Code } = useMdxElements()
  switch (cell.kind) {
    case 'text':
      return cell.aliases ? (
        <>
          {cell.text}
          <span className="chainTable-aliases">{aliasSuffix(cell.aliases)}</span>
        </>
      ) : (
        cell.text
      )
    case 'number':
      return <>{cell.value === null ? (cell.missing ?? '') : String(cell.value)}</>
    case 'address':
      return (
        // The whole address, as a reader copies it: a selection of the cell copies what the
        // explorer link and the Copy button hold. The table scrolls to show it (phones: the
        // address scrolls in its own box).
        <span className="copyable-value">
          <Anchor href={cell.href} aria-label={`${cell.address} on the explorer`}>
            <Code className={codeTokenClass}>{cell.address}</Code>
          </Anchor>
          <CopyValue value={cell.address} label={`${rowName} ${column}`} />
        </span>
      )
    case 'link':
      return (
        <Anchor href={cell.href} aria-label={cell.label}>
          {cell.text}
        </Anchor>
      )
    case 'note':
      return <em>{cell.text}</em>
  }
}

// Memoised: a row whose data did not change (the live list shares it with the snapshot,
// see keepUnchangedRows) is not rendered again.
const ChainRow = memo(function ChainRow({ row, columns }: { row: Row; columns: string[] }) {
  const { Td, Tr } = useMdxElements()
  const name = row.cells[0]?.kind === 'text' ? row.cells[0].text : row.key
  return (
    <Tr data-chain-row={row.key}>
      {row.cells.map((cell, cellIndex) => (
        <Td key={columns[cellIndex]} data-label={cellIndex === 0 ? undefined : columns[cellIndex]}>
          <CellContent cell={cell} rowName={name} column={columns[cellIndex] ?? ''} />
        </Td>
      ))}
    </Tr>
  )
})

/**
 * How a list shows on a phone: four columns of short values (the outbound lists) fit a 358 px
 * column as a compact table, one line a chain; wider lists (addresses, routers) become one
 * labelled entry a chain (`stacked-table`, docs/styles.css).
 */
const phoneLayout = (model: ChainTableModel) => (model.columns.length <= 4 ? 'compact-table' : 'stacked-table')

// Memoised: while the reader types, only the input re-renders until the deferred query arrives.
const InteractiveTables = memo(function InteractiveTables({ model, query }: { model: ChainTableModel; query: string }) {
  const { Table, Th, Tr } = useMdxElements()
  return (
    <>
      {model.groups.map((group) => {
        const rows = filterRows(group.rows, query)
        if (rows.length === 0) return null
        return (
          <Table tabIndex={0} key={group.id} className={phoneLayout(model)} data-chain-group={group.id}>
            <caption>
              {group.caption} (
              {rows.length === group.rows.length ? rows.length : `${rows.length} of ${group.rows.length}`})
            </caption>
            <thead>
              <Tr>
                {model.columns.map((column) => (
                  <Th key={column} scope="col">
                    {column}
                  </Th>
                ))}
              </Tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <ChainRow key={row.key} row={row} columns={model.columns} />
              ))}
            </tbody>
          </Table>
        )
      })}
    </>
  )
})

export function ChainTableFilter({ list }: { list: string; children?: ReactNode }) {
  if (!isChainListName(list)) throw new Error(`ChainTableFilter: unknown list ${JSON.stringify(list)}`)
  const inputId = useElementId()
  const [query, setQuery] = useState('')
  const [model, setModel] = useState<ChainTableModel>(() => chainTableFor(list))
  const [live, setLive] = useState<LiveState>({ kind: 'checking' })
  const { Code } = useMdxElements()

  useEffect(() => {
    if (list !== 'outbound') return
    let cancelled = false
    fetchLiveChains(outboundChains.chains).then((result) => {
      if (cancelled) return
      if (result.ok) {
        // A transition: React rebuilds the changed rows in short slices, so a phone stays
        // responsive while the live list replaces the snapshot. Rows that did not change keep
        // their objects, and a list equal to the snapshot keeps the model itself.
        startTransition(() => {
          setModel((current) => keepUnchangedRows(current, outboundTable(result.chains)))
          setLive({ kind: 'live', count: result.chains.length })
        })
      } else {
        console.info(`Outbound chains: showing the snapshot (${result.reason}).`)
        setLive({ kind: 'snapshot' })
      }
    })
    return () => {
      cancelled = true
    }
  }, [list])

  // The input shows each key at once; the table follows in the background and a keystroke
  // typed while it renders interrupts that render instead of waiting for it.
  const tableQuery = useDeferredValue(query)
  const total = useMemo(() => countRows(model), [model])
  const shown = useMemo(
    () => model.groups.reduce((sum, group) => sum + filterRows(group.rows, tableQuery).length, 0),
    [model, tableQuery],
  )

  const idHint =
    list === 'outbound'
      ? 'name, native id or short id'
      : list === 'inbound'
        ? 'name or native id'
        : 'name, native id or LayerZero id'
  return (
    <div className="chainTable" data-chain-table-interactive={list}>
      <div className="chainTable-controls">
        <label htmlFor={inputId}>Filter chains</label>
        <input
          id={inputId}
          type="search"
          value={query}
          placeholder={idHint}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setQuery(event.target.value)}
        />
        <p className="chainTable-count" role="status" aria-live="polite">
          {shown} of {total} chains
        </p>
      </div>
      {list === 'outbound' && (
        // All three messages share one grid cell and only the current one is visible, so the
        // line is as tall as the longest from the first paint and the table below never moves.
        <p className="chainTable-source" data-chain-source={live.kind}>
          <span data-source-message="live" aria-hidden={live.kind !== 'live'}>
            <span className="chainTable-badge">Live</span> {live.kind === 'live' ? live.count : total} chains from{' '}
            <Code>GET /v2/chains</Code>, fetched just now.
          </span>
          <span data-source-message="checking" aria-hidden={live.kind !== 'checking'}>
            Snapshot of {formatSnapshotDate(outboundChains.takenAt)}. Checking the live list…
          </span>
          <span data-source-message="snapshot" aria-hidden={live.kind !== 'snapshot'}>
            Snapshot of {formatSnapshotDate(outboundChains.takenAt)}. The live list could not be loaded.
          </span>
        </p>
      )}
      {shown === 0 ? (
        <p className="chainTable-empty">
          No chain matches “{tableQuery.trim()}”. Search by {idHint}.
        </p>
      ) : (
        <InteractiveTables model={model} query={tableQuery} />
      )}
    </div>
  )
}
