// ABIs for the Gas.zip LayerZero v1 router and the LayerZero v1 relayer.
// [!region abi]
// GasZipLZ router: estimateFees and deposit.
export const routerAbi = [
  {
    type: 'function',
    name: 'estimateFees',
    stateMutability: 'view',
    inputs: [
      { name: '_dstChainIds', type: 'uint16[]' },
      { name: '_adapterParams', type: 'bytes[]' },
    ],
    outputs: [{ name: 'nativeFees', type: 'uint256[]' }],
  },
  {
    type: 'function',
    name: 'deposit',
    stateMutability: 'payable',
    inputs: [
      { name: '_depositParams', type: 'uint256[]' },
      { name: 'to', type: 'address' },
    ],
    outputs: [],
  },
] as const

// LayerZero v1 relayer of the source chain: dstConfigLookup(dstChainId, 2) holds the drop cap (dstNativeAmtCap).
export const relayerAbi = [
  {
    type: 'function',
    name: 'dstConfigLookup',
    stateMutability: 'view',
    inputs: [
      { name: '_key1', type: 'uint16' },
      { name: '_key2', type: 'uint16' },
    ],
    outputs: [
      {
        type: 'tuple',
        components: [
          { name: 'dstNativeAmtCap', type: 'uint128' },
          { name: 'baseGas', type: 'uint64' },
          { name: 'gasPerByte', type: 'uint64' },
        ],
      },
    ],
  },
] as const
// [!endregion abi]
