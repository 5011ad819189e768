import { type LayerZeroVersion, limitContractTable } from '../lib/chains/referenceTables.ts'
import { codeTokenClass } from '../lib/markdown/codeTokens.ts'
import { CopyValue } from './CopyValue.tsx'

type Props = { version: LayerZeroVersion }

/**
 * The contract to read route caps from, per source chain: the LayerZero v2 executor
 * (`dstConfig`) or the LayerZero v1 relayer (`dstConfigLookup`). Data: docs/data/layerzeroChains.json.
 */
export function LayerZeroLimitContracts({ version }: Props) {
  const { caption, columns, rows } = limitContractTable(version)
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: the table scrolls sideways on narrow screens; keyboard users focus it to scroll
    <table className="vocs_Table stacked-table" tabIndex={0}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th scope="col" key={column}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <td>{row.name}</td>
            <td data-label={columns[1]}>{row.nativeChainId}</td>
            <td data-label={columns[2]}>{row.layerZeroId}</td>
            <td data-label={columns[3]}>
              {row.contract ? (
                <span className="copyable-value">
                  <code className={codeTokenClass}>{row.contract}</code>
                  <CopyValue value={row.contract} label={`${row.name} ${columns[3] ?? ''}`} />
                </span>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
