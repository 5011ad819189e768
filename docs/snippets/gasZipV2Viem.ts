import { type Address, createWalletClient, getAddress, type Hex, http, pad } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { base } from 'viem/chains'
import { chooseDepositAmount, quoteShares, waitForConfirmed } from './depositFlow.ts'

/** The deposit function of the GasZipV2 contract. */
export const gasZipV2Abi = [
  {
    type: 'function',
    name: 'deposit',
    stateMutability: 'payable',
    inputs: [
      { name: 'chains', type: 'uint256' },
      { name: 'to', type: 'bytes32' },
    ],
    outputs: [],
  },
] as const

// [!region encode]
/** 16 bits per short id, the first outbound chain in the most significant position. */
export function packChains(shortIds: readonly number[]): bigint {
  if (shortIds.length === 0 || shortIds.length > 16) throw new Error('Name 1 to 16 outbound chains.')
  return shortIds.reduce((packed, id) => {
    if (!Number.isInteger(id) || id < 1 || id > 0xffff) throw new Error(`Short id ${id} is out of range (1 to 65535).`)
    return (packed << 16n) | BigInt(id)
  }, 0n)
}

/** An EVM recipient sits in the HIGH 20 bytes of the bytes32, zero-padded on the right. */
export function evmRecipient(address: Address): Hex {
  return pad(getAddress(address).toLowerCase() as Hex, { dir: 'right', size: 32 })
}
// [!endregion encode]

/** The contract deposit address on Base; take the one of your deposit chain from the deposit chain list. */
export const contractDepositAddress = '0x2a37D63EAdFe4b4682a3c28C1c2cD4F109Cc2762'

/** Deposits on Base for Arbitrum One and OP Mainnet, then follows the deposit. */
export async function sendContractDeposit(privateKey: Hex, recipient: Address) {
  const walletClient = createWalletClient({
    account: privateKeyToAccount(privateKey),
    chain: base,
    transport: http(),
  })

  // $1 for each of Arbitrum One and OP Mainnet (native ids 42161 and 10), in Base's coin (ETH).
  // The verdict checks every share and the contract before anything is sent; it throws instead of
  // sending when either is wrong. The quote's own calldata is for Direct Deposit only.
  const value = await chooseDepositAmount(base.id, [42161, 10], 1)
  await quoteShares({ depositChain: base.id, outboundChains: [42161, 10], method: 'contract' }, value)

  const hash = await walletClient.writeContract({
    address: contractDepositAddress,
    abi: gasZipV2Abi,
    functionName: 'deposit',
    // Arbitrum One (57) then OP Mainnet (55): chains = 0x00390037
    args: [packChains([57, 55]), evmRecipient(recipient)],
    value,
  })
  console.log(`Deposit sent: ${hash}`)

  // Returns when every payout is delivered; throws when one is not, or at the deadline.
  return waitForConfirmed(hash)
}
