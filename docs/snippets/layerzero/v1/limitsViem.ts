// Read the native-drop caps of routes from one source chain (LayerZero v1 relayer), with viem.
// [!region limits]
import { createPublicClient, http } from 'viem'
import { optimism } from 'viem/chains'
import { relayerAbi } from './abi'

// PLACEHOLDER: your RPC URL for the SOURCE chain.
const client = createPublicClient({ chain: optimism, transport: http('https://YOUR_OPTIMISM_RPC_URL') })

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
  // dstNativeAmtCap is in destination wei. 0 means the route is not supported.
  console.log(chainId, dstNativeAmtCap === 0n ? 'not supported' : `max drop ${dstNativeAmtCap} wei`)
}
// [!endregion limits]
