// Gas.zip LayerZero v2 router (GasLZV2) with ethers 6: read limits, estimate fees, send a native-gas deposit.
// Source chain: OP Mainnet. Destinations: Gnosis (eid 30145) and Fuse (eid 30138).
// [!region setup]
import { Contract, JsonRpcProvider, parseEther, Wallet } from 'ethers'
import { executorAbi, routerAbi } from './abi'
import { depositParam, nativeDropOption } from './encodeEthers'

// PLACEHOLDERS: put your own OP Mainnet RPC URL and private key here (never commit a real key).
const rpcUrl = 'https://YOUR_OP_MAINNET_RPC_URL'
const privateKey = '0xYOUR_PRIVATE_KEY'

const provider = new JsonRpcProvider(rpcUrl)
const wallet = new Wallet(privateKey, provider)
// [!endregion setup]

// [!region addresses]
// GasLZV2: the same address on every chain where the v2 router is deployed.
const router = new Contract('0x26DA582889f59EaaE9dA1f063bE0140CD93E6a4f', routerAbi, wallet)
// LayerZero v2 executor of the SOURCE chain (OP Mainnet). It holds the per-route drop caps.
const sourceExecutor = new Contract('0x2D2ea0697bdbede3F01553D2Ae4B8d0c486B666e', executorAbi, provider)

// Who receives the gas on every destination.
const recipient = wallet.address
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
  const config = await sourceExecutor.getFunction('dstConfig')(eid)
  const nativeCap: bigint = config.nativeCap
  if (nativeCap === 0n) throw new Error(`${name} (${eid}) is not reachable from this chain: its cap is 0`)
  if (amount > nativeCap) throw new Error(`${name} (${eid}): ${amount} wei is above the cap ${nativeCap}`)
}
// [!endregion limits]

// [!region estimate]
const fees: bigint[] = [
  ...(await router.getFunction('estimateFees')(
    destinations.map((d) => d.eid),
    destinations.map(() => '0x'),
    destinations.map((d) => nativeDropOption(gasLimit, d.amount, recipient)),
  )),
]
// Each fee already pays for its drop. msg.value is the sum of the fees, nothing more.
const totalFee = fees.reduce((sum, fee) => sum + fee, 0n)
// [!endregion estimate]

// [!region params]
const depositParams = destinations.map((d) => depositParam(d.eid, d.amount))
// [!endregion params]

// [!region send]
// ethers estimates gas first, so a msg.value below the fees reverts here, before anything is sent.
const tx = await router.getFunction('sendDeposits')(depositParams, recipient, { value: totalFee })
// [!endregion send]

// [!region receipt]
const receipt = await tx.wait()
if (receipt?.status !== 1) throw new Error(`sendDeposits reverted: ${tx.hash}`)

const sent = receipt.logs
  .map((log: { topics: string[]; data: string }) => router.interface.parseLog(log))
  .find((event: { name: string } | null) => event?.name === 'SentDeposits')
console.log(`Sent in block ${receipt.blockNumber}: ${tx.hash}`)
console.log(`Deposit params: ${sent?.args.params.length}, recipient: ${sent?.args.to}`)
// [!endregion receipt]
