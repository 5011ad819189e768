import { describe, expect, it } from 'vitest'
import { ruleMarkdown } from '../../lib/rules/rules.ts'
import { answerOf, checkQuote, deliveryOf, type RuleId, readCalldata, ruleText } from './verdict.ts'

/**
 * The decision module on its own: its advice quotes the rules exactly as every page states them,
 * it reads calldata byte by byte, and it gives every reason at once. The verdict of each API answer
 * is tested for every voice in docs/lib/verdict/scenarios.test.ts.
 */

describe('the advice quotes the rules', () => {
  it.each<RuleId>(['limits', 'quote-window', 'failed-request', 'tracking', 'direct-deposit-transfer', 'contract-abi'])(
    '%s reads as the pages state it',
    (id) => {
      expect(ruleText(id)).toBe(ruleMarkdown(id))
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

describe('checkQuote', () => {
  const request = { depositChain: 1, outboundChains: [42161, 10], shortIds: [57, 55], from: '0xA', to: '0xA' }
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
    const verdict = checkQuote(request, answer, 0, 60_000)
    expect(verdict.send).toBe(false)
    expect(verdict.reasons.map((reason) => reason.code)).toEqual([
      'share-below-minimum',
      'share-above-maximum',
      'calldata-chains',
      'quote-expired',
    ])
    // Each reason's advice fits it: the limits rule for a share, the window rule for an old quote.
    expect(verdict.reasons[0]?.advice).toContain(ruleText('limits'))
    expect(verdict.reasons[3]?.advice).toContain(ruleText('quote-window'))
    expect(verdict.reasons[2]?.advice).not.toContain(ruleText('limits'))
  })

  it('accepts the sender written as an address or as type 01 when the recipient is the sender', () => {
    const quotes = [
      { chain: 42161, usd: 1 },
      { chain: 10, usd: 1 },
    ]
    const sender = '0x7Ed2A81B7054Dc5D393234B7a3A33B9ba125cAc9'
    const asked = { ...request, from: sender, to: sender }
    for (const calldata of ['0x0100390037', `0x02${sender.slice(2)}00390037`]) {
      const verdict = checkQuote(asked, answerOf(200, JSON.stringify({ quotes, calldata })), 0, 1000)
      expect(verdict.reasons, calldata).toEqual([])
    }
  })
})

describe('deliveryOf', () => {
  it('says a failed lookup tells nothing, with the failed-request and tracking rules', () => {
    const delivery = deliveryOf(answerOf(404, '{"error":"Deposit not found"}'))
    expect(delivery).toMatchObject({ state: 'unknown', final: false, ticket: null })
    expect(delivery.advice).toContain(ruleText('failed-request'))
    expect(delivery.advice).toContain(ruleText('tracking'))
  })
})
