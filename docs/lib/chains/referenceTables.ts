/**
 * Rows of the small data tables pages show (Rip.Fun tokens, LayerZero limit
 * contracts). The React components and the Markdown pages both lay out these
 * rows, so the web page and its Markdown list the same entries in the same order.
 * Framework-free and free of browser-only imports, so the post-build step can run it.
 */
import layerzeroChains from '../../data/layerzeroChains.json' with { type: 'json' }
import ripfunTokens from '../../data/ripfunTokens.json' with { type: 'json' }
import type { LayerzeroChain, LayerzeroChainsFile } from '../data/schemas.ts'
import { compareChainNames } from './chainNameOrder.ts'

const zeroAddress = '0x0000000000000000000000000000000000000000'

export type RipfunTokenRow = { key: string; chain: string; token: string; address: string; native: boolean }

/** Tokens and native coins the Rip.Fun address accepts; a native coin is listed at the zero address. */
export function ripfunTokenRows(data: { tokens: { chain: string; token: string; address: string }[] } = ripfunTokens) {
  return data.tokens.map(
    (token): RipfunTokenRow => ({
      key: `${token.chain}-${token.token}`,
      chain: token.chain,
      token: token.token,
      address: token.address,
      native: token.address === zeroAddress,
    }),
  )
}

/** Words after the zero address, which stands for the chain's native coin. */
export const nativeCoinText = ' (native coin)'

export type LayerZeroVersion = 'v1' | 'v2'
export type LimitContractTable = {
  caption: string
  columns: [string, string, string, string]
  rows: { key: string; name: string; nativeChainId: number; layerZeroId: number | null; contract: string }[]
}

/**
 * The contract to read route caps from, per source chain: the LayerZero v2
 * executor (`dstConfig`) or the v1 relayer (`dstConfigLookup`). A source chain is
 * one where that router version is deployed, so each version lists the chains
 * with its router and a contract to read. Sorted by chain name (chainNameOrder.ts).
 */
export function limitContractTable(
  version: LayerZeroVersion,
  chains: readonly LayerzeroChain[] = (layerzeroChains as LayerzeroChainsFile).chains,
): LimitContractTable {
  const rows = chains
    .filter((chain) =>
      version === 'v2'
        ? chain.depositRouters?.v2 != null && chain.executorV2 !== null
        : chain.depositRouters?.v1 != null && chain.relayerV1 !== null,
    )
    .slice()
    .sort((a, b) => compareChainNames(a.name, b.name))
    .map((chain) => ({
      key: String(chain.nativeId),
      name: chain.name,
      nativeChainId: chain.nativeId,
      layerZeroId: version === 'v2' ? chain.lzV2Eid : chain.lzV1Id,
      contract: (version === 'v2' ? chain.executorV2 : chain.relayerV1) ?? '',
    }))
  return version === 'v2'
    ? {
        caption: 'LayerZero v2 executor of each source chain (read dstConfig on it)',
        columns: ['Source chain', 'Native chain id', 'LayerZero v2 endpoint id', 'Executor'],
        rows,
      }
    : {
        caption: 'LayerZero v1 relayer of each source chain (read dstConfigLookup on it)',
        columns: ['Source chain', 'Native chain id', 'LayerZero v1 chain id', 'Relayer'],
        rows,
      }
}
