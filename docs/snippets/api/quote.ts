// depositFlow.ts and verdict.ts, saved beside this file, are the API guide's: /gas/api/guide#the-whole-file
import { getJson, toWei } from './depositFlow.ts'

type QuoteResponse = {
  quotes?: Array<{ chain: number; expected?: unknown; speed?: number; usd?: number; error?: string }>
  error?: string
}

const depositChain = 1 // Ethereum (native chain id)
const depositWei = 600000000000000n // 0.0006 ETH, split equally across the outbound chains
const outboundChains = [42161] // Arbitrum One (native chain ids, comma-separated in the URL)

const url = `https://backend.gas.zip/v2/quotes/${depositChain}/${depositWei}/${outboundChains.join(',')}`
// getJson throws on a non-2xx status or a body that is not JSON, and keeps big integers exact.
const body = (await getJson(url)) as QuoteResponse
if (body.error) throw new Error(`Quote failed: ${body.error}`)

for (const quote of body.quotes ?? []) {
  if (quote.error) {
    console.log(`chain ${quote.chain}: no quote (${quote.error})`)
    continue
  }
  // `expected` can arrive as a string or as a number: toWei reads both exactly.
  console.log(`chain ${quote.chain}: ${toWei(quote.expected)} wei (~$${quote.usd}) in about ${quote.speed} s`)
}
