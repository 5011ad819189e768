import { getAddress, JsonRpcProvider, Wallet, zeroPadBytes } from 'ethers'
import {
  checkBeforeSending,
  chooseDepositAmount,
  QuoteRefusedError,
  quoteShares,
  shortIdsOf,
  waitForDelivery,
} from './depositFlow.ts'

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
export function evmRecipient(address: string): string {
  return zeroPadBytes(getAddress(address), 32)
}

/**
 * Deposits for Arbitrum One and OP Mainnet, then follows the deposit. `rpcUrl` is an RPC endpoint
 * of the deposit chain. The contract, the call's data and the deadline come from the verdict
 * (`path`): the contract deposit address differs between chains.
 */
export async function sendContractDeposit(rpcUrl: string, privateKey: string, recipient: string) {
  const provider = new JsonRpcProvider(rpcUrl)
  const wallet = new Wallet(privateKey, provider)
  const depositChain = Number((await provider.getNetwork()).chainId)

  // $1 for each of Arbitrum One and OP Mainnet (native ids 42161 and 10), in the deposit chain's coin.
  // The verdict checks every share and the contract before anything is sent; it throws instead of
  // sending when either is wrong. The short ids come from GET /v2/chains.
  const outboundChains = [42161, 10]
  const value = await chooseDepositAmount(depositChain, outboundChains, 1)
  const shortIds = await shortIdsOf(outboundChains)
  const quote = await quoteShares(
    { depositChain, outboundChains, shortIds, to: getAddress(recipient), method: 'contract' },
    value,
  )
  const path = quote.verdict.path
  if (path?.method !== 'contract' || !path.calldata) throw new QuoteRefusedError(quote.verdict)

  // Signed first, then the verdict once more (the quote window), then broadcast.
  const signed = await wallet.signTransaction(
    await wallet.populateTransaction({ to: path.address, data: path.calldata, value }),
  )
  checkBeforeSending(quote)
  const tx = await provider.broadcastTransaction(signed)
  console.log(`Deposit sent: ${tx.hash}`)

  // Returns when every payout is delivered; throws when one is not, or at the deadline.
  return waitForDelivery(tx.hash, { outboundChains })
}
