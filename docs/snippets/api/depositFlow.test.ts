import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { bytesToHex } from '@ethereumjs/util'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { type Account, type Chain, createWalletClient, custom, type Transport, type WalletClient } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { mainnet } from 'viem/chains'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { fakeClock } from '../../../tests/support/fakeClock.ts'
import { createInProcessEvm } from '../../../tests/support/inProcessEvm.ts'
import {
  ApiError,
  amountForUsd,
  chooseDepositAmount,
  DepositTimeoutError,
  depositAndTrack,
  getJson,
  maxUsdPerChain,
  minUsdPerChain,
  NotDeliveredError,
  parseJsonLossless,
  QuoteRefusedError,
  quoteDeposit,
  sendDeposit,
  toWei,
  waitForConfirmed,
} from './depositFlow.ts'

// The mock API answers with the examples of public/openapi.json; the deposit is
// executed on an in-memory EVM. Expected bytes and amounts are written here by hand
// from the documented worked examples.

const rootDir = join(import.meta.dirname, '..', '..', '..')
const openapi = JSON.parse(readFileSync(join(rootDir, 'public', 'openapi.json'), 'utf8')) as {
  components: { examples: Record<string, { value: unknown }> }
}
const example = <T>(name: string) => structuredClone(openapi.components.examples[name]?.value) as T
type QuoteBody = { calldata: string; quotes: { chain: number; usd: number }[] }
type StatusBody = {
  deposit: { hash: string; status: string; value: unknown }
  txs: { hash: string; value: unknown; refund: boolean; cancelled: boolean }[]
}
type ChainsBody = { chains: { chain: number; price: number }[] }

const recipient = '0x7Ed2A81B7054Dc5D393234B7a3A33B9ba125cAc9'
const directDeposit = '0x391E7C679d29bD940d63be94AD22A25d25b5A604'
const sender = privateKeyToAccount(`0x${'4f'.repeat(32)}`)

const requests: URL[] = []
const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  requests.length = 0
})
afterAll(() => server.close())

/** Answers GET /v2/quotes/... with `answer`, recording each request URL. */
function quoteAnswers(answer: () => Response) {
  server.use(
    http.get('https://backend.gas.zip/v2/quotes/:chain/:wei/:outbound', ({ request }) => {
      requests.push(new URL(request.url))
      return answer()
    }),
  )
}

/** Answers GET /v2/deposit/{hash} with the given answers in turn, the last one forever after. */
function depositAnswers(answers: Array<(hash: string) => Response>) {
  let call = 0
  server.use(
    http.get('https://backend.gas.zip/v2/deposit/:hash', ({ params }) => {
      const answer = answers[Math.min(call, answers.length - 1)]
      call += 1
      return answer ? answer(String(params.hash)) : HttpResponse.text('no answer', { status: 500 })
    }),
  )
}

/** Answers GET /v2/chains with the illustrative list, Arbitrum One's coin priced at `arbitrumPrice` dollars. */
function chainsAnswer(arbitrumPrice: number) {
  server.use(
    http.get('https://backend.gas.zip/v2/chains', ({ request }) => {
      requests.push(new URL(request.url))
      const body = example<ChainsBody>('ChainListIllustrative')
      for (const entry of body.chains) if (entry.chain === 42161) entry.price = arbitrumPrice
      return HttpResponse.json(body)
    }),
  )
}

const statusAnswer = (status: string) => (hash: string) => {
  const body = example<StatusBody>('TransactionStatusIllustrative')
  body.deposit.hash = hash
  body.deposit.status = status
  return HttpResponse.json(body)
}

async function walletOnEvm() {
  const evm = await createInProcessEvm([{ address: sender.address, balanceWei: 10n ** 18n }])
  const wallet: WalletClient<Transport, Chain, Account> = createWalletClient({
    account: sender,
    chain: mainnet,
    transport: custom({ request: evm.request }),
  })
  return { evm, wallet }
}

