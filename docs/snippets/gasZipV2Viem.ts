import { type Address, createWalletClient, getAddress, type Hex, http, pad } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { base } from 'viem/chains'
import {
  checkBeforeSending,
  chooseDepositAmount,
  QuoteRefusedError,
  quoteShares,
  shortIdsOf,
  waitForDelivery,
} from './depositFlow.ts'

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
/**
 * 16 bits per short id, the first outbound chain in the most significant position: Arbitrum One
 * (short id 57) then OP Mainnet (short id 55) pack as 0x00390037.
 */
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

/**
 * Deposits on Base for Arbitrum One and OP Mainnet, then follows the deposit. The contract, the
 * call's data and the deadline come from the verdict (`path`): the contract deposit address
 * differs between chains.
 */
export async function sendContractDeposit(privateKey: Hex, recipient: Address) {
  const walletClient = createWalletClient({
    account: privateKeyToAccount(privateKey),
    chain: base,
    transport: http(),
  })

  // $1 for each of Arbitrum One and OP Mainnet (native ids 42161 and 10), in Base's coin (ETH).
  // The verdict checks every share and the contract before anything is sent; it throws instead of
  // sending when either is wrong. The short ids come from GET /v2/chains.
  const outboundChains = [42161, 10]
  const value = await chooseDepositAmount(base.id, outboundChains, 1)
  const shortIds = await shortIdsOf(outboundChains)
  const quote = await quoteShares(
    { depositChain: base.id, outboundChains, shortIds, to: getAddress(recipient), method: 'contract' },
    value,
  )
  const path = quote.verdict.path
  if (path?.method !== 'contract' || !path.calldata) throw new QuoteRefusedError(quote.verdict)

  // Signed first, then the verdict once more (the quote window), then broadcast.
  const request = await walletClient.prepareTransactionRequest({
    to: path.address as Address,
    data: path.calldata as Hex,
    value,
  })
  const signed = await walletClient.signTransaction(request)
  checkBeforeSending(quote)
  const hash = await walletClient.sendRawTransaction({ serializedTransaction: signed })
  console.log(`Deposit sent: ${hash}`)

  // Returns when every payout is delivered; throws when one is not, or at the deadline.
  return waitForDelivery(hash, { outboundChains })
}
