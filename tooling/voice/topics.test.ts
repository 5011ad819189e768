import { describe, expect, it } from 'vitest'
import { matchedTopics } from './topics.ts'

describe('unknowns counted by topic, whatever the wording', () => {
  it.each([
    ['The /quoteToken route has no published method; ask Gas.zip for it.', '/quoteToken request format'],
    ['The /quoteToken route has no published HTTP method.', '/quoteToken request format'],
    ['Get the request format of Quote Token from Gas.zip (an open point).', '/quoteToken request format'],
    [
      'Read `required` of ReverseQuote whether the fields form the body or sit in a wrapper.',
      '/quoteReverse answer shape',
    ],
    ['The reverse quote nests its fields one way or another.', '/quoteReverse answer shape'],
    ['What `SEEN`, `PENDING`, `PRIORITY` and `CANCELLED` mean is open.', 'status meanings'],
    ['The units of `price` and `bal` in Chains.', 'units of expires, price, bal, value, time'],
    ['`minOutbound`: base no decision on it.', 'field meanings'],
    ['`contractDepositTxn` is not guaranteed.', 'field meanings'],
    [
      'The route takes no paging parameters: one answer holds the whole history.',
      'authentication, rate limits, paging',
    ],
    [
      'Whether the Deposit endpoint takes a Solana transaction signature is not specified.',
      'contract and Solana deposit lookup',
    ],
    ['Gas.zip publishes the lookup for Direct Deposits only.', 'contract and Solana deposit lookup'],
    ['For a Tron recipient, see the open points.', 'Tron recipients'],
    ['Canto, Injective EVM and PGN have the v1 router but no relayer here.', 'LayerZero caps and relayers'],
    ['largest native drop on this route ([unit](/gas/api/overview#open-points))', 'LayerZero caps and relayers'],
  ])('"%s" is a statement of %s', (statement, topic) => {
    expect(matchedTopics(statement)).toContain(topic)
  })

  it('on a page about the subject, a statement need not name it', () => {
    const statement = 'Before you integrate this route, ask Gas.zip on Discord for its request format.'
    expect(matchedTopics(statement, '/gas/api/quote-token')).toEqual(['/quoteToken request format'])
    expect(matchedTopics('Read `required` at either level of the answer.', '/gas/api/quote-reverse')).toEqual([
      '/quoteReverse answer shape',
    ])
    expect(matchedTopics(statement, '/gas/api/quote')).toEqual([])
  })

  it.each([
    'Poll Deposit with the transaction hash until the status is final.',
    'Quote Token quotes how much of a requested token a deposit yields.',
    'A quote requested with both `from` and `to` is guaranteed for 60 seconds.',
    'Keep the hash and check Deposit later.',
    'The v1 router takes LayerZero v1 chain ids (from 101).',
    'Send from Solana with the Gas.zip program.',
  ])('leaves "%s" alone', (statement) => {
    expect(matchedTopics(statement)).toEqual([])
  })
})
