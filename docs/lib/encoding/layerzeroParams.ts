/**
 * Encoders and decoders for the Gas.zip LayerZero routers.
 *
 * - v2 router (GasLZV2): deposit param = `eid << 224 | amount`; the contract reads
 *   `uint32(p >> 224)` as the endpoint id and `uint128(p)` as the amount, so bits
 *   128..223 must stay zero. Fee estimates take LayerZero v2 executor options.
 * - v1 router (GasZipLZ): deposit param = `chainId << 240 | amount`; the contract reads
 *   `uint16(p >> 240)` and `uint240(p)`. Fee estimates take type-2 adapter params.
 *
 * Known ids come from `docs/data/layerzeroChains.json` (validated before every build).
 */
import { type Address, encodePacked, type Hex, isAddress, pad } from 'viem'
import { layerzeroChains } from '../chains/chainData.ts'
import type { LayerzeroChain } from '../data/schemas.ts'

export type LayerZeroChain = LayerzeroChain

/**
 * The chains of the LayerZero configuration: those with a limit-lookup contract
 * (a v2 executor, and a v1 relayer where the chain has a v1 id). Deposit-only
 * chains without one are not destinations the encoders accept.
 */
export const layerZeroChains: readonly LayerZeroChain[] = layerzeroChains.chains.filter(
  (chain) => chain.executorV2 !== null || chain.relayerV1 !== null,
)

/** Largest amount the v2 router reads: the amount is a uint128. */
export const maxV2Amount = 2n ** 128n - 1n
/** Largest amount the v1 router reads: the amount is a uint240. */
export const maxV1Amount = 2n ** 240n - 1n
const maxUint128 = 2n ** 128n - 1n
const maxUint256 = 2n ** 256n - 1n

export class LayerZeroParamError extends Error {
  override name = 'LayerZeroParamError'
}

const fail = (message: string): never => {
  throw new LayerZeroParamError(message)
}

/** Finds a chain by its LayerZero v2 endpoint id; throws if the id is not in the config. */
export function chainByEid(eid: number): LayerZeroChain {
  if (!Number.isInteger(eid)) fail(`LayerZero v2 endpoint id must be an integer, got ${eid}`)
  return (
    layerZeroChains.find((chain) => chain.lzV2Eid === eid) ??
    fail(`unknown LayerZero v2 endpoint id ${eid}: it is not in docs/data/layerzeroChains.json`)
  )
}

/** Finds a chain by its LayerZero v1 chain id; throws if the id is not in the config. */
export function chainByV1ChainId(chainId: number): LayerZeroChain {
  if (!Number.isInteger(chainId)) fail(`LayerZero v1 chain id must be an integer, got ${chainId}`)
  return (
    layerZeroChains.find((chain) => chain.relayerV1 !== null && chain.lzV1Id === chainId) ??
    fail(`unknown LayerZero v1 chain id ${chainId}: it is not in docs/data/layerzeroChains.json`)
  )
}

const checkAmount = (amount: bigint, max: bigint, what: string) => {
  if (amount <= 0n) fail(`${what} amount must be greater than 0 wei, got ${amount}`)
  if (amount > max)
    fail(`${what} amount ${amount} wei is out of range: the maximum is ${max} (2^${max.toString(2).length} - 1)`)
}

const checkGasLimit = (gasLimit: bigint, max: bigint, what: string) => {
  if (gasLimit <= 0n || gasLimit > max) fail(`${what} gas limit ${gasLimit} is out of range: it must be 1 to ${max}`)
}

const checkReceiver = (receiver: string, what: string): Address => {
  if (!isAddress(receiver, { strict: false }))
    fail(`${what} receiver ${JSON.stringify(receiver)} is not a 20-byte address`)
  return receiver as Address
}

const checkParam = (param: bigint, what: string) => {
  if (param < 0n || param > maxUint256) fail(`${what} deposit param ${param} is not a uint256`)
}

// ---------------------------------------------------------------- v2 (GasLZV2)

/** v2 deposit param: `eid << 224 | amount`, amount in destination wei (uint128). */
export function encodeV2DepositParam({ eid, amount }: { eid: number; amount: bigint }): bigint {
  chainByEid(eid)
  checkAmount(amount, maxV2Amount, 'v2 deposit')
  return (BigInt(eid) << 224n) | amount
}

/** Reads a v2 deposit param the way GasLZV2 does, and rejects values it would misread. */
export function decodeV2DepositParam(param: bigint): { eid: number; amount: bigint; chain: LayerZeroChain } {
  checkParam(param, 'v2')
  const eid = Number(param >> 224n)
  const ignoredBits = (param >> 128n) & (2n ** 96n - 1n)
  if (ignoredBits !== 0n)
    fail(`v2 deposit param has bits 128..223 set: GasLZV2 reads the amount as a uint128 and would drop them`)
  const amount = param & maxUint128
  return { eid, amount, chain: chainByEid(eid) }
}

/** LayerZero v2 executor option "receive" (type 3 options, lzReceive gas): 22 bytes. */
export function encodeV2ReceiveOption(gasLimit: bigint): Hex {
  checkGasLimit(gasLimit, maxUint128, 'v2 receive option')
  // uint16 options type 3 | uint8 worker id 1 (executor) | uint16 size 17 | uint8 option 1 (lzReceive) | uint128 gas
  return encodePacked(['uint16', 'uint8', 'uint16', 'uint8', 'uint128'], [3, 1, 17, 1, gasLimit])
}

/** Receive option followed by a native drop option (option 2: uint128 amount, bytes32 receiver): 74 bytes. */
export function encodeV2NativeDropOption({
  gasLimit,
  amount,
  receiver,
}: {
  gasLimit: bigint
  amount: bigint
  receiver: string
}): Hex {
  checkAmount(amount, maxV2Amount, 'v2 native drop')
  const to = checkReceiver(receiver, 'v2 native drop')
  const drop = encodePacked(
    ['uint8', 'uint16', 'uint8', 'uint128', 'bytes32'],
    [1, 49, 2, amount, pad(to, { size: 32 })],
  )
  return `${encodeV2ReceiveOption(gasLimit)}${drop.slice(2)}`
}

// ---------------------------------------------------------------- v1 (GasZipLZ)

/** v1 deposit param: `chainId << 240 | amount`, amount in destination wei (uint240). */
export function encodeV1DepositParam({ chainId, amount }: { chainId: number; amount: bigint }): bigint {
  chainByV1ChainId(chainId)
  checkAmount(amount, maxV1Amount, 'v1 deposit')
  return (BigInt(chainId) << 240n) | amount
}

/** Reads a v1 deposit param the way GasZipLZ does. */
export function decodeV1DepositParam(param: bigint): { chainId: number; amount: bigint; chain: LayerZeroChain } {
  checkParam(param, 'v1')
  const chainId = Number(param >> 240n)
  const amount = param & maxV1Amount
  return { chainId, amount, chain: chainByV1ChainId(chainId) }
}

/** LayerZero v1 adapter params, type 2 (airdrop): uint16 2 | uint256 gas | uint256 amount | address: 86 bytes. */
export function encodeV1AdapterParams({
  gasLimit,
  amount,
  receiver,
}: {
  gasLimit: bigint
  amount: bigint
  receiver: string
}): Hex {
  checkGasLimit(gasLimit, maxUint256, 'v1 adapter params')
  checkAmount(amount, maxV1Amount, 'v1 adapter params')
  const to = checkReceiver(receiver, 'v1 adapter params')
  return encodePacked(['uint16', 'uint256', 'uint256', 'address'], [2, gasLimit, amount, to])
}
