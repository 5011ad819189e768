import { getAddress, JsonRpcProvider, Wallet } from 'ethers'
import {
  checkBeforeSending,
  chooseDepositAmount,
  directDepositAddress,
  quoteDeposit,
  waitForConfirmed,
} from './depositFlow.ts'

/** Direct Deposit calldata: type byte, recipient, one 2-byte short id per outbound chain. */
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
  const outboundChains = [42161, 10]
  const depositWei = await chooseDepositAmount(depositChain, outboundChains, 1)
  // The calldata must name Arbitrum One (short id 57) and OP Mainnet (short id 55), in this order.
  const quote = await quoteDeposit({ depositChain, depositWei, outboundChains, shortIds: [57, 55], from, to: from })

  // The verdict once more, right before sending: it refuses a quote whose window has passed.
  checkBeforeSending(quote)
  const tx = await wallet.sendTransaction({ to: directDepositAddress, value: depositWei, data: quote.calldata })
  console.log(`Deposit sent: ${tx.hash}`)

  // Returns when every payout is delivered; throws when one is not, or at the deadline.
  return waitForConfirmed(tx.hash)
}
