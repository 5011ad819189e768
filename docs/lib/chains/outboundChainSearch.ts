/**
 * Searches the outbound chains (docs/data/outboundChains.json, validated before
 * every build) by name, Gas.zip short id or native chain id.
 */
import type { OutboundChain } from '../data/schemas.ts'
import { compareChainNames } from './chainNameOrder.ts'

export type { OutboundChain }

/**
 * Chains matching `query`, best first: an exact short id or native id, then
 * names that start with the query, then names that contain it, then ids that
 * start with it. Chains in `exclude` (by short id) are left out.
 */
export function searchOutboundChains(
  chains: readonly OutboundChain[],
  query: string,
  options: { exclude?: readonly number[]; limit?: number } = {},
): OutboundChain[] {
  const text = query.trim().toLowerCase()
  if (text === '') return []
  const exclude = new Set(options.exclude ?? [])
  const ranked: { chain: OutboundChain; rank: number }[] = []
  for (const chain of chains) {
    if (exclude.has(chain.shortId)) continue
    const name = chain.name.toLowerCase()
    const ids = [String(chain.shortId), String(chain.nativeId)]
    let rank: number | undefined
    if (ids.includes(text)) rank = 0
    else if (name.startsWith(text)) rank = 1
    else if (name.includes(text)) rank = 2
    else if (ids.some((id) => id.startsWith(text))) rank = 3
    if (rank !== undefined) ranked.push({ chain, rank })
  }
  ranked.sort((a, b) => a.rank - b.rank || compareChainNames(a.chain.name, b.chain.name))
  return ranked.slice(0, options.limit ?? 8).map(({ chain }) => chain)
}
