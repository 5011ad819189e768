// Gas.zip LayerZero v1 router (GasZipLZ, legacy) with ethers 6: read limits, estimate fees, send a deposit.
// Source chain: OP Mainnet. Destinations: Arbitrum One (LayerZero v1 id 110) and Arbitrum Nova (175).
// [!region setup]
import { Contract, JsonRpcProvider, parseEther, Wallet } from 'ethers'
import { relayerAbi, routerAbi } from './abi'
import { adapterParams, depositParam } from './encodeEthers'

// PLACEHOLDERS: put your own OP Mainnet RPC URL and private key here (never commit a real key).
const rpcUrl = 'https://YOUR_OP_MAINNET_RPC_URL'
const privateKey = '0xYOUR_PRIVATE_KEY'

const provider = new JsonRpcProvider(rpcUrl)
const wallet = new Wallet(privateKey, provider)
// [!endregion setup]

// [!region addresses]
// GasZipLZ: the same address on every chain where the v1 router is deployed.
const router = new Contract('0xBf94Ed69281709958c8f60bc15cD1bB6BADCd4A4', routerAbi, wallet)
// LayerZero v1 relayer of the SOURCE chain (OP Mainnet). It holds the per-route drop caps.
const sourceRelayer = new Contract('0x81E792e5a9003CC1C8BF5569A00f34b65d75b017', relayerAbi, provider)

// Who receives the gas on every destination.
const recipient = wallet.address
// One entry per destination: LayerZero v1 chain id and the amount to drop, in destination wei.
const destinations = [
  { name: 'Arbitrum One', chainId: 110, amount: parseEther('0.000002') },
  { name: 'Arbitrum Nova', chainId: 175, amount: parseEther('0.000002') },
]
// The router's default gas limit per destination. Quote with it; the router checks msg.value
// against the fees for its own gas limit of each destination.
const gasLimit = 20_000n
// [!endregion addresses]

// [!region limits]
for (const { name, chainId, amount } of destinations) {
  const config = await sourceRelayer.getFunction('dstConfigLookup')(chainId, 2)
  const cap: bigint = config.dstNativeAmtCap
  if (cap === 0n) throw new Error(`${name} (${chainId}) is not reachable from this chain: its cap is 0`)
  if (amount > cap) throw new Error(`${name} (${chainId}): ${amount} wei is above the cap ${cap}`)
}
// [!endregion limits]

// [!region estimate]
const fees: bigint[] = [
  ...(await router.getFunction('estimateFees')(
    destinations.map((d) => d.chainId),
    destinations.map((d) => adapterParams(gasLimit, d.amount, recipient)),
  )),
]
// Each fee already pays for its drop. msg.value is the sum of the fees, nothing more.
const totalFee = fees.reduce((sum, fee) => sum + fee, 0n)
// [!endregion estimate]

// [!region params]
const depositParams = destinations.map((d) => depositParam(d.chainId, d.amount))
// [!endregion params]

// [!region send]
// ethers estimates gas first, so a msg.value below the router's fees reverts here, before anything is sent.
const tx = await router.getFunction('deposit')(depositParams, recipient, { value: totalFee })
// [!endregion send]

// [!region receipt]
const receipt = await tx.wait()
if (receipt?.status !== 1) throw new Error(`deposit reverted: ${tx.hash}`)
console.log(`Sent in block ${receipt.blockNumber}: ${tx.hash}`)
// [!endregion receipt]
