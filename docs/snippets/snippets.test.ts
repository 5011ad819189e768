import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Keypair } from '@solana/web3.js'
import { encodeFunctionData } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import { usd } from '../lib/rules/rules.ts'
import * as flow from './depositFlow.ts'
import * as directEthers from './directDepositEthers.ts'
import * as directViem from './directDepositViem.ts'
import * as contractEthers from './gasZipV2Ethers.ts'
import * as contractViem from './gasZipV2Viem.ts'
import * as solana from './solanaDeposit.ts'

// The snippets are what readers copy. These tests run their encoders against the
// documented worked examples; expected values are written here by hand.

describe('Direct Deposit snippets (viem and ethers)', () => {
  for (const [library, snippet] of [
    ['viem', directViem],
    ['ethers', directEthers],
  ] as const) {
    it(`${library}: sender to Arbitrum One + OP Mainnet is 0x0100390037`, () => {
      expect(snippet.directDepositCalldata('sender', [57, 55])).toBe('0x0100390037')
    })
    it(`${library}: sender to Arbitrum One is 0x010039`, () => {
      expect(snippet.directDepositCalldata('sender', [57])).toBe('0x010039')
    })
    it(`${library}: EVM recipient to Arbitrum One + OP Mainnet`, () => {
      expect(snippet.directDepositCalldata('0x7ed2a81b7054dc5d393234b7a3a33b9ba125cac9', [57, 55])).toBe(
        '0x027Ed2A81B7054Dc5D393234B7a3A33B9ba125cAc900390037',
      )
    })
    it(`${library}: refuses an empty chain list and an out-of-range short id`, () => {
      expect(() => snippet.directDepositCalldata('sender', [])).toThrow(/at least one outbound chain/)
      expect(() => snippet.directDepositCalldata('sender', [70000])).toThrow(/Short id 70000 is out of range/)
    })
  }
})

describe('contract deposit snippets (viem and ethers)', () => {
  for (const [library, snippet] of [
    ['viem', contractViem],
    ['ethers', contractEthers],
  ] as const) {
    it(`${library}: packs [57, 55] as 0x00390037 and [54] as 54`, () => {
      expect(snippet.packChains([57, 55])).toBe(3735607n)
      expect(snippet.packChains([54])).toBe(54n)
    })
    it(`${library}: builds the worked-example calldata for a deposit to Base for 0x578c…1d2d`, () => {
      const data = encodeFunctionData({
        abi: contractViem.gasZipV2Abi,
        functionName: 'deposit',
        args: [
          snippet.packChains([54]),
          snippet.evmRecipient('0x578c01d4e7e70fbC61D12B72cF52009914B91d2d') as `0x${string}`,
        ],
      })
      expect(data).toBe(
        '0xc9630cb00000000000000000000000000000000000000000000000000000000000000036578c01d4e7e70fbc61d12b72cf52009914b91d2d000000000000000000000000',
      )
    })
  }

  // The contract deposit address differs between chains (0x9E22… on Arc): a sender that holds
  // an address of its own would send there on every chain. Each takes it from the verdict.
  it.each([
    'gasZipV2Ethers.ts',
    'gasZipV2Viem.ts',
    'directDepositEthers.ts',
    'directDepositViem.ts',
    'solanaDeposit.ts',
  ])('%s sends to no address of its own', (file) => {
    const code = readFileSync(join(import.meta.dirname, file), 'utf8')
    expect(code.match(/0x[0-9a-fA-F]{40}\b|[1-9A-HJ-NP-Za-km-z]{43,44}/g)).toBeNull()
  })
})

