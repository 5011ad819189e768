/**
 * Reads the outbound chain snapshot (docs/data/outboundChains.json) and
 * searches it by name, Gas.zip short id or native chain id. Only the fields
 * name, nativeId, shortId and mainnet are used; other fields are ignored.
 */

export type OutboundChain = {
  name: string
  nativeId: number
  shortId: number
  /** `null` when it is not documented. */
  mainnet: boolean | null
}

const isId = (value: unknown) => typeof value === 'number' && Number.isInteger(value) && value > 0

/** Validates the snapshot; throws an error naming the file, the entry and the field. */
export function readOutboundChains(data: unknown, file = 'docs/data/outboundChains.json'): OutboundChain[] {
  const chains = (data as { chains?: unknown } | null)?.chains
  if (!Array.isArray(chains)) throw new Error(`${file}: "chains" must be an array.`)
  return chains.map((entry: unknown, index) => {
    const chain = (entry ?? {}) as Record<string, unknown>
    const where = `${file}: chains[${index}]${typeof chain.name === 'string' ? ` (${chain.name})` : ''}`
    if (typeof chain.name !== 'string' || chain.name.trim() === '')
      throw new Error(`${where}: "name" must be a non-empty string.`)
    if (!isId(chain.nativeId)) throw new Error(`${where}: "nativeId" must be a positive whole number.`)
    if (!isId(chain.shortId) || (chain.shortId as number) > 0xffff) {
      throw new Error(`${where}: "shortId" must be a whole number from 1 to 65535.`)
    }
    if (chain.mainnet !== true && chain.mainnet !== false && chain.mainnet !== null) {
      throw new Error(`${where}: "mainnet" must be true, false or null.`)
    }
    return {
      name: chain.name,
      nativeId: chain.nativeId as number,
      shortId: chain.shortId as number,
      mainnet: chain.mainnet as boolean | null,
    }
  })
}

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
  ranked.sort((a, b) => a.rank - b.rank || a.chain.name.localeCompare(b.chain.name))
  return ranked.slice(0, options.limit ?? 8).map(({ chain }) => chain)
}