describe('parseJsonLossless and toWei', () => {
  it('keeps every digit of integers above 2^53', () => {
    const body = parseJsonLossless('{"expected": 12345678901234567891, "usd": 2.078004, "speed": 7}') as Record<
      string,
      unknown
    >
    expect(body).toEqual({ expected: '12345678901234567891', usd: 2.078004, speed: 7 })
    expect(toWei(body.expected)).toBe(12345678901234567891n)
    // The plain parser rounds the same number.
    expect(BigInt(JSON.parse('12345678901234567891'))).not.toBe(12345678901234567891n)
  })

  it('leaves digits and escaped quotes inside strings alone', () => {
    expect(parseJsonLossless('["a \\"99999999999999999999\\" b", -5, 1e30]')).toEqual([
      'a "99999999999999999999" b',
      -5,
      1e30,
    ])
  })

  it('throws on text that is not JSON', () => {
    expect(() => parseJsonLossless('<html>Bad gateway</html>')).toThrow(SyntaxError)
  })

  it('refuses a wei amount that is not an exact integer', () => {
    expect(toWei('599131010000000')).toBe(599131010000000n)
    expect(toWei(599131010000000)).toBe(599131010000000n)
    expect(() => toWei(1.5)).toThrow(/Not a wei amount/)
    expect(() => toWei(2 ** 60)).toThrow(/Not a wei amount/)
    expect(() => toWei('0x10')).toThrow(/Not a wei amount/)
  })
})

describe('choosing the amount from the coin price', () => {
  it('turns dollars into wei at a price per coin, exactly', () => {
    // $2.40 at $4,000 per ETH is 0.0006 ETH; $0.75 at $3,000 is 0.00025 ETH.
    expect(amountForUsd(2.4, 4000, 18)).toBe(600000000000000n)
    expect(amountForUsd(0.75, 3000, 18)).toBe(250000000000000n)
    // $1 at $0.0001 per coin is 10,000 coins.
    expect(amountForUsd(1, 0.0001, 18)).toBe(10000n * 10n ** 18n)
  })

  it('refuses a price or a dollar amount that is not positive', () => {
    expect(() => amountForUsd(2, 0, 18)).toThrow('Not a coin price: 0')
    expect(() => amountForUsd(2, Number.NaN, 18)).toThrow('Not a coin price: NaN')
    expect(() => amountForUsd(0, 3000, 18)).toThrow('Not a dollar amount: 0')
    expect(() => amountForUsd(-1, 3000, 18)).toThrow('Not a dollar amount: -1')
  })

  it('reads the deposit chain price from GET /v2/chains and multiplies by the number of outbound chains', async () => {
    chainsAnswer(4000)
    // $1.20 on each of two chains: $2.40 of ETH on Arbitrum One.
    expect(await chooseDepositAmount(42161, [10, 8453], 1.2)).toBe(600000000000000n)
    expect(requests.map((url) => url.pathname)).toEqual(['/v2/chains'])
  })

  it('refuses a share outside the limits before any request', async () => {
    chainsAnswer(4000)
    const cents = (usd: number) => Math.round(usd * 100) / 100
    const below = cents(minUsdPerChain - 0.01)
    const above = cents(maxUsdPerChain + 0.01)
    await expect(chooseDepositAmount(42161, [10], below)).rejects.toThrow(`$${below} per chain is outside the limits`)
    await expect(chooseDepositAmount(42161, [10], above)).rejects.toThrow(`$${above} per chain is outside the limits`)
    expect(requests).toEqual([])
  })

  it('refuses a deposit chain without a price in the list', async () => {
    chainsAnswer(4000)
    await expect(chooseDepositAmount(1, [42161], 2)).rejects.toThrow('GET /v2/chains gives no coin price for chain 1')
    // The illustrative list carries price 0 as a placeholder: no price either.
    chainsAnswer(0)
    await expect(chooseDepositAmount(42161, [10], 2)).rejects.toThrow('no coin price for chain 42161')
  })
})

