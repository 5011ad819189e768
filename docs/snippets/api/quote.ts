// An ES module, so the example can use top-level await.
export {}

// [!region fetch]
type Quote = { chain: number; expected: string | number; gas: string | number; speed: number; usd: number }
type QuoteError = { chain: number; error: string }
type QuoteResponse = { quotes?: (Quote | QuoteError)[]; error?: string }

const depositChain = 1 // Ethereum (native chain id)
const depositWei = 600000000000000n // 0.0006 ETH, split equally across the outbound chains
const outboundChains = [42161] // Arbitrum One (native chain ids, comma-separated in the URL)

const url = `https://backend.gas.zip/v2/quotes/${depositChain}/${depositWei}/${outboundChains.join(',')}`
const response = await fetch(url)
const body = (await response.json()) as QuoteResponse
if (!response.ok || body.error) throw new Error(`Quote failed: ${body.error ?? `HTTP ${response.status}`}`)

for (const quote of body.quotes ?? []) {
  if ('error' in quote) {
    console.log(`chain ${quote.chain}: no quote (${quote.error})`)
    continue
  }
  // `expected` is documented as a number but sent as a string: read it as BigInt either way.
  const expectedWei = BigInt(quote.expected)
  console.log(`chain ${quote.chain}: ${expectedWei} wei (~$${quote.usd}) in about ${quote.speed} s`)
}
// [!endregion fetch]
