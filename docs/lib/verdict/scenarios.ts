/**
 * The verdict scenarios: what the API may answer, and the verdict every voice (the decision
 * module, the MCP tools, the Try-it panels) must give for it. Each expected verdict is written
 * from the rules (rules.json) and the status playbook (statuses.json), not from any output.
 *
 * A typed table rather than a JSON data file: each row's expected codes and states are checked by
 * the compiler against the module's own lists (`ReasonCode`, `DeliveryState`), so a renamed or
 * removed code fails the type-check, and the answers can be written as the text the API sends.
 * It is test data only; no page shows it.
 */
import type { DeliveryState, ReasonCode } from '../../snippets/api/verdict.ts'

/** What the API answers: a status and the body text as sent, or no answer at all. */
export type ScenarioAnswer = { status: number; body: string } | 'network-error'

export type QuoteScenario = {
  name: string
  request: {
    depositChain: number
    amount: string
    outboundChains: number[]
    from?: string
    to?: string
    method?: 'direct' | 'contract' | 'solana'
    contractCheckedOnExplorer?: boolean
  }
  answer: ScenarioAnswer
  /** How long after the request the answer is judged; the request is sent at `scenarioClock`. */
  ageMs: number
  expected: { send: boolean; codes: ReasonCode[]; contract?: 'verified' | 'unverified' }
}

export type DepositScenario = {
  name: string
  answer: ScenarioAnswer
  expected: { state: DeliveryState | 'unknown'; final: boolean; payouts: DeliveryState[] }
}

/** The clock time every quote scenario is requested at (2025-11-24), so that `expires` can be dated. */
export const scenarioClock = 1_764_000_000_000
const sender = '0x7Ed2A81B7054Dc5D393234B7a3A33B9ba125cAc9'
const other = '0x4c968f6bEecf1906710b08e8B472b8Ba6E75F957'
const json = (body: unknown, status = 200) => ({ status, body: JSON.stringify(body) })

/** A quote entry worth `usd` dollars. */
const entry = (chain: number, usd: number) => ({
  chain,
  expected: '599131010000000',
  gas: '21000000000000',
  speed: 5,
  usd,
})
/** From Ethereum to Arbitrum One (short id 57) and OP Mainnet (55), paid to the sender. */
const direct = { depositChain: 1, amount: '1000000000000000', outboundChains: [42161, 10], from: sender, to: sender }
const senderCalldata = '0x0100390037'
/** The Solana recipient of the Direct Deposit page's worked example, and its 32 bytes. */
const solanaRecipient = 'gasZT2bpe7mxu5wMgQbvry84vok5CuF2huCEokyC3qh'
const solanaRecipientHex = '0a23f34efcd2d9f1a203e0c65a2b3d63570927c761bc55e8f97f5100e1abe568'

