// Read the native-drop caps of routes from one source chain (LayerZero v2 executor), with ethers 6.
// [!region limits]
import { Contract, JsonRpcProvider } from 'ethers'
import { executorAbi } from './abi'

// PLACEHOLDER: your RPC URL for the SOURCE chain.
const provider = new JsonRpcProvider('https://YOUR_OP_MAINNET_RPC_URL')

// LayerZero v2 executor of the SOURCE chain. OP Mainnet's; use the executor of the chain you send from.
const sourceExecutor = new Contract('0x2D2ea0697bdbede3F01553D2Ae4B8d0c486B666e', executorAbi, provider)

// Destination endpoint ids: Gnosis, Fuse.
for (const eid of [30145, 30138]) {
  const config = await sourceExecutor.getFunction('dstConfig')(eid)
  const nativeCap: bigint = config.nativeCap
  // Keep each drop, in destination wei, at or below nativeCap. 0 means the route is not supported.
  console.log(eid, nativeCap === 0n ? 'not supported' : `cap ${nativeCap}`)
}
// [!endregion limits]
