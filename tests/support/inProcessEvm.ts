import { Common, Hardfork, Mainnet } from '@ethereumjs/common'
import { createTxFromRLP, type TypedTransaction } from '@ethereumjs/tx'
import { bigIntToHex, bytesToHex, createAccount, createAddressFromString, hexToBytes } from '@ethereumjs/util'
import { createVM, runTx } from '@ethereumjs/vm'
import type { EIP1193RequestFn } from 'viem'

// Test helper: an Ethereum mainnet (chain id 1) that lives in memory. It answers the
// JSON-RPC calls viem makes to send a transaction from a local account, and runs the
// signed transaction on the @ethereumjs VM, so a test can read back exactly what was sent.

const baseFeePerGas = 7n

type ExecutedTransaction = { tx: TypedTransaction; hash: `0x${string}`; gasUsed: bigint }

export async function createInProcessEvm(funded: { address: string; balanceWei: bigint }[]) {
  const common = new Common({ chain: Mainnet, hardfork: Hardfork.Prague })
  const vm = await createVM({ common })
  for (const { address, balanceWei } of funded) {
    await vm.stateManager.putAccount(createAddressFromString(address), createAccount({ balance: balanceWei }))
  }
  const executed: ExecutedTransaction[] = []
  const calls: string[] = []

  const account = async (address: string) =>
    (await vm.stateManager.getAccount(createAddressFromString(address))) ?? createAccount({})

  const request = (async ({ method, params }: { method: string; params?: unknown }) => {
    calls.push(method)
    const args = (params ?? []) as unknown[]
    switch (method) {
      case 'eth_chainId':
        return '0x1'
      case 'eth_getTransactionCount':
        return bigIntToHex((await account(String(args[0]))).nonce)
      case 'eth_getBalance':
        return bigIntToHex((await account(String(args[0]))).balance)
      case 'eth_getBlockByNumber':
        return {
          number: '0x1',
          hash: `0x${'ab'.repeat(32)}`,
          parentHash: `0x${'00'.repeat(32)}`,
          timestamp: '0x1',
          gasLimit: bigIntToHex(30_000_000n),
          gasUsed: '0x0',
          baseFeePerGas: bigIntToHex(baseFeePerGas),
          transactions: [],
        }
      case 'eth_maxPriorityFeePerGas':
        return '0x1'
      case 'eth_gasPrice':
        return bigIntToHex(baseFeePerGas + 1n)
      case 'eth_estimateGas':
        return bigIntToHex(100_000n)
      case 'eth_sendRawTransaction': {
        const tx = createTxFromRLP(hexToBytes(String(args[0]) as `0x${string}`), { common })
        const result = await runTx(vm, { tx })
        const hash = bytesToHex(tx.hash())
        executed.push({ tx, hash, gasUsed: result.totalGasSpent })
        return hash
      }
      default:
        throw new Error(`The in-process EVM does not answer ${method}`)
    }
  }) as EIP1193RequestFn

  return { vm, request, executed, calls, balanceOf: async (address: string) => (await account(address)).balance }
}
