// The Solidity on the contract-deposit and LayerZero pages, compiled with solc-js and run on an
// in-process EVM. Small recording mocks stand at the real GasZipV2 and GasLZV2 addresses; the
// tests read every call the example contracts make and check its value and calldata.
import { readFileSync } from 'node:fs'
import type { Message } from '@ethereumjs/evm'
import { type Address, createAddressFromString, hexToBytes } from '@ethereumjs/util'
import { createVM } from '@ethereumjs/vm'
import solc from 'solc'
import {
  type Abi,
  bytesToHex,
  decodeFunctionData,
  decodeFunctionResult,
  encodeDeployData,
  encodeFunctionData,
  type Hex,
  toFunctionSignature,
} from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import { gasZipV2Abi } from '../gasZipV2Viem.ts'
import { routerAbi } from '../layerzero/v2/abi.ts'

const compileTimeout = 60_000
const gasZipV2Address = '0x2a37D63EAdFe4b4682a3c28C1c2cD4F109Cc2762'
const routerAddress = '0x26DA582889f59EaaE9dA1f063bE0140CD93E6a4f'
const caller = '0x1000000000000000000000000000000000000001'
const recipient = '0x578c01d4e7e70fbC61D12B72cF52009914B91d2d'

const solidityFiles = [
  'IGasZipV2.sol',
  'IGasZipV1.sol',
  'GasZipDepositor.sol',
  'IGasLZV2.sol',
  'LayerZeroGasDepositor.sol',
]

const readSource = (name: string) => readFileSync(new URL(name, import.meta.url), 'utf8')

