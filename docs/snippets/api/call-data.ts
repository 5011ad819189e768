// depositFlow.ts is the module of the API guide: /gas/api/guide#the-whole-file
import { getJson, toWei } from './depositFlow.ts'

type CalldataResponse = {
  quotes?: Array<{ chain: number; expected?: unknown; usd?: number; error?: string }>
  calldata?: string
  error?: string
}

const depositChain = 1 // Ethereum (native chain id)
const depositWei = 11000000000000000n // 0.011 ETH, split equally: 0.0055 ETH per outbound chain
const outboundChains = [42161, 10] // Arbitrum One, OP Mainnet (native chain ids)
const sender = '0x7Ed2A81B7054Dc5D393234B7a3A33B9ba125cAc9'

const query = new URLSearchParams({ from: sender, to: sender })
const url = `https://backend.gas.zip/v2/quotes/${depositChain}/${depositWei}/${outboundChains.join(',')}?${query}`
// getJson throws on a non-2xx status or a body that is not JSON, and keeps big integers exact.
const body = (await getJson(url)) as CalldataResponse
if (body.error) throw new Error(`Quote failed: ${body.error}`)

for (const quote of body.quotes ?? []) {
  if (quote.error) throw new Error(`No quote for chain ${quote.chain}: ${quote.error}`)
  console.log(`chain ${quote.chain}: ${toWei(quote.expected)} wei (~$${quote.usd})`)
}
if (!body.calldata) throw new Error('No calldata in the response: is `to` set?')

// Send this from `sender` on the deposit chain within the quote window, as a top-level transaction:
// https://dev.gas.zip/gas/api/overview#quote-guarantee
// The Direct Deposit address is the same on every chain that offers Direct Deposit (Ethereum does).
const transaction = {
  to: '0x391E7C679d29bD940d63be94AD22A25d25b5A604',
  value: depositWei,
  data: body.calldata as `0x${string}`,
}
console.log(transaction)
