// Read the native-drop caps of routes from one source chain (LayerZero v1 relayer), with ethers 6.
// [!region limits]
import { Contract, JsonRpcProvider } from 'ethers'
import { relayerAbi } from './abi'

// PLACEHOLDER: your RPC URL for the SOURCE chain.
const provider = new JsonRpcProvider('https://YOUR_OP_MAINNET_RPC_URL')

// LayerZero v1 relayer of the SOURCE chain. OP Mainnet's; use the relayer of the chain you send from.
const sourceRelayer = new Contract('0x81E792e5a9003CC1C8BF5569A00f34b65d75b017', relayerAbi, provider)

// Destination LayerZero v1 chain ids: Arbitrum One, Arbitrum Nova.
for (const chainId of [110, 175]) {
  const config = await sourceRelayer.getFunction('dstConfigLookup')(chainId, 2)
  const cap: bigint = config.dstNativeAmtCap
  // Keep each drop, in destination wei, at or below dstNativeAmtCap. 0 means the route is not supported.
  console.log(chainId, cap === 0n ? 'not supported' : `cap ${cap}`)
}
// [!endregion limits]
