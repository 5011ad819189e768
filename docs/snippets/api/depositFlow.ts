// [!region imports]
import type { Account, Chain, Hex, Transport, WalletClient } from 'viem'
import {
  type ApiAnswer,
  answerOf,
  apiBase,
  checkQuote,
  type Delivery,
  type DepositPath,
  deliveryOf,
  depositPlaybook,
  maxUsdPerChain,
  minUsdPerChain,
  type QuoteRequest,
  type QuoteVerdict,
} from './verdict.ts'

// [!endregion imports]

export {
  apiBase,
  checkQuote,
  dataTakenAt,
  deliveryOf,
  directDepositAddress,
  directDepositChains,
  maxUsdPerChain,
  minUsdPerChain,
  quoteSafetyMarginMs,
  quoteValidityMs,
  solanaChainId,
} from './verdict.ts'

// The Gas.zip API helpers shared by every deposit guide: exact JSON, short ids, the amount, the
// quote and its verdict, the send, and the tracking of a deposit until every payout is delivered.
// It needs one more file, verdict.ts, saved beside it.

// [!region json]
/** Parses JSON, turning each integer that a JavaScript number would round into a string of its digits. */
export function parseJsonLossless(text: string): unknown {
  const numberToken = /-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/y
  let safeText = ''
  let index = 0
  while (index < text.length) {
    const char = text.charAt(index)
    if (char === '"') {
      // Copy a whole string literal, escaped quotes included.
      let end = index + 1
      while (end < text.length && text.charAt(end) !== '"') end += text.charAt(end) === '\\' ? 2 : 1
      safeText += text.slice(index, end + 1)
      index = end + 1
      continue
    }
    numberToken.lastIndex = index
    const token = char === '-' || (char >= '0' && char <= '9') ? numberToken.exec(text)?.[0] : undefined
    if (token === undefined) {
      safeText += char
      index += 1
      continue
    }
    const isInteger = /^-?\d+$/.test(token)
    safeText += isInteger && !Number.isSafeInteger(Number(token)) ? `"${token}"` : token
    index += token.length
  }
  return JSON.parse(safeText)
}

/** Reads a wei amount sent as a string of digits or as a number, as an exact bigint. */
export function toWei(value: unknown): bigint {
  if (typeof value === 'string' && /^\d+$/.test(value)) return BigInt(value)
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return BigInt(value)
  throw new Error(`Not a wei amount: ${JSON.stringify(value)}`)
}

/** A Gas.zip API answer that is not a 2xx JSON body. `body` is the raw text, for your logs. */
export class ApiError extends Error {
  readonly status: number
  readonly body: string
  constructor(message: string, status: number, body: string) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.body = body
  }
}

/** GETs a URL, checks the HTTP status first, then parses the body without losing digits. */
export async function getJson(url: string): Promise<unknown> {
  const response = await fetch(url, { headers: { accept: 'application/json' } })
  const text = await response.text()
  const excerpt = text.slice(0, 300)
  if (!response.ok) throw new ApiError(`HTTP ${response.status} from ${url}: ${excerpt}`, response.status, text)
  try {
    return parseJsonLossless(text)
  } catch {
    throw new ApiError(
      `HTTP ${response.status} from ${url} with a body that is not JSON: ${excerpt}`,
      response.status,
      text,
    )
  }
}

/** GETs a URL for a decision of verdict.ts: the status and exact JSON, or why there is no usable answer. */
export async function askApi(url: string): Promise<ApiAnswer> {
  try {
    const response = await fetch(url, { headers: { accept: 'application/json' } })
    return answerOf(response.status, await response.text(), parseJsonLossless)
  } catch (error) {
    return { failure: `no answer from ${url}: ${error instanceof Error ? error.message : String(error)}` }
  }
}
// [!endregion json]

// [!region rules]
/** Time source for the quote window and the polling delays; pass another to test your integration without waiting. */
export type Clock = { now: () => number; sleep: (ms: number) => Promise<void> }
export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
}
// [!endregion rules]

// [!region amount]
/** The price of one whole coin of the chain, in US dollars: its `price` in GET /v2/chains. */
export async function coinPrice(chain: number): Promise<number> {
  const body = (await getJson(`${apiBase}/chains`)) as { chains?: Array<{ chain: number; price?: unknown }> }
  const price = Number(body.chains?.find((entry) => entry.chain === chain)?.price)
  if (!(price > 0))
    throw new Error(`GET /v2/chains gives no coin price for chain ${chain}; choose the amount yourself.`)
  return price
}

