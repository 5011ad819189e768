import { getAddress, JsonRpcProvider, Wallet } from 'ethers'
import { coinPriceUsd, depositForUsd } from './depositAmount.ts'
import { waitForDeposit } from './depositStatus.ts'

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

/** The Direct Deposit address: the same on every chain that offers Direct Deposit. */
export const directDepositAddress = '0x391E7C679d29bD940d63be94AD22A25d25b5A604'

/**
 * Deposits for Arbitrum One and OP Mainnet, then waits until Gas.zip has delivered.
 * `rpcUrl` is an RPC endpoint of the deposit chain.
 */
export async function sendDirectDeposit(rpcUrl: string, privateKey: string) {
  const provider = new JsonRpcProvider(rpcUrl)
  const wallet = new Wallet(privateKey, provider)
  const { chainId } = await provider.getNetwork()

  // $1 for each of the two chains, priced in the deposit chain's coin (18 decimals).
  const value = depositForUsd(1, 2, await coinPriceUsd(Number(chainId)), 18)

  // Arbitrum One (57) and OP Mainnet (55); the gas goes to the sender.
  const tx = await wallet.sendTransaction({
    to: directDepositAddress,
    value,
    data: directDepositCalldata('sender', [57, 55]), // 0x0100390037
  })
  console.log(`Deposit sent: ${tx.hash}`)

  // CONFIRMED: `txs` lists the outbound transactions.
  return waitForDeposit(tx.hash)
}
