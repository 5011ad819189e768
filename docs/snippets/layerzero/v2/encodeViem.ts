// Encoders for the Gas.zip LayerZero v2 router (GasLZV2), with viem.
// [!region encode]
import { type Address, encodePacked, type Hex, pad } from 'viem'

const maxUint128 = 2n ** 128n - 1n

// Deposit param for sendDeposits: endpoint id in the top 32 bits (eid << 224),
// amount in destination wei in the low 128 bits. GasLZV2 reads the amount as a uint128.
export function depositParam(eid: number, amount: bigint): bigint {
  if (!Number.isInteger(eid) || eid < 0 || eid > 0xffffffff) throw new Error(`eid ${eid} is not a uint32`)
  if (amount <= 0n || amount > maxUint128) throw new Error(`amount ${amount} for eid ${eid} must be 1 to 2^128 - 1 wei`)
  return (BigInt(eid) << 224n) | amount
}

// Executor options for estimateFees: an lzReceive gas option (22 bytes)
// followed by a native drop of `amount` to `to` (52 bytes), 74 bytes in all.
export function nativeDropOption(gasLimit: bigint, amount: bigint, to: Address): Hex {
  const receive = encodePacked(['uint16', 'uint8', 'uint16', 'uint8', 'uint128'], [3, 1, 17, 1, gasLimit])
  const drop = encodePacked(['uint8', 'uint16', 'uint8', 'uint128', 'bytes32'], [1, 49, 2, amount, pad(to)])
  return `${receive}${drop.slice(2)}`
}
// [!endregion encode]
