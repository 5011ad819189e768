import { type LayerZeroChain, layerZeroChains } from '../lib/encoding/layerzeroParams.ts'

type Props = { version: 'v1' | 'v2' }

/**
 * The contract to read route caps from, per source chain: the LayerZero v2 executor
 * (`dstConfig`) or the LayerZero v1 relayer (`dstConfigLookup`). Data: docs/data/layerzeroChains.json.
 */
export function LayerZeroLimitContracts({ version }: Props) {
  const rows = layerZeroChains
    .filter((chain) => (version === 'v1' ? chain.relayerV1 !== null : chain.executorV2 !== null))
    .slice()
    .sort((a, b) => a.name.localeCompare(b.name))
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: the table scrolls sideways on narrow screens; keyboard users focus it to scroll
    <table className="vocs_Table" tabIndex={0}>
      <caption>
        {version === 'v2'
          ? 'LayerZero v2 executor of each source chain (read dstConfig on it)'
          : 'LayerZero v1 relayer of each source chain (read dstConfigLookup on it)'}
      </caption>
      <thead>
        <tr>
          <th scope="col">Source chain</th>
          <th scope="col">Native chain id</th>
          <th scope="col">{version === 'v2' ? 'LayerZero v2 endpoint id' : 'LayerZero v1 chain id'}</th>
          <th scope="col">{version === 'v2' ? 'Executor' : 'Relayer'}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((chain: LayerZeroChain) => (
          <tr key={chain.nativeId}>
            <td>{chain.name}</td>
            <td>{chain.nativeId}</td>
            <td>{version === 'v2' ? chain.lzV2Eid : chain.lzV1Id}</td>
            <td>
              <code>{version === 'v2' ? chain.executorV2 : chain.relayerV1}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
