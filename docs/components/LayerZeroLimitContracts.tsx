import { type LayerZeroVersion, limitContractTable } from '../lib/chains/referenceTables.ts'

type Props = { version: LayerZeroVersion }

/**
 * The contract to read route caps from, per source chain: the LayerZero v2 executor
 * (`dstConfig`) or the LayerZero v1 relayer (`dstConfigLookup`). Data: docs/data/layerzeroChains.json.
 */
export function LayerZeroLimitContracts({ version }: Props) {
  const { caption, columns, rows } = limitContractTable(version)
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: the table scrolls sideways on narrow screens; keyboard users focus it to scroll
    <table className="vocs_Table" tabIndex={0}>
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
            <td>{row.nativeChainId}</td>
            <td>{row.layerZeroId}</td>
            <td>
              <code>{row.contract}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