describe('quote, send and track against the mock API and an in-process EVM', () => {
  it('sends 0.0006 ETH with calldata 0x010039 to the Direct Deposit address and waits for CONFIRMED', async () => {
    quoteAnswers(() => HttpResponse.json(example('CalldataSingleChain')))
    depositAnswers([
      () => HttpResponse.text('Not Found', { status: 404 }),
      statusAnswer('SEEN'),
      statusAnswer('PENDING'),
      statusAnswer('CONFIRMED'),
    ])
    const { evm, wallet } = await walletOnEvm()
    const clock = fakeClock()
    const progress: string[] = []

    const { quote, hash, tracked } = await depositAndTrack(
      wallet,
      { depositWei: 600000000000000n, outboundChains: [42161], shortIds: [57], to: sender.address },
      { clock, onProgress: (line) => progress.push(line) },
    )

    const url = requests[0]
    expect(url?.pathname).toBe('/v2/quotes/1/600000000000000/42161')
    expect(url?.searchParams.get('from')).toBe(sender.address)
    expect(url?.searchParams.get('to')).toBe(sender.address)
    expect(quote.quotes[0]?.expectedWei).toBe(599131010000000n)

    expect(evm.executed).toHaveLength(1)
    const sent = evm.executed[0]
    expect(sent?.tx.to?.toString()).toBe(directDeposit.toLowerCase())
    expect(sent?.tx.value).toBe(600000000000000n)
    expect(bytesToHex(sent?.tx.data ?? new Uint8Array())).toBe('0x010039')
    expect(sent?.tx.getSenderAddress().toString()).toBe(sender.address.toLowerCase())
    expect(await evm.balanceOf(directDeposit)).toBe(600000000000000n)

    expect(hash).toBe(sent?.hash)
    expect(tracked.deposit.hash).toBe(hash)
    expect(tracked.deposit.status).toBe('CONFIRMED')
    // Amounts come back as the API sends them: Deposit.value a string, Transaction.value a number.
    expect(tracked.deposit.value).toBe('600000000000000')
    expect(tracked.txs[0]?.value).toBe(599131010000000)
    expect(progress).toEqual([
      'HTTP 404 with a body that is not JSON: "Not Found"',
      'status SEEN (payouts: 42161 CONFIRMED)',
      'status PENDING (payouts: 42161 CONFIRMED)',
    ])
    expect(clock.slept).toEqual([2_000, 4_000, 8_000])
  })

  it('sends 0.011 ETH for Arbitrum One and OP Mainnet to another recipient with calldata 0x02 + address + 0039 0037', async () => {
    quoteAnswers(() => HttpResponse.json(example('CalldataTwoChains')))
    const { evm, wallet } = await walletOnEvm()
    const clock = fakeClock()
    const quote = await quoteDeposit(
      {
        depositChain: 1,
        depositWei: 11000000000000000n,
        outboundChains: [42161, 10],
        shortIds: [57, 55],
        from: sender.address,
        to: recipient,
      },
      clock,
    )
    expect(requests[0]?.pathname).toBe('/v2/quotes/1/11000000000000000/42161,10')
    expect(requests[0]?.searchParams.get('to')).toBe(recipient)
    await sendDeposit(wallet, quote, clock)
    const sent = evm.executed[0]
    expect(sent?.tx.to?.toString()).toBe(directDeposit.toLowerCase())
    expect(sent?.tx.value).toBe(11000000000000000n)
    expect(bytesToHex(sent?.tx.data ?? new Uint8Array())).toBe('0x027ed2a81b7054dc5d393234b7a3a33b9ba125cac900390037')
  })

  it('refuses to send a quote older than 60 seconds and sends nothing', async () => {
    quoteAnswers(() => HttpResponse.json(example('CalldataSingleChain')))
    const { evm, wallet } = await walletOnEvm()
    const clock = fakeClock()
    const quote = await quoteDeposit(
      {
        depositChain: 1,
        depositWei: 600000000000000n,
        outboundChains: [42161],
        shortIds: [57],
        from: sender.address,
        to: sender.address,
      },
      clock,
    )
    clock.advance(59_999)
    expect(quote.requestedAt).toBe(clock.now() - 59_999)
    clock.advance(1)
    await expect(sendDeposit(wallet, quote, clock)).rejects.toThrow(QuoteRefusedError)
    await expect(sendDeposit(wallet, quote, clock)).rejects.toMatchObject({
      verdict: { send: false, reasons: [{ code: 'quote-expired', rule: 'quote-window' }] },
    })
    expect(evm.executed).toEqual([])
    expect(evm.calls).not.toContain('eth_sendRawTransaction')
  })

  it('refuses a deposit chain without Direct Deposit and names its contract', async () => {
    quoteAnswers(() => HttpResponse.json(example('CalldataSingleChain')))
    const refused = quoteDeposit({
      depositChain: 143,
      depositWei: 1n,
      outboundChains: [42161],
      shortIds: [57],
      from: sender.address,
      to: recipient,
    })
    await expect(refused).rejects.toThrow(/\[no-direct-deposit\] Monad \(143\) offers no Direct Deposit/)
  })

  it('refuses calldata that names other chains or pays another recipient', async () => {
    quoteAnswers(() => HttpResponse.json(example('CalldataTwoChains')))
    const request = { depositChain: 1, depositWei: 1n, from: sender.address, to: recipient }
    await expect(quoteDeposit({ ...request, outboundChains: [42161, 10], shortIds: [55, 57] })).rejects.toThrow(
      '[calldata-chains] The calldata names short ids 57, 55; the chains asked for have 55, 57.',
    )
    await expect(
      quoteDeposit({ ...request, to: sender.address, outboundChains: [42161, 10], shortIds: [57, 55] }),
    ).rejects.toThrow(
      `[calldata-recipient] The calldata pays 0x${recipient.slice(2).toLowerCase()}, not ${sender.address}.`,
    )
  })

  // A cent outside each limit, whatever the limits are.
  it.each([
    [minUsdPerChain - 0.01, `is worth $${(minUsdPerChain - 0.01).toFixed(2)}`],
    [maxUsdPerChain + 0.01, `is worth $${(maxUsdPerChain + 0.01).toFixed(2)}`],
  ])('refuses a share worth $%s', async (usd, message) => {
    const body = example<QuoteBody>('CalldataSingleChain')
    if (body.quotes[0]) body.quotes[0].usd = usd
    quoteAnswers(() => HttpResponse.json(body))
    await expect(
      quoteDeposit({
        depositChain: 1,
        depositWei: 1n,
        outboundChains: [42161],
        shortIds: [57],
        from: sender.address,
        to: recipient,
      }),
    ).rejects.toThrow(message)
  })

  it('accepts shares of exactly the minimum and the maximum', async () => {
    for (const usd of [minUsdPerChain, maxUsdPerChain]) {
      const body = example<QuoteBody>('CalldataSingleChain')
      if (body.quotes[0]) body.quotes[0].usd = usd
      quoteAnswers(() => HttpResponse.json(body))
      const quote = await quoteDeposit({
        depositChain: 1,
        depositWei: 1n,
        outboundChains: [42161],
        shortIds: [57],
        from: sender.address,
        to: sender.address,
      })
      expect(quote.quotes[0]?.usd).toBe(usd)
    }
  })

  it('refuses a 4xx answer as a failed request, whatever its body says', async () => {
    quoteAnswers(() => HttpResponse.json(example('SourceChainDisabled'), { status: 400 }))
    const failure = quoteDeposit({
      depositChain: 1,
      depositWei: 1n,
      outboundChains: [42161],
      shortIds: [57],
      from: sender.address,
      to: recipient,
    })
    await expect(failure).rejects.toBeInstanceOf(QuoteRefusedError)
    await expect(failure).rejects.toMatchObject({
      verdict: {
        reasons: [
          {
            code: 'failed-request',
            detail: 'The quote request failed: HTTP 400; the API says "Source: Chain Disabled".',
            apiError: 'Source: Chain Disabled',
          },
        ],
      },
    })
  })

  it('getJson turns a 4xx answer into an ApiError carrying the body', async () => {
    quoteAnswers(() => HttpResponse.json(example('SourceChainDisabled'), { status: 400 }))
    const failure = getJson('https://backend.gas.zip/v2/quotes/1/1/42161')
    await expect(failure).rejects.toBeInstanceOf(ApiError)
    await expect(failure).rejects.toMatchObject({ status: 400, body: '{"error":"Source: Chain Disabled"}' })
  })

  it('turns a 5xx answer with a body that is not JSON into an ApiError that shows the text', async () => {
    quoteAnswers(() => new HttpResponse('<html>502 Bad Gateway</html>', { status: 502 }))
    await expect(getJson('https://backend.gas.zip/v2/quotes/1/1/42161')).rejects.toThrow(
      'HTTP 502 from https://backend.gas.zip/v2/quotes/1/1/42161: <html>502 Bad Gateway</html>',
    )
  })

  it('turns a 2xx answer with a body that is not JSON into an ApiError', async () => {
    quoteAnswers(() => HttpResponse.text('gateway timeout'))
    await expect(getJson('https://backend.gas.zip/v2/quotes/1/1/42161')).rejects.toThrow(
      'HTTP 200 from https://backend.gas.zip/v2/quotes/1/1/42161 with a body that is not JSON: gateway timeout',
    )
  })

  it('reports a request-wide error and a per-chain error of a 2xx body', async () => {
    quoteAnswers(() => HttpResponse.json(example('SourceChainDisabled')))
    const request = {
      depositChain: 1,
      depositWei: 1n,
      outboundChains: [42161],
      shortIds: [57],
      from: sender.address,
      to: recipient,
    }
    await expect(quoteDeposit(request)).rejects.toThrow(
      '[request-error] The API refused the whole request; it says "Source: Chain Disabled".',
    )
    quoteAnswers(() => HttpResponse.json({ quotes: [{ chain: 42161, error: 'Outbound: Chain Disabled' }] }))
    await expect(quoteDeposit(request)).rejects.toThrow(
      '[chain-error] Chain 42161 cannot be served; the API says "Outbound: Chain Disabled".',
    )
  })

  it('gives up at the deadline with the last answer, doubling the delay up to 30 s', async () => {
    depositAnswers([statusAnswer('PENDING')])
    const clock = fakeClock()
    const hash = `0x${'33'.repeat(32)}` as const
    const failure = waitForConfirmed(hash, { timeoutMs: 120_000, clock })
    await expect(failure).rejects.toBeInstanceOf(DepositTimeoutError)
    await expect(failure).rejects.toThrow(
      `Deposit ${hash} is not delivered by the deadline (last answer: status PENDING (payouts: 42161 CONFIRMED))`,
    )
    expect(clock.slept).toEqual([2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000])
  })

  it('keeps polling through 5xx and non-JSON answers', async () => {
    depositAnswers([
      () => HttpResponse.text('Service Unavailable', { status: 503 }),
      () => HttpResponse.text('<html>oops</html>'),
      statusAnswer('CONFIRMED'),
    ])
    const clock = fakeClock()
    const tracked = await waitForConfirmed(`0x${'44'.repeat(32)}`, { clock })
    expect(tracked.deposit.status).toBe('CONFIRMED')
    expect(clock.slept).toEqual([2_000, 4_000])
  })
  it('stops at CANCELLED without another request and throws NotDeliveredError with the ticket', async () => {
    let calls = 0
    server.use(
      http.get('https://backend.gas.zip/v2/deposit/:hash', ({ params }) => {
        calls += 1
        return statusAnswer(calls === 1 ? 'PENDING' : 'CANCELLED')(String(params.hash))
      }),
    )
    const clock = fakeClock()
    const hash = `0x${'55'.repeat(32)}` as const
    const failure = waitForConfirmed(hash, { clock })
    await expect(failure).rejects.toBeInstanceOf(NotDeliveredError)
    await expect(failure).rejects.toThrow(
      `Deposit ${hash} was not delivered. Stop polling. Do not send the deposit again`,
    )
    await expect(failure).rejects.toMatchObject({
      hash,
      delivery: {
        state: 'not-delivered',
        status: 'CANCELLED',
        ticket: expect.stringContaining(`Deposit hash: ${hash}`),
      },
    })
    expect(calls).toBe(2)
    expect(clock.slept).toEqual([2_000])
  })

  it('does not return a CONFIRMED deposit whose payout is CANCELLED: the gas never arrived', async () => {
    depositAnswers([
      (hash) => {
        const body = example<StatusBody & { txs: { status: string }[] }>('TransactionStatusIllustrative')
        body.deposit.hash = hash
        if (body.txs[0]) body.txs[0].status = 'CANCELLED'
        return HttpResponse.json(body)
      },
    ])
    const failure = waitForConfirmed(`0x${'77'.repeat(32)}`, { clock: fakeClock() })
    await expect(failure).rejects.toBeInstanceOf(NotDeliveredError)
    await expect(failure).rejects.toMatchObject({
      delivery: { state: 'not-delivered', payouts: [{ chain: 42161, state: 'not-delivered' }] },
    })
    await expect(failure).rejects.toThrow(/The payout was not delivered\. Do not send the deposit again/)
  })

  it('returns a CONFIRMED deposit whatever form its amounts take', async () => {
    depositAnswers([
      (hash) => {
        const body = example<StatusBody>('TransactionStatusIllustrative')
        body.deposit.hash = hash
        body.deposit.value = '0.0006'
        if (body.txs[0]) body.txs[0].value = 0.000599131
        return HttpResponse.json(body)
      },
    ])
    const tracked = await waitForConfirmed(`0x${'66'.repeat(32)}`, { clock: fakeClock() })
    expect(tracked.deposit.status).toBe('CONFIRMED')
    expect(tracked.deposit.value).toBe('0.0006')
    expect(tracked.txs[0]?.value).toBe(0.000599131)
  })
})
