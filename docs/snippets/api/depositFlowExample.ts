// [!region run]
import { createWalletClient, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { mainnet } from 'viem/chains'
import { chooseDepositAmount, depositAndTrack } from './depositFlow.ts'

// Any viem wallet client with an account works: a browser wallet through `custom(window.ethereum)`,
// or, as here, a local key. The wallet's chain is the deposit chain.
const wallet = createWalletClient({
  account: privateKeyToAccount(process.env.PRIVATE_KEY as `0x${string}`),
  chain: mainnet,
  transport: http(),
})

// About $2 of ETH from Ethereum for Arbitrum One, paid to the sender's own address. The short id
// the calldata must name is read from GET /v2/chains when the deposit is quoted.
const outboundChains = [42161]
const depositWei = await chooseDepositAmount(wallet.chain.id, outboundChains, 2)
const { quote, hash, tracked } = await depositAndTrack(
  wallet,
  { depositWei, outboundChains, to: wallet.account.address },
  { onProgress: (answer) => console.log(`deposit ${answer}`) },
)
for (const chainQuote of quote.quotes) console.log(`chain ${chainQuote.chain}: expect ${chainQuote.expectedWei} wei`)
console.log(`deposit ${hash}: every payout delivered`)
for (const tx of tracked.txs) console.log(`payout on chain ${tx.chain}: ${tx.hash} (${tx.status})`)
// [!endregion run]
