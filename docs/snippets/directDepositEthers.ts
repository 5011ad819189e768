import { getAddress, JsonRpcProvider, Wallet } from 'ethers'
import {
  checkBeforeSending,
  chooseDepositAmount,
  QuoteRefusedError,
  quoteDeposit,
  waitForDelivery,
} from './depositFlow.ts'

/**
 * Direct Deposit calldata: type byte, recipient, one 2-byte short id per outbound chain. The
 * sender, paid on Arbitrum One (short id 57) and OP Mainnet (short id 55), is 0x0100390037.
 */
export function directDepositCalldata(recipient: string | 'sender', shortIds: readonly number[]): string {
  if (shortIds.length === 0) throw new Error('Name at least one outbound chain.')
  const chains = shortIds
    .map((id) => {
      if (!Number.isInteger(id) || id < 1 || id > 0xffff)
        throw new Error(`Short id ${id} is out of range (1 to 65535).`)
      return id.toString(16).padStart(4, '0')
    })
    .join('')
  if (recipient === 'sender') return `0x01${chains}`
  return `0x02${getAddress(recipient).slice(2)}${chains}`
}

/**
 * Deposits for Arbitrum One and OP Mainnet, paid to the sender: sizes the deposit, quotes it, sends
 * only what `checkQuote` allows (the shares within the limits, the calldata naming this recipient
 * and these chains, within the quote window), then follows every payout until delivered.
 * `rpcUrl` is an RPC endpoint of the deposit chain.
 */
export async function sendDirectDeposit(rpcUrl: string, privateKey: string) {
  const provider = new JsonRpcProvider(rpcUrl)
  const wallet = new Wallet(privateKey, provider)
  const depositChain = Number((await provider.getNetwork()).chainId)
  const from = getAddress(wallet.address) as `0x${string}`

  // Arbitrum One and OP Mainnet, by native chain id; $1 for each, in the deposit chain's coin.
  // quoteDeposit reads their short ids from GET /v2/chains, which the calldata must name in this order.
  const outboundChains = [42161, 10]
  const depositWei = await chooseDepositAmount(depositChain, outboundChains, 1)
  const quote = await quoteDeposit({ depositChain, depositWei, outboundChains, from, to: from })

  // The address, the calldata and the deadline come from the verdict. Signed first, then the
  // verdict once more (the quote window may pass while signing), then broadcast.
  const path = checkBeforeSending(quote)
  if (path.method !== 'direct') throw new QuoteRefusedError(quote.verdict)
  const signed = await wallet.signTransaction(
    await wallet.populateTransaction({ to: path.address, value: depositWei, data: path.calldata }),
  )
  checkBeforeSending(quote)
  const tx = await provider.broadcastTransaction(signed)
  console.log(`Deposit sent: ${tx.hash}`)

  // Returns when every payout is delivered; throws when one is not, or at the deadline.
  return waitForDelivery(tx.hash, { outboundChains })
}
