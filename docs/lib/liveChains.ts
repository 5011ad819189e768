/**
 * The live outbound chain list: GET https://backend.gas.zip/v2/chains.
 * Validates the answer against the documented response shape and maps it to
 * the snapshot's entry shape. Used by the outbound table in the browser and by
 * `npm run sync:chains`.
 */
import { z } from 'zod'
import type { OutboundChain } from './chainDataSchemas.ts'
import { validateChainData } from './validateChainData.ts'

export const liveChainsUrl = 'https://backend.gas.zip/v2/chains'

/** One entry of `chains` in the documented `/v2/chains` response (fields the tables use). */
export const v2ChainEntrySchema = z.object({
  name: z.string().trim().min(1),
  chain: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  short: z.number().int().min(1).max(65535),
  symbol: z.string().min(1),
  mainnet: z.boolean().optional(),
})

export const v2ChainsResponseSchema = z.object({ chains: z.array(v2ChainEntrySchema).min(1) })

export type V2ChainsResponse = z.infer<typeof v2ChainsResponseSchema>

/**
 * Maps a validated `/v2/chains` answer to snapshot entries. The VM family is
 * not in the API, so it is carried over from the snapshot by native id.
 */
export function toOutboundChains(response: V2ChainsResponse, previous: readonly OutboundChain[]): OutboundChain[] {
  const vmById = new Map(previous.map((chain) => [chain.nativeId, chain.vm]))
  return response.chains
    .map((entry) => ({
      name: entry.name.trim(),
      nativeId: entry.chain,
      shortId: entry.short,
      symbol: entry.symbol,
      mainnet: entry.mainnet ?? null,
      vm: vmById.get(entry.chain) ?? null,
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }))
}

/** Describes why a `/v2/chains` answer was rejected: first problem, with its entry and field. */
export function describeInvalidAnswer(error: z.ZodError, content: unknown): string {
  const issue = error.issues[0]
  if (!issue) return 'invalid answer'
  const [list, index, ...field] = issue.path
  if (list === 'chains' && typeof index === 'number') {
    const entry = (content as { chains: unknown[] }).chains[index] as { name?: unknown } | undefined
    const name = typeof entry?.name === 'string' ? ` (${entry.name})` : ''
    return `chains[${index}]${name}: field "${field.map(String).join('.') || '(the entry itself)'}": ${issue.message}`
  }
  return `field "${issue.path.map(String).join('.') || '(the answer itself)'}": ${issue.message}`
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
  const parsed = v2ChainsResponseSchema.safeParse(content)
  if (!parsed.success)
    return { ok: false, reason: `unexpected answer: ${describeInvalidAnswer(parsed.error, content)}` }
  const chains = toOutboundChains(parsed.data, previous)
  const problems = validateChainData('outboundChains.json', { takenAt: '2000-01-01', source: url, chains }, url)
  if (problems.length > 0) return { ok: false, reason: `unexpected answer: ${problems[0]}` }
  return { ok: true, chains }
}
