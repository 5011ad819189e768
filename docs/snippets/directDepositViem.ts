import { type Address, createWalletClient, getAddress, type Hex, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { base } from 'viem/chains'
import { coinPriceUsd, depositForUsd } from './depositAmount.ts'
import { waitForDeposit } from './depositStatus.ts'

// [!region calldata]
/**
 * Direct Deposit calldata: one recipient-type byte (01 = the sender, 02 = an
 * EVM address followed by its 20 bytes), then one 2-byte big-endian Gas.zip
 * short id per outbound chain.
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

/** The Direct Deposit address: the same on every chain that offers Direct Deposit. */
export const directDepositAddress = '0x391E7C679d29bD940d63be94AD22A25d25b5A604'

/** Deposits on Base for Arbitrum One and OP Mainnet, then waits until Gas.zip has delivered. */
export async function sendDirectDeposit(privateKey: Hex) {
  const walletClient = createWalletClient({
    account: privateKeyToAccount(privateKey),
    chain: base, // the deposit chain
    transport: http(),
  })

  // Arbitrum One (short id 57) and OP Mainnet (short id 55); the gas goes to the sender.
  const data = directDepositCalldata('sender', [57, 55]) // 0x0100390037

  // $1 for each of the two chains, priced in Base's coin, ETH (18 decimals).
  const value = depositForUsd(1, 2, await coinPriceUsd(base.id), 18)

  // A plain top-level transfer, split equally between the two chains.
  const hash = await walletClient.sendTransaction({ to: directDepositAddress, value, data })
  console.log(`Deposit sent: ${hash}`)

  // CONFIRMED: `txs` lists the outbound transactions.
  return waitForDeposit(hash)
}