/** The amount worth `usd` dollars at `price` dollars per coin, in the coin's smallest unit, rounded down. */
export function amountForUsd(usd: number, price: number, decimals: number): bigint {
  // Billionths of a dollar keep the division exact in bigint.
  const nanoUsd = (dollars: number) => (Number.isFinite(dollars) ? BigInt(Math.round(dollars * 1e9)) : 0n)
  if (nanoUsd(usd) <= 0n) throw new Error(`Not a dollar amount: ${usd}`)
  if (nanoUsd(price) <= 0n) throw new Error(`Not a coin price: ${price}`)
  return (nanoUsd(usd) * 10n ** BigInt(decimals)) / nanoUsd(price)
}

/**
 * A deposit worth `usdPerChain` dollars on each outbound chain, in the deposit coin's smallest
 * unit (`decimals` 18 for wei on EVM chains, 9 for lamports on Solana). It is a first guess from
 * the coin price: check it with a quote before sending.
 */
export async function chooseDepositAmount(
  depositChain: number,
  outboundChains: readonly number[],
  usdPerChain: number,
  decimals = 18,
): Promise<bigint> {
  if (!(usdPerChain >= minUsdPerChain && usdPerChain <= maxUsdPerChain)) {
    throw new Error(`$${usdPerChain} per chain is outside the limits of $${minUsdPerChain} to $${maxUsdPerChain}.`)
  }
  if (outboundChains.length === 0) throw new Error('Name at least one outbound chain.')
  return amountForUsd(usdPerChain * outboundChains.length, await coinPrice(depositChain), decimals)
}
// [!endregion amount]

// [!region shortids]
/**
 * The Gas.zip short ids of `outboundChains` (native ids), same order, read from GET /v2/chains
 * when they are needed: short ids change, so never take them from an old list. When the live
 * list cannot be read, `saved` (a map from native id to short id you saved from GET /v2/chains)
 * is used instead, if you pass one: use it only to check calldata the API built, never to build
 * calldata yourself. Throws, naming the chain, when a chain has no short id.
 */
export async function shortIdsOf(
  outboundChains: readonly number[],
  saved?: ReadonlyMap<number, number>,
): Promise<number[]> {
  let known: ReadonlyMap<number, number>
  try {
    const body = (await getJson(`${apiBase}/chains`)) as { chains?: Array<{ chain?: unknown; short?: unknown }> }
    known = new Map(
      (body.chains ?? []).flatMap((entry) =>
        typeof entry.chain === 'number' && typeof entry.short === 'number' ? [[entry.chain, entry.short] as const] : [],
      ),
    )
  } catch (error) {
    if (!saved) throw error
    known = saved
  }
  return outboundChains.map((chain) => {
    const short = known.get(chain)
    if (short === undefined)
      throw new Error(`Chain ${chain} has no Gas.zip short id in GET /v2/chains: it is not an outbound chain.`)
    return short
  })
}
// [!endregion shortids]

// [!region quote]
export type ChainQuote = { chain: number; expectedWei: bigint; gasWei: bigint; speed: number; usd: number }

/** Thrown instead of sending when the verdict is not to send; `verdict.reasons` says why and what to do. */
export class QuoteRefusedError extends Error {
  readonly verdict: QuoteVerdict
  constructor(verdict: QuoteVerdict) {
    super(
      `Do not send: ${verdict.reasons.map((reason) => `[${reason.code}] ${reason.detail}`).join(' ')}\n${verdict.reasons.map((reason) => reason.advice).join('\n')}`,
    )
    this.name = 'QuoteRefusedError'
    this.verdict = verdict
  }
}

export type SharesQuote = {
  quotes: ChainQuote[]
  /** Direct Deposit calldata; present when the quote was requested with `from` and `to`. */
  calldata?: string
  /** When the quote was requested (clock milliseconds): the 60-second window is counted from here. */
  requestedAt: number
  /** What was asked and answered, so that the verdict can be checked again right before sending. */
  request: QuoteRequest
  answer: ApiAnswer
  verdict: QuoteVerdict
}

type RawQuoteEntry = { chain: number; expected?: unknown; gas?: unknown; speed?: number; usd?: number }

/**
 * Quotes `amount` (in the deposit coin's smallest unit) on `request.depositChain`, split over
 * `request.outboundChains` (native ids), and throws QuoteRefusedError unless `checkQuote` says
 * send. Every deposit kind runs this before sending: `method` names how it sends, and the
 * verdict's `path` says where, with what data and before when.
 */
