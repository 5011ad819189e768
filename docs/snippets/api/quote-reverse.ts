// depositFlow.ts and verdict.ts, saved beside this file, are the API guide's: /gas/api/guide#the-whole-file
import { getJson, toWei } from './depositFlow.ts'

type ReverseQuote = { required: unknown; gas?: unknown; speed?: number; usd?: number }

/** The object that carries `required`: the body itself, or one object inside it. */
function findReverseQuote(body: unknown): ReverseQuote | undefined {
  if (body === null || typeof body !== 'object') return undefined
  if ('required' in body) return body as ReverseQuote
  for (const value of Object.values(body)) {
    const candidates: unknown[] = Array.isArray(value) ? value : [value]
    for (const candidate of candidates) {
      if (candidate !== null && typeof candidate === 'object' && 'required' in candidate) {
        return candidate as ReverseQuote
      }
    }
  }
  return undefined
}

const depositChain = 42161 // Arbitrum One (native chain id)
const outboundWei = 1000000000000000n // receive 0.001 ETH ...
const outboundChain = 10 // ... on OP Mainnet (native chain id)

// getJson throws on a failed request and keeps big integers exact.
const body = await getJson(`https://backend.gas.zip/v2/quoteReverse/${depositChain}/${outboundWei}/${outboundChain}`)
const quote = findReverseQuote(body)
if (!quote) throw new Error(`No reverse quote in the answer: ${JSON.stringify(body)}`)
// Both chains come from the request. Confirm the amount with a normal quote before you deposit.
console.log(`deposit about ${toWei(quote.required)} wei on chain ${depositChain} for chain ${outboundChain}`)
