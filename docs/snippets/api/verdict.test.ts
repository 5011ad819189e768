import { describe, expect, it } from 'vitest'
import { ruleUrl as siteRuleUrl } from '../../lib/rules/rules.ts'
import {
  answerOf,
  checkQuote,
  contractCalldata,
  deliveryOf,
  minUsdPerChain,
  quoteSafetyMarginMs,
  quoteValidityMs,
  type RuleId,
  readCalldata,
  recipientOf,
  ruleUrl,
} from './verdict.ts'

/**
 * The decision module on its own: its reasons link the rules where the pages state them, it
 * reads calldata and recipients byte by byte, and it gives every reason at once. The verdict of
 * each API answer is tested for every voice in docs/lib/verdict/scenarios.test.ts.
 */

describe('the reasons link the rules where the site states them', () => {
  it.each<RuleId>(['limits', 'quote-window', 'failed-request', 'tracking', 'direct-deposit-transfer', 'contract-abi'])(
    '%s',
    (id) => {
      expect(ruleUrl(id)).toBe(siteRuleUrl(id))
    },
  )
})

describe('readCalldata', () => {
  it('reads the type, the recipient and the short ids in order', () => {
    expect(readCalldata('0x0100390037')).toEqual({ type: 1, recipientHex: '', shortIds: [57, 55] })
    expect(readCalldata('0x027Ed2A81B7054Dc5D393234B7a3A33B9ba125cAc900390037')).toEqual({
      type: 2,
      recipientHex: '7ed2a81b7054dc5d393234b7a3a33b9ba125cac9',
      shortIds: [57, 55],
    })
  })

  it('names what is wrong with calldata it cannot read', () => {
    expect(() => readCalldata('0x07')).toThrow('Unknown recipient type 0x07')
    expect(() => readCalldata('0x02abcd0039')).toThrow('recipient type 0x02 needs 20 address bytes, found 4')
    expect(() => readCalldata('0x01003')).toThrow('odd number of hex digits')
    expect(() => readCalldata('0x0100')).toThrow('short ids take 2 bytes each')
    expect(() => readCalldata('0x010000')).toThrow('Short id 0')
  })
})

describe('recipientOf reads every recipient the Direct Deposit page teaches', () => {
  // The worked examples of the Direct Deposit calldata layout (docs/data/exampleAccounts.json holds the same).
  it.each([
    ['0x7Ed2A81B7054Dc5D393234B7a3A33B9ba125cAc9', 2, '7ed2a81b7054dc5d393234b7a3a33b9ba125cac9'],
    [`0x${'ab'.repeat(32)}`, 4, 'ab'.repeat(32)],
    ['11111111111111111111111111111111', 3, '00'.repeat(32)],
  ])('%s', (to, type, hex) => {
    expect(recipientOf(to)).toEqual({ type, hex })
  })

  it('refuses what is no address', () => {
    expect(recipientOf('0x1234')).toBeUndefined()
    expect(recipientOf('not an address')).toBeUndefined()
    expect(recipientOf('init1qqqq')).toBeUndefined()
  })
})

describe('contractCalldata', () => {
  it('packs the short ids 16 bits each, first chain highest, and puts an EVM recipient in the high bytes', () => {
    const data = contractCalldata([57, 55], '0x7Ed2A81B7054Dc5D393234B7a3A33B9ba125cAc9')
    expect(data).toBe(
      `0xc9630cb0${'0'.repeat(56)}00390037${'7ed2a81b7054dc5d393234b7a3a33b9ba125cac9'}${'0'.repeat(24)}`,
    )
  })
  it('has no data for a recipient that is not hex, or for no chains', () => {
    expect(contractCalldata([57], '11111111111111111111111111111111')).toBeUndefined()
    expect(contractCalldata([], '0x7Ed2A81B7054Dc5D393234B7a3A33B9ba125cAc9')).toBeUndefined()
  })
})

