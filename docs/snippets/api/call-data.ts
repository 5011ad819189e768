// An ES module, so the example can use top-level await.
export {}

// [!region fetch]
type Quote = { chain: number; expected: string | number; gas: string | number; speed: number; usd: number }
type QuoteError = { chain: number; error: string }
type CalldataResponse = { quotes?: (Quote | QuoteError)[]; calldata?: string; expires?: number; error?: string }

const depositChain = 1 // Ethereum (native chain id)
const depositWei = 11000000000000000n // 0.011 ETH, split equally: 0.0055 ETH per outbound chain
const outboundChains = [42161, 10] // Arbitrum One, OP Mainnet (native chain ids)
const sender = '0x7Ed2A81B7054Dc5D393234B7a3A33B9ba125cAc9'

const query = new URLSearchParams({ from: sender, to: sender })
const url = `https://backend.gas.zip/v2/quotes/${depositChain}/${depositWei}/${outboundChains.join(',')}?${query}`
const response = await fetch(url)
const body = (await response.json()) as CalldataResponse
if (!response.ok || body.error) throw new Error(`Quote failed: ${body.error ?? `HTTP ${response.status}`}`)

const failed = (body.quotes ?? []).filter((quote): quote is QuoteError => 'error' in quote)
if (failed.length > 0) throw new Error(`No quote for chain(s) ${failed.map((quote) => quote.chain).join(', ')}`)
if (!body.calldata) throw new Error('No calldata in the response: is `to` set?')

// Send this as a top-level transaction from `sender` on the deposit chain within 60 seconds.
// The Direct Deposit address is the same on every chain that offers Direct Deposit (Ethereum does).
const transaction = {
  to: '0x391E7C679d29bD940d63be94AD22A25d25b5A604',
  value: depositWei,
  data: body.calldata as `0x${string}`,
}
console.log(transaction, 'quote expires at', body.expires)
// [!endregion fetch]