// Test doubles: they accept the call and, for the router, answer estimateFees with a fixed fee per
// destination (1 gwei plus the eid), so a test can tell each fee apart.
const mocks = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.37;
contract GasZipV2Mock {
    function deposit(uint256, bytes32) external payable {}
}
contract RouterMock {
    function estimateFees(uint32[] calldata eids, bytes[] calldata, bytes[] calldata)
        external pure returns (uint256[] memory fees)
    {
        fees = new uint256[](eids.length);
        for (uint256 i = 0; i < eids.length; ++i) fees[i] = 1e9 + eids[i];
    }
    function sendDeposits(uint256[] calldata, address) external payable {}
}`

type Compiled = { abi: Abi; evm: { bytecode: { object: string }; deployedBytecode: { object: string } } }
type Output = {
  errors?: { severity: string; formattedMessage: string }[]
  contracts: Record<string, Record<string, Compiled>>
}

let output: Output
const contract = (file: string, name: string): Compiled => {
  const compiled = output.contracts[file]?.[name]
  if (!compiled) throw new Error(`${name} is not in the solc output for ${file}`)
  return compiled
}

beforeAll(() => {
  const files = solidityFiles
  const sources: Record<string, { content: string }> = { 'Mocks.sol': { content: mocks } }
  for (const file of files) sources[file] = { content: readSource(file) }
  const input = {
    language: 'Solidity',
    sources,
    settings: { outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object', 'evm.deployedBytecode.object'] } } },
  }
  output = JSON.parse(solc.compile(JSON.stringify(input)))
}, compileTimeout)

// ABI items as canonical signatures, so the test compares names and types, not JSON layout.
const signatures = (abi: Abi, names: string[]) =>
  abi
    .filter((item) => (item.type === 'function' || item.type === 'event') && names.includes(item.name))
    .map((item) => `${item.type} ${toFunctionSignature(item as never)}`)
    .sort()

describe('Solidity examples compile', () => {
  it(
    'with solc-js 0.8.37, no errors and no warnings',
    () => {
      expect(solc.version()).toMatch(/^0\.8\.37\+commit\./)
      expect(output.errors ?? []).toEqual([])
    },
    compileTimeout,
  )

  it('carry a pragma that the pinned compiler satisfies', () => {
    for (const file of solidityFiles) {
      expect(readSource(file)).toContain('pragma solidity ^0.8.37;')
    }
  })
})

describe('the Solidity interfaces match the ABIs of the TypeScript examples', () => {
  it('IGasZipV2 has deposit(uint256,bytes32) as in gasZipV2Viem.ts, and the address overload', () => {
    const abi = contract('IGasZipV2.sol', 'IGasZipV2').abi
    expect(signatures(abi, ['deposit'])).toEqual([
      'function deposit(uint256,address)',
      'function deposit(uint256,bytes32)',
    ])
    expect(signatures(abi, ['deposit'])).toEqual(expect.arrayContaining(signatures(gasZipV2Abi, ['deposit'])))
    expect(signatures(abi, ['Deposit'])).toEqual(['event Deposit(address,uint256,uint256,bytes32)'])
    expect(encodeFunctionData({ abi, functionName: 'deposit', args: [54n, `0x${'00'.repeat(32)}`] }).slice(0, 10)).toBe(
      '0xc9630cb0',
    )
  })

  it('IGasZipV1 (legacy) has deposit(uint256,address), selector 0x6e553f65', () => {
    const abi = contract('IGasZipV1.sol', 'IGasZipV1').abi
    expect(signatures(abi, ['deposit', 'Deposit'])).toEqual([
      'event Deposit(address,uint256,uint256,address)',
      'function deposit(uint256,address)',
    ])
    expect(encodeFunctionData({ abi, functionName: 'deposit', args: [1n, recipient] }).slice(0, 10)).toBe('0x6e553f65')
  })

  it('IGasLZV2 has the estimateFees, sendDeposits and SentDeposits of layerzero/v2/abi.ts', () => {
    const abi = contract('IGasLZV2.sol', 'IGasLZV2').abi
    const names = ['estimateFees', 'sendDeposits', 'SentDeposits']
    expect(signatures(abi, names)).toEqual(signatures(routerAbi, names))
    expect(signatures(abi, names)).toEqual([
      'event SentDeposits(uint256[],address,uint256,uint256,address)',
      'function estimateFees(uint32[],bytes[],bytes[])',
      'function sendDeposits(uint256[],address)',
    ])
  })
})

/** A fresh in-process EVM with the mocks at the real addresses and a funded caller. */
async function chainWithMocks() {
  const vm = await createVM()
  await vm.stateManager.putCode(
    createAddressFromString(gasZipV2Address),
    hexToBytes(`0x${contract('Mocks.sol', 'GasZipV2Mock').evm.deployedBytecode.object}`),
  )
  await vm.stateManager.putCode(
    createAddressFromString(routerAddress),
    hexToBytes(`0x${contract('Mocks.sol', 'RouterMock').evm.deployedBytecode.object}`),
  )
  const calls: { to: string; value: bigint; data: Hex }[] = []
  vm.evm.events?.on('beforeMessage', (message: Message) => {
    if (message.depth > 0 && message.to) {
      calls.push({ to: message.to.toString(), value: message.value, data: bytesToHex(message.data) })
    }
  })

  const deploy = async (data: Hex) => {
    const result = await vm.evm.runCall({
      caller: createAddressFromString(caller),
      data: hexToBytes(data),
      skipBalance: true,
    })
    if (result.execResult.exceptionError || !result.createdAddress) throw new Error('deployment failed')
    return result.createdAddress
  }
  const call = async (to: Address, data: Hex, value = 0n) => {
    calls.length = 0
    const result = await vm.evm.runCall({
      caller: createAddressFromString(caller),
      to,
      data: hexToBytes(data),
      value,
      skipBalance: true,
    })
    return {
      reverted: result.execResult.exceptionError !== undefined,
      returned: bytesToHex(result.execResult.returnValue),
    }
  }
  const balance = async (address: string) =>
    (await vm.stateManager.getAccount(createAddressFromString(address)))?.balance ?? 0n
  return { calls, deploy, call, balance }
}

describe('GasZipDepositor forwards a deposit to GasZipV2', () => {
  const depositor = () => contract('GasZipDepositor.sol', 'GasZipDepositor')

  it(
    'calls deposit(uint256,bytes32) with the packed chains, the left-aligned recipient and all of msg.value',
    async () => {
      const chain = await chainWithMocks()
      const { abi, evm } = depositor()
      const address = await chain.deploy(
        encodeDeployData({ abi, bytecode: `0x${evm.bytecode.object}`, args: [gasZipV2Address] }),
      )
      const value = 2_000_000_000_000_000n
      const result = await chain.call(
        address,
        encodeFunctionData({ abi, functionName: 'depositFor', args: [[54], recipient] }),
        value,
      )
      expect(result.reverted).toBe(false)
      expect(chain.calls).toEqual([
        {
          to: gasZipV2Address.toLowerCase(),
          value,
          data: '0xc9630cb00000000000000000000000000000000000000000000000000000000000000036578c01d4e7e70fbc61d12b72cf52009914b91d2d000000000000000000000000',
        },
      ])
      expect(await chain.balance(gasZipV2Address)).toBe(value)
    },
    compileTimeout,
  )

  it('packs Arbitrum One (57) then OP Mainnet (55) as 0x00390037', async () => {
    const chain = await chainWithMocks()
    const { abi, evm } = depositor()
    const address = await chain.deploy(
      encodeDeployData({ abi, bytecode: `0x${evm.bytecode.object}`, args: [gasZipV2Address] }),
    )
    await chain.call(address, encodeFunctionData({ abi, functionName: 'depositFor', args: [[57, 55], recipient] }), 1n)
    const [forwarded] = chain.calls
    expect(forwarded).toBeDefined()
    const { args } = decodeFunctionData({ abi: gasZipV2Abi, data: forwarded?.data ?? '0x' })
    expect(args[0]).toBe(0x00390037n)
  })

  it('reverts, forwarding nothing, with no value, no chain, 17 chains or short id 0', async () => {
    const chain = await chainWithMocks()
    const { abi, evm } = depositor()
    const address = await chain.deploy(
      encodeDeployData({ abi, bytecode: `0x${evm.bytecode.object}`, args: [gasZipV2Address] }),
    )
    const attempts: [number[], bigint][] = [
      [[57], 0n],
      [[], 1n],
      [Array.from({ length: 17 }, () => 57), 1n],
      [[57, 0], 1n],
    ]
    for (const [shortIds, value] of attempts) {
      const result = await chain.call(
        address,
        encodeFunctionData({ abi, functionName: 'depositFor', args: [shortIds, recipient] }),
        value,
      )
      expect(result.reverted, `${shortIds.length} chains, value ${value}`).toBe(true)
      expect(chain.calls).toEqual([])
    }
  })
})

describe('LayerZeroGasDepositor sends through the v2 router', () => {
  const depositor = () => contract('LayerZeroGasDepositor.sol', 'LayerZeroGasDepositor')
  const gnosis = 30145
  const fuse = 30138
  const amount = 2_000_000_000_000n // 0.000002

  it('builds the 74-byte native drop option of the worked example', async () => {
    const chain = await chainWithMocks()
    const { abi, evm } = depositor()
    const address = await chain.deploy(`0x${evm.bytecode.object}`)
    const result = await chain.call(
      address,
      encodeFunctionData({
        abi,
        functionName: 'nativeDropOption',
        args: [20000n, amount, '0x0000000000000000000000000000000000000000'],
      }),
    )
    expect(decodeFunctionResult({ abi, functionName: 'nativeDropOption', data: result.returned })).toBe(
      '0x00030100110100000000000000000000000000004e20010031020000000000000000000001d1a94a20000000000000000000000000000000000000000000000000000000000000000000',
    )
  })

  it(
    'quotes, sends the sum of the fees with the packed params, and returns the change to the caller',
    async () => {
      const chain = await chainWithMocks()
      const { abi, evm } = depositor()
      const address = await chain.deploy(`0x${evm.bytecode.object}`)
      const fees = 1_000_000_000n * 2n + BigInt(gnosis + fuse)
      const sent = fees + 5000n
      const result = await chain.call(
        address,
        encodeFunctionData({ abi, functionName: 'send', args: [[gnosis, fuse], [amount, amount], recipient] }),
        sent,
      )
      expect(result.reverted).toBe(false)

      const [estimate, deposit, change] = chain.calls
      expect(chain.calls).toHaveLength(3)

      expect(estimate?.to).toBe(routerAddress.toLowerCase())
      expect(estimate?.value).toBe(0n)
      const quoted = decodeFunctionData({ abi: routerAbi, data: estimate?.data ?? '0x' })
      expect(quoted.functionName).toBe('estimateFees')
      const dropTo = `000000000000000000000000${recipient.slice(2).toLowerCase()}`
      const option = `0x00030100110100000000000000000000000000004e20010031020000000000000000000001d1a94a2000${dropTo}`
      expect(quoted.args).toEqual([
        [gnosis, fuse],
        ['0x', '0x'],
        [option, option],
      ])

      expect(deposit?.to).toBe(routerAddress.toLowerCase())
      expect(deposit?.value).toBe(fees)
      const sentDeposits = decodeFunctionData({ abi: routerAbi, data: deposit?.data ?? '0x' })
      expect(sentDeposits.functionName).toBe('sendDeposits')
      expect(sentDeposits.args).toEqual([
        [
          812707592281256036610237169798206766656791718617485557442870330962616320n,
          812518872654585982131674500692597629242076258606527773435502605690871808n,
        ],
        recipient,
      ])

      expect(change).toEqual({ to: caller, value: 5000n, data: '0x' })
      expect(await chain.balance(routerAddress)).toBe(fees)
    },
    compileTimeout,
  )

  it('reverts before sending when msg.value is below the fees', async () => {
    const chain = await chainWithMocks()
    const { abi, evm } = depositor()
    const address = await chain.deploy(`0x${evm.bytecode.object}`)
    const result = await chain.call(
      address,
      encodeFunctionData({ abi, functionName: 'send', args: [[gnosis], [amount], recipient] }),
      1_000_000_000n,
    )
    expect(result.reverted).toBe(true)
    expect(await chain.balance(routerAddress)).toBe(0n)
  })
})
