// Encoders for the Gas.zip LayerZero v1 router (GasZipLZ), with ethers 6.
// [!region encode]
import { solidityPacked } from 'ethers'

const maxUint240 = 2n ** 240n - 1n

// Deposit param for deposit(): LayerZero v1 chain id in the top 16 bits (chainId << 240),
// amount in destination wei in the low 240 bits.
export function depositParam(chainId: number, amount: bigint): bigint {
  if (!Number.isInteger(chainId) || chainId < 0 || chainId > 0xffff)
    throw new Error(`chain id ${chainId} is not a uint16`)
  if (amount <= 0n || amount > maxUint240)
    throw new Error(`amount ${amount} for chain ${chainId} must be 1 to 2^240 - 1 wei`)
  return (BigInt(chainId) << 240n) | amount
}

// LayerZero v1 adapter params, type 2 (gas + airdrop), for estimateFees: 86 bytes.
export function adapterParams(gasLimit: bigint, amount: bigint, to: string): string {
  return solidityPacked(['uint16', 'uint256', 'uint256', 'address'], [2, gasLimit, amount, to])
}
// [!endregion encode]
