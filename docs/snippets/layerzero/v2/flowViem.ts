// Gas.zip LayerZero v2 router (GasLZV2): read limits, estimate fees, send a native-gas deposit.
// Source chain: OP Mainnet. Destinations: Gnosis (eid 30145) and Fuse (eid 30138).
// [!region setup]
import { createPublicClient, createWalletClient, type Hex, http, parseEther, parseEventLogs } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { optimism } from 'viem/chains'
import { executorAbi, routerAbi } from './abi'
import { depositParam, nativeDropOption } from './encodeViem'

// PLACEHOLDERS: put your own OP Mainnet RPC URL and private key here (never commit a real key).
const rpcUrl = 'https://YOUR_OP_MAINNET_RPC_URL'
const privateKey: Hex = '0xYOUR_PRIVATE_KEY'

const account = privateKeyToAccount(privateKey)
const publicClient = createPublicClient({ chain: optimism, transport: http(rpcUrl) })
const walletClient = createWalletClient({ account, chain: optimism, transport: http(rpcUrl) })
// [!endregion setup]

// [!region addresses]
// GasLZV2: the same address on every chain where the v2 router is deployed.
const router = '0x26DA582889f59EaaE9dA1f063bE0140CD93E6a4f'
// LayerZero v2 executor of the SOURCE chain (OP Mainnet). It holds the per-route drop caps.
const sourceExecutor = '0x2D2ea0697bdbede3F01553D2Ae4B8d0c486B666e'

// Who receives the gas on every destination.
const recipient = account.address
// One entry per destination: LayerZero v2 endpoint id and the amount to drop, in destination wei.
const destinations = [
  { name: 'Gnosis', eid: 30145, amount: parseEther('0.000002') },
  { name: 'Fuse', eid: 30138, amount: parseEther('0.000002') },
]
// The router's default lzReceive gas per destination.
const gasLimit = 20_000n
// [!endregion addresses]

// [!region limits]
for (const { name, eid, amount } of destinations) {
  const { nativeCap } = await publicClient.readContract({
    address: sourceExecutor,
    abi: executorAbi,
    functionName: 'dstConfig',
    args: [eid],
  })
  if (nativeCap === 0n) throw new Error(`${name} (${eid}) is not reachable from this chain: its cap is 0`)
  if (amount > nativeCap) throw new Error(`${name} (${eid}): ${amount} wei is above the cap ${nativeCap}`)
}
// [!endregion limits]

// [!region estimate]
const fees = await publicClient.readContract({
  address: router,
  abi: routerAbi,
  functionName: 'estimateFees',
  args: [
    destinations.map((d) => d.eid),
    destinations.map((): Hex => '0x'),
    destinations.map((d) => nativeDropOption(gasLimit, d.amount, recipient)),
  ],
})
// Each fee already pays for its drop. msg.value is the sum of the fees, nothing more.
const totalFee = fees.reduce((sum, fee) => sum + fee, 0n)
// [!endregion estimate]

// [!region params]
const depositParams = destinations.map((d) => depositParam(d.eid, d.amount))
// [!endregion params]

// [!region send]
// Simulate first: a msg.value below the fees reverts here, before anything is sent.
const { request } = await publicClient.simulateContract({
  account,
  address: router,
  abi: routerAbi,
  functionName: 'sendDeposits',
  args: [depositParams, recipient],
  value: totalFee,
})
const hash = await walletClient.writeContract(request)
// [!endregion send]

// [!region receipt]
const receipt = await publicClient.waitForTransactionReceipt({ hash })
if (receipt.status !== 'success') throw new Error(`sendDeposits reverted: ${hash}`)

const [sent] = parseEventLogs({ abi: routerAbi, eventName: 'SentDeposits', logs: receipt.logs })
console.log(`Sent in block ${receipt.blockNumber}: ${hash}`)
console.log(`Deposit params: ${sent?.args.params.length}, recipient: ${sent?.args.to}`)
// [!endregion receipt]
