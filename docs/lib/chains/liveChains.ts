/**
 * The live outbound chain list: GET https://backend.gas.zip/v2/chains.
 * Checks the answer against the documented response shape and maps it to the
 * snapshot's entry shape. Used by the outbound table in the browser and by
 * `npm run sync:chains` (which also validates the whole file it writes).
 */
import type { OutboundChain } from '../data/schemas.ts'
import { compareChainNames } from './chainNameOrder.ts'

export const liveChainsUrl = 'https://backend.gas.zip/v2/chains'

/** One entry of `chains` in the documented `/v2/chains` response (the fields the tables use). */
export type V2ChainEntry = { name: string; chain: number; short: number; symbol: string; mainnet?: boolean }

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The first problem of one entry, as `field "x": message`, or undefined when the entry is valid. */
function entryProblem(entry: unknown): string | undefined {
  if (!isRecord(entry)) return 'field "(the entry itself)": expected an object'
  const { name, chain, short, symbol, mainnet } = entry
  if (typeof name !== 'string' || name.trim() === '') return 'field "name": expected a non-empty string'
  if (typeof chain !== 'number' || !Number.isSafeInteger(chain) || chain <= 0)
    return 'field "chain": expected a positive whole number'
  if (typeof short !== 'number' || !Number.isInteger(short) || short < 1 || short > 65535)
    return 'field "short": expected a whole number from 1 to 65535'
  if (typeof symbol !== 'string' || symbol === '') return 'field "symbol": expected a non-empty string'
  if (mainnet !== undefined && typeof mainnet !== 'boolean') return 'field "mainnet": expected true or false'
  return undefined
}

/**
 * Checks a `/v2/chains` answer by hand (this runs in the browser, which gets no schema
 * library): a non-empty `chains` list whose entries have the documented fields, with no
 * native id or short id used twice. Returns the first problem, naming entry and field.
 */
export function checkV2ChainsAnswer(
  content: unknown,
): { ok: true; chains: V2ChainEntry[] } | { ok: false; reason: string } {
  if (!isRecord(content) || !Array.isArray(content.chains))
    return { ok: false, reason: 'field "chains": expected a list' }
  const chains: unknown[] = content.chains
  if (chains.length === 0) return { ok: false, reason: 'field "chains": the list is empty' }
  const seen = { nativeId: new Map<number, number>(), shortId: new Map<number, number>() }
  for (const [index, entry] of chains.entries()) {
    const label = `chains[${index}]${isRecord(entry) && typeof entry.name === 'string' ? ` (${entry.name})` : ''}`
    const problem = entryProblem(entry)
    if (problem) return { ok: false, reason: `${label}: ${problem}` }
    const { chain, short } = entry as V2ChainEntry
    for (const [field, value] of [
      ['nativeId', chain],
      ['shortId', short],
    ] as const) {
      const first = seen[field].get(value)
      if (first !== undefined) {
        const other = chains[first] as V2ChainEntry
        return {
          ok: false,
          reason: `${label}: field "${field}": ${value} is already used by chains[${first}] (${other.name})`,
        }
      }
      seen[field].set(value, index)
    }
  }
  return { ok: true, chains: chains as V2ChainEntry[] }
}

/**
 * Maps a checked `/v2/chains` answer to snapshot entries. The VM family is
 * not in the API, so it is carried over from the snapshot by native id. So is
 * the name: a chain keeps the one name the site gives it in every list, and a
 * different name in the answer becomes one of its aliases.
 */
export function toOutboundChains(
  entries: readonly V2ChainEntry[],
  previous: readonly OutboundChain[],
): OutboundChain[] {
  const known = new Map(previous.map((chain) => [chain.nativeId, chain]))
  return entries
    .map((entry): OutboundChain => {
      const before = known.get(entry.chain)
      const live = entry.name.trim()
      const name = before?.name ?? live
      const aliases = [...(before?.aliases ?? []), ...(live !== name && !before?.aliases?.includes(live) ? [live] : [])]
      return {
        name,
        ...(aliases.length > 0 ? { aliases } : {}),
        nativeId: entry.chain,
        shortId: entry.short,
        symbol: entry.symbol,
        mainnet: entry.mainnet ?? null,
        vm: before?.vm ?? null,
      }
    })
    .sort((a, b) => compareChainNames(a.name, b.name))
}

export type LiveChainsResult = { ok: true; chains: OutboundChain[] } | { ok: false; reason: string }

/**
 * Fetches and validates the live list. Never throws: a network failure,
 * timeout, non-2xx status, malformed JSON or wrong shape yields `{ ok: false }`.
 */
export async function fetchLiveChains(
  previous: readonly OutboundChain[],
  {
    url = liveChainsUrl,
    timeoutMs = 5000,
    fetchImpl = fetch,
  }: { url?: string; timeoutMs?: number; fetchImpl?: typeof fetch } = {},
): Promise<LiveChainsResult> {
  let response: Response
  try {
    response = await fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } })
  } catch (error) {
    const name = (error as Error).name
    return {
      ok: false,
      reason:
        name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : `request failed: ${(error as Error).message}`,
    }
  }
  if (!response.ok) return { ok: false, reason: `HTTP ${response.status}` }
  let content: unknown
  try {
    content = JSON.parse(await response.text())
  } catch {
    return { ok: false, reason: 'the answer is not valid JSON' }
  }
  const checked = checkV2ChainsAnswer(content)
  if (!checked.ok) return { ok: false, reason: `unexpected answer: ${checked.reason}` }
  return { ok: true, chains: toOutboundChains(checked.chains, previous) }
}
