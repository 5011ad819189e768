import { getAddress, JsonRpcProvider, parseEther, Wallet } from 'ethers'

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

export const directDepositAddress = '0x391E7C679d29bD940d63be94AD22A25d25b5A604'

/** `rpcUrl` is an RPC endpoint of the deposit chain. */
export async function sendDirectDeposit(rpcUrl: string, privateKey: string) {
  const wallet = new Wallet(privateKey, new JsonRpcProvider(rpcUrl))

  // Arbitrum One (57) and OP Mainnet (55); the gas goes to the sender.
  const tx = await wallet.sendTransaction({
    to: directDepositAddress,
    value: parseEther('0.002'),
    data: directDepositCalldata('sender', [57, 55]), // 0x0100390037
  })
  return tx.wait()
}