export async function quoteShares(
  request: QuoteRequest,
  amount: bigint,
  clock: Clock = systemClock,
): Promise<SharesQuote> {
  const { depositChain, outboundChains, from, to } = request
  if (outboundChains.length === 0) throw new Error('Name at least one outbound chain.')
  const query = from && to ? `?${new URLSearchParams({ from, to })}` : ''
  const url = `${apiBase}/quotes/${depositChain}/${amount}/${outboundChains.join(',')}${query}`
  // Counting from the request, not the answer, keeps the window on the safe side.
  const requestedAt = clock.now()
  const answer = await askApi(url)
  const verdict = checkQuote(request, answer, requestedAt, clock.now())
  if (!verdict.send) throw new QuoteRefusedError(verdict)
  // checkQuote said send: the body is a JSON object with a quote for every outbound chain.
  const entries = ((answer as { body: { quotes: RawQuoteEntry[] } }).body.quotes ?? []) as RawQuoteEntry[]
  const quotes = outboundChains.map((chain) => {
    const entry = entries.find((quote) => quote.chain === chain) as RawQuoteEntry
    const usd = Number(entry.usd)
    return { chain, expectedWei: toWei(entry.expected), gasWei: toWei(entry.gas), speed: Number(entry.speed), usd }
  })
  const calldata = verdict.path?.method === 'direct' ? verdict.path.calldata : undefined
  return { quotes, calldata, requestedAt, request, answer, verdict }
}

export type DepositRequest = {
  /** Native id of the chain the deposit is sent on. */
  depositChain: number
  /** Total deposit in wei; it is split equally across `outboundChains`. */
  depositWei: bigint
  /** Native ids of the chains that receive gas. */
  outboundChains: number[]
  /** Their Gas.zip short ids, same order; read from GET /v2/chains (`shortIdsOf`) when left out. */
  shortIds?: number[]
  /** The address that sends the deposit. */
  from: Hex
  /** The address that receives gas on every outbound chain. */
  to: string
}

export type DepositQuote = SharesQuote & { depositChain: number; depositWei: bigint; calldata: Hex }

/** Quotes a Direct Deposit with `from` and `to`, which adds its calldata; `checkQuote` compares it with the request. */
export async function quoteDeposit(request: DepositRequest, clock: Clock = systemClock): Promise<DepositQuote> {
  const { depositChain, depositWei, outboundChains, from, to } = request
  const shortIds = request.shortIds ?? (await shortIdsOf(outboundChains))
  const quote = await quoteShares(
    { depositChain, outboundChains, shortIds, from, to, method: 'direct' },
    depositWei,
    clock,
  )
  return { ...quote, depositChain, depositWei, calldata: quote.calldata as Hex }
}
// [!endregion quote]

// [!region send]
/**
 * The verdict again, right before sending: the quote window may have passed while the user
 * approved or the wallet signed. Returns the verdict's path (where, with what data), or throws
 * QuoteRefusedError instead of sending.
 */
export function checkBeforeSending(quote: SharesQuote, clock: Clock = systemClock): DepositPath {
  const verdict = checkQuote(quote.request, quote.answer, quote.requestedAt, clock.now())
  if (!verdict.send || !verdict.path) throw new QuoteRefusedError(verdict)
  return verdict.path
}

/**
 * Sends the deposit: a plain transfer of `depositWei` to the verdict's address with the verdict's
 * calldata. A local account signs first, and the verdict is checked again after signing, just
 * before broadcast; a wallet that signs and sends in one step (a browser wallet) is checked just before.
 */
export async function sendDeposit(
  wallet: WalletClient<Transport, Chain, Account>,
  quote: DepositQuote,
  clock: Clock = systemClock,
): Promise<Hex> {
  if (wallet.chain.id !== quote.depositChain) {
    throw new Error(`The wallet is on chain ${wallet.chain.id}; the quote is for chain ${quote.depositChain}.`)
  }
  const path = checkBeforeSending(quote, clock)
  if (path.method !== 'direct') throw new QuoteRefusedError(quote.verdict)
  const transaction = {
    account: wallet.account,
    chain: wallet.chain,
    to: path.address as Hex,
    value: quote.depositWei,
    data: path.calldata as Hex,
  }
  if (wallet.account.type !== 'local') return wallet.sendTransaction(transaction)
  const signed = await wallet.signTransaction(await wallet.prepareTransactionRequest(transaction))
  checkBeforeSending(quote, clock)
  return wallet.sendRawTransaction({ serializedTransaction: signed })
}
// [!endregion send]

// [!region poll]
/** The deposit statuses the status table lists; another value may come, and is read as in progress. */
export type DepositStatus = (typeof depositPlaybook.statuses)[number]['value'] | (string & {})

/** What GET /v2/deposit/{hash} answers, as far as the flow reads it. Amounts stay as the API sends them. */
export type TrackedDeposit = {
  deposit: {
    hash: string
    chain: number
    status: DepositStatus
    value: string | number
    usd: number
    shorts?: number[]
  }
  txs: Array<{
    chain: number
    hash: string
    status: DepositStatus
    value: string | number
    usd: number
    refund?: boolean
    cancelled?: boolean
  }>
}

