import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Keypair } from '@solana/web3.js'
import { encodeFunctionData } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import { fakeClock } from '../../tests/support/fakeClock.ts'
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

describe('deposit amount', () => {
  it('puts $1 on each of 2 chains at $2000 per ETH: 0.0005 ETH each, 0.001 ETH in all', () => {
    expect(flow.amountForUsd(2, 2000, 18)).toBe(1000000000000000n)
  })

  it('puts $1 on one chain at $150 per SOL: 6666666 lamports, rounded down', () => {
    expect(flow.amountForUsd(1, 150, 9)).toBe(6666666n)
  })

  it('sizes a Solana deposit from the price of chain 501474 in /v2/chains', async () => {
    const fetchMock = vi.fn(async () =>
      Response.json({
        chains: [
          { chain: 1, price: 3000 },
          { chain: 501474, price: 150 },
        ],
      }),
    )
    vi.stubGlobal('fetch', fetchMock)
    try {
      expect(await flow.chooseDepositAmount(501474, [10], 1, 9)).toBe(6666666n)
      expect(fetchMock).toHaveBeenCalledWith('https://backend.gas.zip/v2/chains', expect.anything())
      await expect(flow.chooseDepositAmount(10, [42161], 1)).rejects.toThrow('no coin price for chain 10')
      await expect(flow.chooseDepositAmount(1, [42161], 0.2)).rejects.toThrow('$0.2 per chain is outside the limits')
    } finally {
      vi.unstubAllGlobals()
    }
  })
})

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

  it('refuses a share under $0.25 so nothing is sent', async () => {
    vi.stubGlobal('fetch', quoteFor(0.2))
    try {
      await expect(
        flow.quoteShares({ depositChain: 8453, outboundChains: [10], method: 'contract' }, 1n),
      ).rejects.toThrow('[share-below-minimum] The share for chain 10 is worth $0.2, below $0.25.')
    } finally {
      vi.unstubAllGlobals()
    }
  })
})

describe('following a deposit with /v2/deposit/{hash}, the poller every guide shares', () => {
  const hash = `0x${'ab'.repeat(32)}`
  const payout = { chain: 10, hash: `0x${'cd'.repeat(32)}`, status: 'CONFIRMED' }
  const deposit = (status: string) =>
    Response.json({ deposit: { hash, chain: 8453, status }, txs: status === 'CONFIRMED' ? [payout] : [] })
  it('survives a failed request and a network error in the middle of polling, then returns on CONFIRMED', async () => {
    const answers: Array<() => Response> = [
      () => deposit('PENDING'),
      () => new Response('Bad Gateway', { status: 502 }),
      () => {
        throw new TypeError('fetch failed')
      },
      () => new Response('<html>maintenance</html>', { status: 200 }),
      () => deposit('CONFIRMED'),
    ]
    const fetchMock = vi.fn(async (_url: string) => (answers.shift() ?? (() => deposit('PENDING')))())
    vi.stubGlobal('fetch', fetchMock)
    try {
      const time = fakeClock()
      const progress: string[] = []
      const tracked = await flow.waitForConfirmed(hash, { clock: time, onProgress: (line) => progress.push(line) })
      expect(tracked.deposit.status).toBe('CONFIRMED')
      expect(fetchMock).toHaveBeenCalledTimes(5)
      expect(fetchMock.mock.calls[0]?.[0]).toBe(`https://backend.gas.zip/v2/deposit/${hash}`)
      expect(progress).toEqual([
        'status PENDING',
        'HTTP 502 with a body that is not JSON: "Bad Gateway"',
        `no answer from https://backend.gas.zip/v2/deposit/${hash}: fetch failed`,
        'HTTP 200 with a body that is not JSON: "<html>maintenance</html>"',
      ])
      // The waits grow after every answer, failed ones included.
      expect(time.slept).toEqual([2_000, 4_000, 8_000, 16_000])
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('stops on CANCELLED and says to open a ticket', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => deposit('CANCELLED')),
    )
    try {
      await expect(flow.waitForConfirmed(hash, { clock: fakeClock() })).rejects.toThrow(
        /was not delivered\. Stop polling\. Do not send the deposit again\. Open a support ticket/,
      )
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it("gives up at the reader's deadline with the last answer, even when every request fails", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('fetch failed')
      }),
    )
    try {
      const time = fakeClock()
      await expect(flow.waitForConfirmed(hash, { clock: time, timeoutMs: 60_000 })).rejects.toThrow(
        `Deposit ${hash} is not delivered by the deadline (last answer: no answer from https://backend.gas.zip/v2/deposit/${hash}: fetch failed)`,
      )
      expect(time.slept).toEqual([2_000, 4_000, 8_000, 16_000, 30_000])
    } finally {
      vi.unstubAllGlobals()
    }
  })
})
