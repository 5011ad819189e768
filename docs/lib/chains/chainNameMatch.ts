/**
 * Finds chains by a name a reader types: any name a chain goes by (its display name or an
 * alias), in any case. An exact name comes first, so "Arbitrum", an alias of Arbitrum One,
 * answers Arbitrum One before Arbitrum Nova; then names that start with the text, then names
 * that hold it. Within each group the chains keep the order of chainNameOrder.ts.
 */
import { compareChainNames } from './chainNameOrder.ts'

export type NamedChain = { name: string; aliases: readonly string[] }

/** 0 for an exact name, 1 for a name that starts with `text`, 2 for one that holds it, else undefined. */
function nameRank(chain: NamedChain, text: string): number | undefined {
  const names = [chain.name, ...chain.aliases].map((name) => name.toLowerCase())
  if (names.includes(text)) return 0
  if (names.some((name) => name.startsWith(text))) return 1
  if (names.some((name) => name.includes(text))) return 2
  return undefined
}

/** The chains one of whose names matches `query`, best first; none for an empty query. */
export function matchChainsByName<Chain extends NamedChain>(chains: readonly Chain[], query: string): Chain[] {
  const text = query.trim().replace(/\s+/g, ' ').toLowerCase()
  if (text === '') return []
  return chains
    .flatMap((chain) => {
      const rank = nameRank(chain, text)
      return rank === undefined ? [] : [{ chain, rank }]
    })
    .sort((a, b) => a.rank - b.rank || compareChainNames(a.chain.name, b.chain.name))
    .map(({ chain }) => chain)
}
