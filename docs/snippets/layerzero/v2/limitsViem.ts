// Read the native-drop caps of routes from one source chain (LayerZero v2 executor), with viem.
// [!region limits]
import { createPublicClient, http } from 'viem'
import { optimism } from 'viem/chains'
import { executorAbi } from './abi'

// PLACEHOLDER: your RPC URL for the SOURCE chain.
const client = createPublicClient({ chain: optimism, transport: http('https://YOUR_OP_MAINNET_RPC_URL') })

// LayerZero v2 executor of the SOURCE chain. OP Mainnet's; use the executor of the chain you send from.
const sourceExecutor = '0x2D2ea0697bdbede3F01553D2Ae4B8d0c486B666e'

// Destination endpoint ids: Gnosis, Fuse.
for (const eid of [30145, 30138]) {
  const { nativeCap } = await client.readContract({
    address: sourceExecutor,
    abi: executorAbi,
    functionName: 'dstConfig',
    args: [eid],
  })
  // Keep each drop, in destination wei, at or below nativeCap. 0 means the route is not supported.
  console.log(eid, nativeCap === 0n ? 'not supported' : `cap ${nativeCap}`)
}
// [!endregion limits]