describe('checkQuote', () => {
  const request = { depositChain: 1, outboundChains: [42161, 10], shortIds: [57, 55], from: '0xA', to: '0xA' }
  const now = 1_764_000_000_000

  it('gives every reason at once, not only the first', () => {
    const answer = answerOf(
      200,
      JSON.stringify({
        quotes: [
          { chain: 42161, usd: 0.1 },
          { chain: 10, usd: 60 },
        ],
        calldata: '0x0100370039',
      }),
    )
    const verdict = checkQuote(request, answer, now, now + quoteValidityMs)
    expect(verdict.send).toBe(false)
    expect(verdict.reasons.map((reason) => reason.code)).toEqual([
      'share-below-minimum',
      'share-above-maximum',
      'calldata-chains',
      'quote-expired',
    ])
    // Each reason names the rule that fits it: the limits for a share, the window for an old quote.
    expect(verdict.reasons.map((reason) => reason.rule)).toEqual(['limits', 'limits', undefined, 'quote-window'])
    expect(verdict.dataTakenAt).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  })

  it('accepts the sender written as an address or as type 01 when the recipient is the sender', () => {
    const quotes = [
      { chain: 42161, usd: 1 },
      { chain: 10, usd: 1 },
    ]
    const sender = '0x7Ed2A81B7054Dc5D393234B7a3A33B9ba125cAc9'
    const asked = { ...request, from: sender, to: sender }
    for (const calldata of ['0x0100390037', `0x02${sender.slice(2)}00390037`]) {
      const verdict = checkQuote(asked, answerOf(200, JSON.stringify({ quotes, calldata })), now, now + 1000)
      expect(verdict.reasons, calldata).toEqual([])
      expect(verdict.path).toMatchObject({ method: 'direct', calldata, sendBefore: verdict.sendBefore })
    }
  })

  it('sends only before the safety margin, and never calldata that is not strict hex', () => {
    const sender = '0x7Ed2A81B7054Dc5D393234B7a3A33B9ba125cAc9'
    const asked = { ...request, from: sender, to: sender }
    const body = (calldata: string) =>
      answerOf(
        200,
        JSON.stringify({
          quotes: [
            { chain: 42161, usd: 1 },
            { chain: 10, usd: 1 },
          ],
          calldata,
        }),
      )
    const lastMoment = now + quoteValidityMs - quoteSafetyMarginMs
    expect(checkQuote(asked, body('0x0100390037'), now, lastMoment - 1).send).toBe(true)
    expect(checkQuote(asked, body('0x0100390037'), now, lastMoment).reasons.map((r) => r.code)).toEqual([
      'quote-expired',
    ])
    expect(checkQuote(asked, body(' 0100390037'), now, now).reasons.map((r) => r.code)).toEqual(['calldata-unreadable'])
  })

  it('shows the API error text of a failed request as data, one line and capped', () => {
    const verdict = checkQuote(request, answerOf(400, JSON.stringify({ error: `Outbound:\n${'x'.repeat(500)}` })), now)
    const [reason] = verdict.reasons
    expect(reason?.code).toBe('failed-request')
    expect(reason?.detail).toContain('HTTP 400')
    expect(reason?.apiError).toMatch(/^Outbound: x+…$/)
    expect(reason?.apiError?.length).toBeLessThanOrEqual(200)
  })

  it('prints a share exactly, so no reason reads "$0.25, below $0.25"', () => {
    // A hundredth of a cent under the minimum: rounded to cents it would read as the minimum.
    const share = minUsdPerChain - 0.0001
    const answer = answerOf(200, JSON.stringify({ quotes: [{ chain: 42161, usd: share }] }))
    const verdict = checkQuote({ depositChain: 8453, outboundChains: [42161], method: 'contract' }, answer, now, now)
    expect(verdict.reasons[0]?.detail).toContain(`$${share}, below`)
  })
})

describe('deliveryOf', () => {
  const hash = `0x${'ab'.repeat(32)}`
  const deposit = (status: string, txs: unknown[], shorts?: number[]) =>
    answerOf(200, JSON.stringify({ deposit: { hash, status, ...(shorts ? { shorts } : {}) }, txs }))

  it('says a failed lookup tells nothing, and links the tracking rule', () => {
    const delivery = deliveryOf(answerOf(404, '{"error":"Deposit not found"}'))
    expect(delivery).toMatchObject({ state: 'unknown', final: false, ticket: null })
    expect(delivery.advice).toContain(ruleUrl('tracking'))
    expect(delivery.advice).toContain('Do not send the deposit again')
  })

  it('writes absent flags as absent in the ticket, never as undefined', () => {
    const delivery = deliveryOf(deposit('CONFIRMED', [{ chain: 10, hash, status: 'CANCELLED' }]))
    expect(delivery.ticket).toContain('refund absent, cancelled absent')
    expect(delivery.ticket).not.toContain('undefined')
  })

  it('keeps following the other payouts after one is lost, and stops when all are final', () => {
    const open = deliveryOf(
      deposit('CONFIRMED', [
        { chain: 10, hash, status: 'CANCELLED' },
        { chain: 42161, hash, status: 'PENDING' },
      ]),
    )
    expect(open).toMatchObject({ state: 'not-delivered', final: false })
    expect(open.advice).toContain('1 of the 2 payouts was not delivered')
    const closed = deliveryOf(
      deposit('CONFIRMED', [
        { chain: 10, hash, status: 'CANCELLED' },
        { chain: 42161, hash, status: 'CONFIRMED' },
      ]),
    )
    expect(closed).toMatchObject({ state: 'not-delivered', final: true })
  })

  it('matches payouts to the requested chains', () => {
    const answer = deposit('CONFIRMED', [{ chain: 10, hash, status: 'CONFIRMED' }])
    expect(deliveryOf(answer, { outboundChains: [10] }).state).toBe('delivered')
    const missing = deliveryOf(answer, { outboundChains: [42161] })
    expect(missing).toMatchObject({ state: 'on-its-way', final: false, missingChains: [42161] })
    const late = deliveryOf(answer, { outboundChains: [42161], deadlinePassed: true })
    expect(late).toMatchObject({ state: 'not-delivered', final: true })
    expect(late.ticket).toContain('No payout listed for chain 42161')
  })
})
