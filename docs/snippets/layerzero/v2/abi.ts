// ABIs for the Gas.zip LayerZero v2 router and the LayerZero v2 executor.
// [!region abi]
// GasLZV2 router: estimateFees, sendDeposits and the SentDeposits event.
export const routerAbi = [
  {
    type: 'function',
    name: 'estimateFees',
    stateMutability: 'view',
    inputs: [
      { name: '_dstEids', type: 'uint32[]' },
      { name: '_messages', type: 'bytes[]' },
      { name: '_options', type: 'bytes[]' },
    ],
    outputs: [{ name: 'nativeFees', type: 'uint256[]' }],
  },
  {
    type: 'function',
    name: 'sendDeposits',
    stateMutability: 'payable',
    inputs: [
      { name: '_depositParams', type: 'uint256[]' },
      { name: 'to', type: 'address' },
    ],
    outputs: [],
  },
  {
    type: 'event',
    name: 'SentDeposits',
    anonymous: false,
    inputs: [
      { name: 'params', type: 'uint256[]', indexed: false },
      { name: 'to', type: 'address', indexed: false },
      { name: 'value', type: 'uint256', indexed: false },
      { name: 'fee', type: 'uint256', indexed: false },
      { name: 'from', type: 'address', indexed: false },
    ],
  },
] as const

// LayerZero v2 executor of the source chain: dstConfig(dstEid) holds the drop cap (nativeCap).
export const executorAbi = [
  {
    type: 'function',
    name: 'dstConfig',
    stateMutability: 'view',
    inputs: [{ name: '_key1', type: 'uint32' }],
    outputs: [
      {
        type: 'tuple',
        components: [
          { name: 'baseGas', type: 'uint64' },
          { name: 'multiplier', type: 'uint16' },
          { name: 'floorMarginUSD', type: 'uint128' },
          { name: 'nativeCap', type: 'uint128' },
        ],
      },
    ],
  },
] as const
// [!endregion abi]