describe('Solana deposit snippet', () => {
  it('builds the worked-example instruction data for 0.05 SOL to OP Mainnet for an EVM address', () => {
    expect(solana.depositData(50000000n, [55], '0x4c968f6bEecf1906710b08e8B472b8Ba6E75F957').toString('hex')).toBe(
      'f223c68952e1f2b680f0fa02000000000100000037000000000000000000000000004c968f6beecf1906710b08e8b472b8ba6e75f957',
    )
  })

  it('builds the worked-example instruction data for 1 SOL to Arbitrum One + OP Mainnet for a Solana address', () => {
    expect(
      solana.depositData(1000000000n, [57, 55], 'gasZT2bpe7mxu5wMgQbvry84vok5CuF2huCEokyC3qh').toString('hex'),
    ).toBe(
      'f223c68952e1f2b600ca9a3b0000000002000000390037000a23f34efcd2d9f1a203e0c65a2b3d63570927c761bc55e8f97f5100e1abe568',
    )
  })

  it('takes a 32-byte 0x address as it is and refuses text that is no address', () => {
    expect(Buffer.from(solana.recipientBytes(`0x${'00'.repeat(30)}0abc`)).toString('hex')).toBe(
      `${'00'.repeat(30)}0abc`,
    )
    expect(() => solana.recipientBytes('not an address')).toThrow(
      '"not an address" is not an EVM, Solana, Sui, Aptos or Fuel address.',
    )
    // A Tron address (base58check, 25 bytes) has no 32-byte form here.
    expect(() => solana.recipientBytes('TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7')).toThrow(/is not an EVM, Solana/)
  })

  it('lists the accounts in the documented order: payer, System Program, Gas.zip recipient', () => {
    const payer = Keypair.generate().publicKey
    const program = {
      address: 'FzuVV5WeLyWHDuX6SPbeLgqkvePDTzMCRKYAhDbiP3z3',
      account: 'gasZT2bpe7mxu5wMgQbvry84vok5CuF2huCEokyC3qh',
    }
    const instruction = solana.depositInstruction(
      program,
      payer,
      1n,
      [55],
      '0x4c968f6bEecf1906710b08e8B472b8Ba6E75F957',
    )
    expect(instruction.programId.toBase58()).toBe('FzuVV5WeLyWHDuX6SPbeLgqkvePDTzMCRKYAhDbiP3z3')
    expect(instruction.keys.map((key) => [key.pubkey.toBase58(), key.isSigner, key.isWritable])).toEqual([
      [payer.toBase58(), true, true],
      ['11111111111111111111111111111111', false, false],
      ['gasZT2bpe7mxu5wMgQbvry84vok5CuF2huCEokyC3qh', false, true],
    ])
  })
})

// Sizing the deposit and following it are tested once, against a mock API, in api/depositFlow.test.ts.
describe('the check before sending a contract or Solana deposit', () => {
  const quoteFor = (usd: number) =>
    vi.fn(async (_url: string) =>
      Response.json({ quotes: [{ chain: 10, expected: '1000', gas: '10', speed: 5, usd }] }),
    )

  it('quotes the deposit chain, amount and native outbound ids without from and to', async () => {
    const fetchMock = quoteFor(0.98)
    vi.stubGlobal('fetch', fetchMock)
    try {
      const quote = await flow.quoteShares({ depositChain: 501474, outboundChains: [10], method: 'solana' }, 6666666n)
      expect(quote.quotes.map((entry) => entry.usd)).toEqual([0.98])
      expect(fetchMock.mock.calls[0]?.[0]).toBe('https://backend.gas.zip/v2/quotes/501474/6666666/10')
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('refuses a share under the minimum so nothing is sent', async () => {
    const below = flow.minUsdPerChain * 0.8
    vi.stubGlobal('fetch', quoteFor(below))
    try {
      await expect(
        flow.quoteShares({ depositChain: 8453, outboundChains: [10], method: 'contract' }, 1n),
      ).rejects.toThrow(
        `[share-below-minimum] The share for chain 10 is worth ${usd(below)}, below ${usd(flow.minUsdPerChain)}.`,
      )
    } finally {
      vi.unstubAllGlobals()
    }
  })
})
