// An ES module, so the example can use top-level await.
export {}

// [!region fetch]
type ReverseQuote = { chain?: number; required: number; gas?: number; speed?: number; usd?: number }

/**
 * The docs do not say whether the fields sit at the top level of the body or
 * inside a wrapper object, so look for `required` at both levels.
 */
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

const response = await fetch(`https://backend.gas.zip/v2/quoteReverse/${depositChain}/${outboundWei}/${outboundChain}`)
const body: unknown = await response.json()
const quote = findReverseQuote(body)
if (!response.ok || !quote) throw new Error(`Reverse quote failed: ${JSON.stringify(body)}`)
console.log(`deposit about ${quote.required} wei on chain ${depositChain}`)
// [!endregion fetch]