export type PollOptions = {
  /** Native ids of the deposit's outbound chains: each must get a delivered payout. */
  outboundChains?: readonly number[]
  /** Give up after this long. Default: the playbook's `giveUpAfterMinutes`. */
  timeoutMs?: number
  /** First wait between two requests; it doubles after each answer up to `maxDelayMs`. Default: the playbook's. */
  firstDelayMs?: number
  maxDelayMs?: number
  /** Called after every answer that does not end the polling, e.g. to show progress. */
  onProgress?: (progress: string) => void
  clock?: Clock
}

/**
 * Thrown when the deposit is not delivered by the deadline. `lastAnswer` says what the API said
 * last; `delivery`, the last verdict, holds the text for the support ticket when one is needed.
 */
export class DepositTimeoutError extends Error {
  readonly hash: string
  readonly lastAnswer: string
  readonly delivery: Delivery | null
  constructor(hash: string, lastAnswer: string, delivery: Delivery | null = null) {
    super(
      `Deposit ${hash} is not delivered by the deadline (last answer: ${lastAnswer}). ${delivery?.ticket ? delivery.advice : 'Keep the hash and check again later.'}${delivery?.ticket ? `\n${delivery.ticket}` : ''}`,
    )
    this.name = 'DepositTimeoutError'
    this.hash = hash
    this.lastAnswer = lastAnswer
    this.delivery = delivery
  }
}

/**
 * Thrown when the gas was not delivered: the deposit, or one of its payouts, ended without success.
 * The deposit must not be sent again; `delivery.ticket` is the text for the support ticket.
 */
export class NotDeliveredError extends Error {
  readonly hash: string
  readonly delivery: Delivery
  constructor(hash: string, delivery: Delivery) {
    super(`Deposit ${hash} was not delivered. ${delivery.advice}\n${delivery.ticket ?? ''}`.trim())
    this.name = 'NotDeliveredError'
    this.hash = hash
    this.delivery = delivery
  }
}

/**
 * Polls GET /v2/deposit/{hash} until `deliveryOf` says final: returns the answer when every
 * requested chain has a delivered payout, throws NotDeliveredError when the deposit or a payout
 * is not delivered, and DepositTimeoutError when the deadline comes first. A failed request
 * (network error, a status other than 2xx, a body that is not JSON) says nothing about the
 * deposit: it is asked again, with growing waits. The last lookup is made at the deadline.
 */
export async function waitForDelivery(hash: string, options: PollOptions = {}): Promise<TrackedDeposit> {
  const {
    outboundChains,
    timeoutMs = depositPlaybook.poll.giveUpAfterMinutes * 60_000,
    firstDelayMs = depositPlaybook.poll.firstWaitSeconds * 1000,
    maxDelayMs = depositPlaybook.poll.maxWaitSeconds * 1000,
    onProgress,
    clock = systemClock,
  } = options
  const deadline = clock.now() + timeoutMs
  let delayMs = firstDelayMs
  for (;;) {
    const deadlinePassed = clock.now() >= deadline
    const answer = await askApi(`${apiBase}/deposit/${hash}`)
    const delivery = deliveryOf(answer, { outboundChains, deadlinePassed })
    const lastAnswer =
      'failure' in answer
        ? answer.failure
        : delivery.status === null
          ? `HTTP ${answer.status} without a deposit`
          : `status ${delivery.status}${delivery.payouts.length > 0 ? ` (payouts: ${delivery.payouts.map((payout) => `${payout.chain} ${payout.status}`).join(', ')})` : ''}`
    // deliveryOf said delivered: the body is the deposit answer.
    if (delivery.state === 'delivered') return (answer as { body: TrackedDeposit }).body
    if (delivery.final && delivery.state === 'not-delivered') throw new NotDeliveredError(hash, delivery)
    if (delivery.final || deadlinePassed) throw new DepositTimeoutError(hash, lastAnswer, delivery)
    onProgress?.(lastAnswer)
    await clock.sleep(Math.min(delayMs, deadline - clock.now()))
    delayMs = Math.min(delayMs * 2, maxDelayMs)
  }
}

/** The former name of `waitForDelivery`, kept for code written against it. */
export function waitForConfirmed(hash: string, options: PollOptions = {}): Promise<TrackedDeposit> {
  return waitForDelivery(hash, options)
}
// [!endregion poll]

// [!region flow]
/** Quote, check, send, then track until every payout is delivered (throws when one is not). */
export async function depositAndTrack(
  wallet: WalletClient<Transport, Chain, Account>,
  request: Omit<DepositRequest, 'from' | 'depositChain'>,
  options: PollOptions = {},
) {
  const clock = options.clock ?? systemClock
  const from = wallet.account.address
  const quote = await quoteDeposit({ ...request, depositChain: wallet.chain.id, from }, clock)
  const hash = await sendDeposit(wallet, quote, clock)
  const tracked = await waitForDelivery(hash, { outboundChains: request.outboundChains, ...options, clock })
  return { quote, hash, tracked }
}
// [!endregion flow]
