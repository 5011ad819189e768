import { type Address, createWalletClient, getAddress, type Hex, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { base } from 'viem/chains'
import { chooseDepositAmount, depositAndTrack } from './depositFlow.ts'

// [!region calldata]
/**
 * Direct Deposit calldata: one recipient-type byte (01 = the sender, 02 = an
 * EVM address followed by its 20 bytes), then one 2-byte big-endian Gas.zip
 * short id per outbound chain. The sender, paid on Arbitrum One (short id 57) and OP Mainnet
 * (short id 55), is 0x0100390037.
 */
export function directDepositCalldata(recipient: Address | 'sender', shortIds: readonly number[]): Hex {
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
// [!endregion calldata]

/**
 * Deposits on Base for Arbitrum One and OP Mainnet, paid to the sender: sizes the deposit, quotes
 * it, sends only what `checkQuote` allows (the shares within the limits, the calldata naming this
 * recipient and these chains, within the quote window), then follows every payout until delivered.
 */
export async function sendDirectDeposit(privateKey: Hex) {
  const wallet = createWalletClient({
    account: privateKeyToAccount(privateKey),
    chain: base, // the deposit chain
    transport: http(),
  })

  // Arbitrum One and OP Mainnet, by native chain id; $1 for each, in Base's coin (ETH).
  const outboundChains = [42161, 10]
  const depositWei = await chooseDepositAmount(base.id, outboundChains, 1)

  // depositAndTrack reads their short ids from GET /v2/chains: the calldata must name them in this order.
  const { hash, tracked } = await depositAndTrack(wallet, { depositWei, outboundChains, to: wallet.account.address })
  console.log(`Deposit ${hash}: every payout delivered`)
  return tracked
}
