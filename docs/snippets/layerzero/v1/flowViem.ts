// Gas.zip LayerZero v1 router (GasZipLZ, legacy): read limits, estimate fees, send a native-gas deposit.
// Source chain: OP Mainnet. Destinations: Arbitrum One (LayerZero v1 id 110) and Arbitrum Nova (175).
// [!region setup]
import { createPublicClient, createWalletClient, type Hex, http, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { optimism } from 'viem/chains'
import { relayerAbi, routerAbi } from './abi'
import { adapterParams, depositParam } from './encodeViem'

// PLACEHOLDERS: put your own OP Mainnet RPC URL and private key here (never commit a real key).
const rpcUrl = 'https://YOUR_OP_MAINNET_RPC_URL'
const privateKey: Hex = '0xYOUR_PRIVATE_KEY'

const account = privateKeyToAccount(privateKey)
const publicClient = createPublicClient({ chain: optimism, transport: http(rpcUrl) })
const walletClient = createWalletClient({ account, chain: optimism, transport: http(rpcUrl) })
// [!endregion setup]

// [!region addresses]
// GasZipLZ: the same address on every chain where the v1 router is deployed.
const router = '0xBf94Ed69281709958c8f60bc15cD1bB6BADCd4A4'
// LayerZero v1 relayer of the SOURCE chain (OP Mainnet). It holds the per-route drop caps.
const sourceRelayer = '0x81E792e5a9003CC1C8BF5569A00f34b65d75b017'

// Who receives the gas on every destination.
const recipient = account.address
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
  const { dstNativeAmtCap } = await publicClient.readContract({
    address: sourceRelayer,
    abi: relayerAbi,
    functionName: 'dstConfigLookup',
    args: [chainId, 2],
  })
  if (dstNativeAmtCap === 0n) throw new Error(`${name} (${chainId}) is not reachable from this chain: its cap is 0`)
  if (amount > dstNativeAmtCap)
    throw new Error(`${name} (${chainId}): ${amount} wei is above the cap ${dstNativeAmtCap}`)
}
// [!endregion limits]

// [!region estimate]
const fees = await publicClient.readContract({
  address: router,
  abi: routerAbi,
  functionName: 'estimateFees',
  args: [destinations.map((d) => d.chainId), destinations.map((d) => adapterParams(gasLimit, d.amount, recipient))],
})
// Each fee already pays for its drop. msg.value is the sum of the fees, nothing more.
const totalFee = fees.reduce((sum, fee) => sum + fee, 0n)
// [!endregion estimate]

// [!region params]
const depositParams = destinations.map((d) => depositParam(d.chainId, d.amount))
// [!endregion params]

// [!region send]
// Simulate first: a msg.value below the router's fees reverts here, before anything is sent.
const { request } = await publicClient.simulateContract({
  account,
  address: router,
  abi: routerAbi,
  functionName: 'deposit',
  args: [depositParams, recipient],
  value: totalFee,
})
const hash = await walletClient.writeContract(request)
// [!endregion send]

// [!region receipt]
const receipt = await publicClient.waitForTransactionReceipt({ hash })
if (receipt.status !== 'success') throw new Error(`deposit reverted: ${hash}`)
console.log(`Sent in block ${receipt.blockNumber}: ${hash}`)
// [!endregion receipt]
