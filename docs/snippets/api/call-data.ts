// depositFlow.ts and verdict.ts are the API guide's two files: /gas/api/guide#the-whole-file
import { askApi, shortIdsOf, toWei } from './depositFlow.ts'
import { checkQuote } from './verdict.ts'

const depositChain = 1 // Ethereum (native chain id)
const depositWei = 11000000000000000n // 0.011 ETH, split equally: 0.0055 ETH per outbound chain
const outboundChains = [42161, 10] // Arbitrum One, OP Mainnet (native chain ids)
const sender = '0x7Ed2A81B7054Dc5D393234B7a3A33B9ba125cAc9'

// The short ids the calldata must name, in this order, from GET /v2/chains.
const request = { depositChain, outboundChains, shortIds: await shortIdsOf(outboundChains), from: sender, to: sender }
const query = new URLSearchParams({ from: sender, to: sender })
const url = `https://backend.gas.zip/v2/quotes/${depositChain}/${depositWei}/${outboundChains.join(',')}?${query}`
const requestedAt = Date.now()
// askApi keeps big integers exact; checkQuote decides whether this quote may be sent.
const answer = await askApi(url)
const verdict = checkQuote(request, answer, requestedAt)
if (!verdict.send || verdict.path?.method !== 'direct') {
  throw new Error(verdict.reasons.map((reason) => `[${reason.code}] ${reason.detail} ${reason.advice}`).join('\n'))
}

const quotes = (answer as { body: { quotes: Array<{ chain: number; expected: unknown; usd: number }> } }).body.quotes
for (const quote of quotes) console.log(`chain ${quote.chain}: ${toWei(quote.expected)} wei (~$${quote.usd})`)

// Send exactly this from `sender` on the deposit chain, as a top-level transaction, before
// `verdict.path.sendBefore`: the address and the calldata are the verdict's.
const transaction = {
  to: verdict.path.address as `0x${string}`,
  value: depositWei,
  data: verdict.path.calldata as `0x${string}`,
}
console.log(transaction, `send before ${new Date(verdict.path.sendBefore).toISOString()}`)
