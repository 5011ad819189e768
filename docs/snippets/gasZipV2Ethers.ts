import { Contract, getAddress, JsonRpcProvider, Wallet, zeroPadBytes } from 'ethers'
import { chooseDepositAmount, quoteShares, waitForConfirmed } from './depositFlow.ts'

const gasZipV2Abi = ['function deposit(uint256 chains, bytes32 to) payable']

/** 16 bits per short id, the first outbound chain in the most significant position. */
export function packChains(shortIds: readonly number[]): bigint {
  if (shortIds.length === 0 || shortIds.length > 16) throw new Error('Name 1 to 16 outbound chains.')
  return shortIds.reduce((packed, id) => {
    if (!Number.isInteger(id) || id < 1 || id > 0xffff) throw new Error(`Short id ${id} is out of range (1 to 65535).`)
    return (packed << 16n) | BigInt(id)
  }, 0n)
}

/** An EVM recipient sits in the HIGH 20 bytes of the bytes32, zero-padded on the right. */
export function evmRecipient(address: string): string {
  return zeroPadBytes(getAddress(address), 32)
}

/** GasZipV2 on most deposit chains; take the address for your deposit chain from the deposit chain list. */
export const contractDepositAddress = '0x2a37D63EAdFe4b4682a3c28C1c2cD4F109Cc2762'

/**
 * Deposits for Arbitrum One and OP Mainnet, then follows the deposit.
 * `rpcUrl` is an RPC endpoint of the deposit chain.
 */
export async function sendContractDeposit(rpcUrl: string, privateKey: string, recipient: string) {
  const provider = new JsonRpcProvider(rpcUrl)
  const wallet = new Wallet(privateKey, provider)
  const { chainId } = await provider.getNetwork()
  const deposit = new Contract(contractDepositAddress, gasZipV2Abi, wallet).getFunction('deposit')

  // $1 for each of Arbitrum One and OP Mainnet (native ids 42161 and 10), in the deposit chain's coin.
  // The verdict checks every share and the contract before anything is sent; it throws instead of
  // sending when either is wrong. The quote's own calldata is for Direct Deposit only.
  const depositChain = Number(chainId)
  const value = await chooseDepositAmount(depositChain, [42161, 10], 1)
  await quoteShares({ depositChain, outboundChains: [42161, 10], method: 'contract' }, value)

  // Arbitrum One (57) then OP Mainnet (55): chains = 0x00390037
  const tx = await deposit(packChains([57, 55]), evmRecipient(recipient), { value })
  console.log(`Deposit sent: ${tx.hash}`)

  // Returns when every payout is delivered; throws when one is not, or at the deadline.
  return waitForConfirmed(tx.hash)
}