export const quoteScenarios: QuoteScenario[] = [
  {
    name: 'good quote',
    request: direct,
    answer: json({ quotes: [entry(42161, 1), entry(10, 1)], calldata: senderCalldata, expires: 60 }),
    ageMs: 1000,
    expected: { send: true, codes: [] },
  },
  {
    name: 'a share under the minimum',
    request: direct,
    answer: json({ quotes: [entry(42161, 1), entry(10, 0.2)], calldata: senderCalldata }),
    ageMs: 1000,
    expected: { send: false, codes: ['share-below-minimum'] },
  },
  {
    name: 'a share over the maximum',
    request: direct,
    answer: json({ quotes: [entry(42161, 50.5), entry(10, 1)], calldata: senderCalldata }),
    ageMs: 1000,
    expected: { send: false, codes: ['share-above-maximum'] },
  },
  {
    name: 'a per-chain error',
    request: direct,
    answer: json({
      quotes: [entry(42161, 1), { chain: 10, error: 'Outbound: Chain Disabled' }],
      calldata: senderCalldata,
    }),
    ageMs: 1000,
    expected: { send: false, codes: ['chain-error'] },
  },
  {
    name: 'a request-wide error',
    request: direct,
    answer: json({ error: 'Source: Chain Disabled' }),
    ageMs: 1000,
    expected: { send: false, codes: ['request-error'] },
  },
  {
    name: 'HTTP 502 with a text body',
    request: direct,
    answer: { status: 502, body: 'Bad Gateway' },
    ageMs: 1000,
    expected: { send: false, codes: ['failed-request'] },
  },
  {
    name: 'HTTP 400 with an error body: still a failed request',
    request: direct,
    answer: json({ error: 'Outbound: Chain Not Supported' }, 400),
    ageMs: 1000,
    expected: { send: false, codes: ['failed-request'] },
  },
  {
    name: 'a network error',
    request: direct,
    answer: 'network-error',
    ageMs: 1000,
    expected: { send: false, codes: ['failed-request'] },
  },
  {
    name: 'a 200 whose body is not JSON',
    request: direct,
    answer: { status: 200, body: '<html>maintenance</html>' },
    ageMs: 1000,
    expected: { send: false, codes: ['failed-request'] },
  },
  {
    name: 'calldata naming another chain',
    request: direct,
    // 0x0036 is Base (54), not OP Mainnet (55).
    answer: json({ quotes: [entry(42161, 1), entry(10, 1)], calldata: '0x0100390036' }),
    ageMs: 1000,
    expected: { send: false, codes: ['calldata-chains'] },
  },
  {
    name: 'calldata paying another recipient',
    request: direct,
    answer: json({ quotes: [entry(42161, 1), entry(10, 1)], calldata: `0x02${other.slice(2)}00390037` }),
    ageMs: 1000,
    expected: { send: false, codes: ['calldata-recipient'] },
  },
  {
    name: 'the quote window passed',
    request: direct,
    answer: json({ quotes: [entry(42161, 1), entry(10, 1)], calldata: senderCalldata }),
    ageMs: 60_000,
    expected: { send: false, codes: ['quote-expired'] },
  },
  {
    name: 'a deposit chain without Direct Deposit, GasZipV2 verified (Arc)',
    request: { ...direct, depositChain: 5042 },
    answer: json({ quotes: [entry(42161, 1), entry(10, 1)], calldata: senderCalldata }),
    ageMs: 1000,
    expected: { send: false, codes: ['no-direct-deposit'], contract: 'verified' },
  },
  {
    name: 'a deposit chain without Direct Deposit, GasZipV2 not verified (Monad)',
    request: { ...direct, depositChain: 143 },
    answer: json({ quotes: [entry(42161, 1), entry(10, 1)], calldata: senderCalldata }),
    ageMs: 1000,
    expected: { send: false, codes: ['no-direct-deposit'], contract: 'unverified' },
  },
  {
    name: 'a contract deposit at a verified address',
    request: { depositChain: 8453, amount: '1000000000000000', outboundChains: [42161, 10], method: 'contract' },
    answer: json({ quotes: [entry(42161, 1), entry(10, 1)] }),
    ageMs: 1000,
    expected: { send: true, codes: [], contract: 'verified' },
  },
  {
    name: 'a contract deposit at an address not verified',
    request: { depositChain: 143, amount: '1000000000000000', outboundChains: [42161, 10], method: 'contract' },
    answer: json({ quotes: [entry(42161, 1), entry(10, 1)] }),
    ageMs: 1000,
    expected: { send: false, codes: ['contract-unverified'], contract: 'unverified' },
  },
  {
    name: 'HTTP 404',
    request: direct,
    answer: json({ error: 'Not Found' }, 404),
    ageMs: 1000,
    expected: { send: false, codes: ['failed-request'] },
  },
  {
    name: 'an `expires` in seconds that has passed',
    request: direct,
    answer: json({
      quotes: [entry(42161, 1), entry(10, 1)],
      calldata: senderCalldata,
      expires: scenarioClock / 1000 - 1,
    }),
    ageMs: 1000,
    expected: { send: false, codes: ['quote-expired'] },
  },
  {
    name: 'an `expires` in milliseconds that has passed',
    request: direct,
    answer: json({ quotes: [entry(42161, 1), entry(10, 1)], calldata: senderCalldata, expires: scenarioClock - 1 }),
    ageMs: 1000,
    expected: { send: false, codes: ['quote-expired'] },
  },
  {
    name: 'inside 60 s but past the safety margin',
    request: direct,
    answer: json({ quotes: [entry(42161, 1), entry(10, 1)], calldata: senderCalldata }),
    ageMs: 50_000,
    expected: { send: false, codes: ['quote-expired'] },
  },
  {
    name: 'calldata that is not strict hex',
    request: direct,
    answer: json({ quotes: [entry(42161, 1), entry(10, 1)], calldata: '0100390037' }),
    ageMs: 1000,
    expected: { send: false, codes: ['calldata-unreadable'] },
  },
  {
    name: "a Solana recipient (the Direct Deposit page's worked example)",
    request: { ...direct, outboundChains: [501474], to: solanaRecipient },
    answer: json({ quotes: [entry(501474, 1)], calldata: `0x03${solanaRecipientHex}00f5` }),
    ageMs: 1000,
    expected: { send: true, codes: [] },
  },
  {
    name: 'a Solana recipient and calldata paying another',
    request: { ...direct, outboundChains: [501474], to: solanaRecipient },
    answer: json({ quotes: [entry(501474, 1)], calldata: `0x03${'00'.repeat(32)}00f5` }),
    ageMs: 1000,
    expected: { send: false, codes: ['calldata-recipient'] },
  },
  {
    name: "an XRP recipient (the Direct Deposit page's worked example)",
    request: { ...direct, outboundChains: [1000016], to: 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh' },
    answer: json({
      quotes: [entry(1000016, 1)],
      calldata: '0x0500b5f762798a53d543a014caf8b297cff8f2f937e8bf32ba9f0179',
    }),
    ageMs: 1000,
    expected: { send: true, codes: [] },
  },
  {
    name: 'an Initia recipient',
    request: { ...direct, outboundChains: [1000023], to: 'init1zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg30th3ed' },
    answer: json({ quotes: [entry(1000023, 1)], calldata: `0x06${'11'.repeat(20)}01c8` }),
    ageMs: 1000,
    expected: { send: true, codes: [] },
  },
  {
    name: 'a Tron recipient, paid as type 02 with its 20 account bytes',
    request: { ...direct, outboundChains: [1000001], to: 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7' },
    answer: json({ quotes: [entry(1000001, 1)], calldata: '0x0274472e7d35395a6b5add427eecb7f4b62ad2b071004b' }),
    ageMs: 1000,
    expected: { send: true, codes: [] },
  },
  {
    name: 'a Sui, Aptos or Fuel recipient (0x and 64 hex digits)',
    request: { ...direct, outboundChains: [42161], to: `0x${'ab'.repeat(32)}` },
    answer: json({ quotes: [entry(42161, 1)], calldata: `0x04${'ab'.repeat(32)}0039` }),
    ageMs: 1000,
    expected: { send: true, codes: [] },
  },
  {
    name: 'a contract checked on its explorer (Monad, GasZipV2 not verified)',
    request: {
      depositChain: 143,
      amount: '1000000000000000',
      outboundChains: [42161, 10],
      method: 'contract',
      contractCheckedOnExplorer: true,
    },
    answer: json({ quotes: [entry(42161, 1), entry(10, 1)] }),
    ageMs: 1000,
    expected: { send: true, codes: [], contract: 'unverified' },
  },
  {
    name: 'a Solana deposit without method solana',
    request: { depositChain: 501474, amount: '1000000', outboundChains: [10] },
    answer: json({ quotes: [entry(10, 1)] }),
    ageMs: 1000,
    expected: { send: false, codes: ['method-mismatch'] },
  },
  {
    name: 'method solana on a chain that is not Solana',
    request: { depositChain: 8453, amount: '1000000', outboundChains: [10], method: 'solana' },
    answer: json({ quotes: [entry(10, 1)] }),
    ageMs: 1000,
    expected: { send: false, codes: ['method-mismatch'] },
  },
  {
    name: 'a Solana deposit with a share under the minimum',
    request: { depositChain: 501474, amount: '1000000', outboundChains: [10], method: 'solana' },
    answer: json({ quotes: [entry(10, 0.1)] }),
    ageMs: 1000,
    expected: { send: false, codes: ['share-below-minimum'] },
  },
]

const hash = `0x${'ab'.repeat(32)}`
const payout = (chain: number, status: string, flags: { refund?: boolean; cancelled?: boolean } = {}) => ({
  chain,
  hash: `0x${'cd'.repeat(32)}`,
  status,
  refund: false,
  cancelled: status === 'CANCELLED',
  value: '599131010000000',
  usd: 1,
  ...flags,
})
const deposit = (status: string, txs: unknown[], shorts?: number[]) =>
  json({ deposit: { hash, chain: 1, status, value: '1000000000000000', usd: 2, ...(shorts ? { shorts } : {}) }, txs })

export const depositScenarios: DepositScenario[] = [
  {
    name: 'deposit 404: says nothing about the hash',
    answer: json({ error: 'Deposit not found' }, 404),
    expected: { state: 'unknown', final: false, payouts: [] },
  },
  {
    name: 'a network error',
    answer: 'network-error',
    expected: { state: 'unknown', final: false, payouts: [] },
  },
  { name: 'SEEN', answer: deposit('SEEN', []), expected: { state: 'on-its-way', final: false, payouts: [] } },
  {
    name: 'PENDING',
    answer: deposit('PENDING', [payout(42161, 'PENDING')]),
    expected: { state: 'on-its-way', final: false, payouts: ['on-its-way'] },
  },
  {
    name: 'PRIORITY',
    answer: deposit('PRIORITY', [payout(42161, 'PRIORITY')]),
    expected: { state: 'on-its-way', final: false, payouts: ['on-its-way'] },
  },
  {
    name: 'CONFIRMED with every payout CONFIRMED',
    answer: deposit('CONFIRMED', [payout(42161, 'CONFIRMED'), payout(10, 'CONFIRMED')]),
    expected: { state: 'delivered', final: true, payouts: ['delivered', 'delivered'] },
  },
  {
    name: 'CONFIRMED with a payout CANCELLED',
    answer: deposit('CONFIRMED', [payout(42161, 'CONFIRMED'), payout(10, 'CANCELLED')]),
    expected: { state: 'not-delivered', final: true, payouts: ['delivered', 'not-delivered'] },
  },
  {
    name: 'CONFIRMED with a payout still PENDING',
    answer: deposit('CONFIRMED', [payout(42161, 'CONFIRMED'), payout(10, 'PENDING')]),
    expected: { state: 'on-its-way', final: false, payouts: ['delivered', 'on-its-way'] },
  },
  {
    name: 'CONFIRMED with a payout CONFIRMED but refund: true',
    answer: deposit('CONFIRMED', [payout(42161, 'CONFIRMED', { refund: true })]),
    expected: { state: 'not-delivered', final: true, payouts: ['not-delivered'] },
  },
  {
    name: 'CONFIRMED with a payout CONFIRMED but cancelled: true',
    answer: deposit('CONFIRMED', [payout(42161, 'CONFIRMED', { cancelled: true })]),
    expected: { state: 'not-delivered', final: true, payouts: ['not-delivered'] },
  },
  {
    name: 'CONFIRMED with two shorts and one payout',
    answer: deposit('CONFIRMED', [payout(42161, 'CONFIRMED')], [57, 55]),
    expected: { state: 'on-its-way', final: false, payouts: ['delivered'] },
  },
  {
    name: 'CONFIRMED with no payout listed yet',
    answer: deposit('CONFIRMED', [], [57]),
    expected: { state: 'on-its-way', final: false, payouts: [] },
  },
  {
    name: 'one payout CANCELLED, the other still PENDING',
    answer: deposit('CONFIRMED', [payout(42161, 'CANCELLED'), payout(10, 'PENDING')]),
    expected: { state: 'not-delivered', final: false, payouts: ['not-delivered', 'on-its-way'] },
  },
  {
    name: 'CANCELLED',
    answer: deposit('CANCELLED', []),
    expected: { state: 'not-delivered', final: true, payouts: [] },
  },
]

/** The scenarios' deposit hash, for the tools that ask by hash. */
export const scenarioHash = hash
