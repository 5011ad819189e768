// Read the native-drop caps of routes from one source chain (LayerZero v1 relayer), with viem.
// [!region limits]
import { createPublicClient, http } from 'viem'
import { optimism } from 'viem/chains'
import { relayerAbi } from './abi'

// PLACEHOLDER: your RPC URL for the SOURCE chain.
const client = createPublicClient({ chain: optimism, transport: http('https://YOUR_OP_MAINNET_RPC_URL') })

// LayerZero v1 relayer of the SOURCE chain. OP Mainnet's; use the relayer of the chain you send from.
const sourceRelayer = '0x81E792e5a9003CC1C8BF5569A00f34b65d75b017'

// Destination LayerZero v1 chain ids: Arbitrum One, Arbitrum Nova.
for (const chainId of [110, 175]) {
  const { dstNativeAmtCap } = await client.readContract({
    address: sourceRelayer,
    abi: relayerAbi,
    functionName: 'dstConfigLookup',
    args: [chainId, 2],
  })
  // Keep each drop, in destination wei, at or below dstNativeAmtCap. 0 means the route is not supported.
  console.log(chainId, dstNativeAmtCap === 0n ? 'not supported' : `cap ${dstNativeAmtCap}`)
}
// [!endregion limits]
