/**
 * A quote request as the site's voices (MCP `get_quote`, the Try-it panels) hand it to
 * `checkQuote`: the reader names outbound chains by native id, and the calldata names them by
 * Gas.zip short id, so the short ids are looked up in the outbound chain list. A chain the list
 * does not hold gets no short id, and `checkQuote` then refuses calldata it cannot compare.
 */
import type { QuoteRequest } from '../../snippets/api/verdict.ts'
import { outboundChains } from '../chains/chainData.ts'

export function quoteRequestOf(request: Omit<QuoteRequest, 'shortIds'>): QuoteRequest {
  const shortIds = request.outboundChains.map(
    (chain) => outboundChains.chains.find((entry) => entry.nativeId === chain)?.shortId,
  )
  const known = shortIds.every((id): id is number => id !== undefined)
  return known ? { ...request, shortIds } : { ...request }
}
