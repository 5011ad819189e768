// [!region imports]
import type { Account, Chain, Hex, Transport, WalletClient } from 'viem'
import statuses from './statuses.json' with { type: 'json' }
// [!endregion imports]

// The Gas.zip API helpers shared by every deposit guide: exact JSON, the amount, the quote check,
// the Direct Deposit send and the tracking of a deposit until its final status.

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
// [!endregion json]

// [!region rules]
export const apiBase = 'https://backend.gas.zip/v2'
/** The quote window: https://dev.gas.zip/gas/api/overview#quote-guarantee */
export const quoteValidityMs = 60_000
/** The deposit limits per outbound chain, in dollars: https://dev.gas.zip/gas/overview#limits */
export const minUsdPerChain = 0.25
export const maxUsdPerChain = 50
/** The Direct Deposit address, the same on every chain that offers Direct Deposit. */
export const directDepositAddress = '0x391E7C679d29bD940d63be94AD22A25d25b5A604'
/** Native ids of the deposit chains that offer Direct Deposit (the inbound chain list). */
export const directDepositChains: ReadonlySet<number> = new Set([
  1, 42161, 10, 43114, 8453, 56, 137, 534352, 59144, 81457, 7777777, 34443, 324, 100, 1088, 5000, 196, 1625, 167000,
  480, 2818, 33139, 1135, 57073, 146, 200901, 1329, 42220, 25, 30, 252, 2741, 1868, 80094, 130, 999, 1923, 42793,
  21000000, 43111, 55244, 1514, 60808, 5330, 232, 50, 88, 2020, 98866, 14, 747474, 1480, 6985385, 6900, 1313161554, 122,
  13371, 8217, 1284, 1285, 204, 50104, 484, 124816, 9745, 747, 3637,
])

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

// [!region quote]
export type ChainQuote = { chain: number; expectedWei: bigint; gasWei: bigint; speed: number; usd: number }

export type SharesQuote = {
  quotes: ChainQuote[]
  /** Direct Deposit calldata; present when the quote was requested with `from` and `to`. */
  calldata?: string
  /** When the quote was requested (clock milliseconds): the 60-second window is counted from here. */
  requestedAt: number
}

type RawQuoteResponse = {
  quotes?: Array<{ chain: number; error?: string; expected?: unknown; gas?: unknown; speed?: number; usd?: number }>
  calldata?: string
  error?: string
}

/**
 * Quotes `amount` (in the deposit coin's smallest unit) on `depositChain`, split over
 * `outboundChains` (native ids), and refuses anything that must not be sent: a request-wide
 * `error`, a chain without a quote or with `error`, a share outside the limits. Every deposit
 * kind runs this check before sending.
 */
export async function quoteShares(
  depositChain: number,
  amount: bigint,
  outboundChains: readonly number[],
  parties?: { from: string; to: string },
  clock: Clock = systemClock,
): Promise<SharesQuote> {
  if (outboundChains.length === 0) throw new Error('Name at least one outbound chain.')
  const query = parties ? `?${new URLSearchParams(parties)}` : ''
  const url = `${apiBase}/quotes/${depositChain}/${amount}/${outboundChains.join(',')}${query}`
  // Counting from the request, not the answer, keeps the window on the safe side.
  const requestedAt = clock.now()
  const body = (await getJson(url)) as RawQuoteResponse
  if (body.error) throw new Error(`Quote refused: ${body.error}`)

  const quotes: ChainQuote[] = []
  for (const chain of outboundChains) {
    const entry = body.quotes?.find((quote) => quote.chain === chain)
    if (!entry) throw new Error(`No quote for chain ${chain}.`)
    if (entry.error) throw new Error(`Chain ${chain} cannot be served: ${entry.error}`)
    const usd = Number(entry.usd)
    if (!(usd >= minUsdPerChain && usd <= maxUsdPerChain)) {
      throw new Error(
        `The share for chain ${chain} is worth $${usd}, outside the limits of $${minUsdPerChain} to $${maxUsdPerChain}.`,
      )
    }
    quotes.push({
      chain,
      expectedWei: toWei(entry.expected),
      gasWei: toWei(entry.gas),
      speed: Number(entry.speed),
      usd,
    })
  }
  return { quotes, calldata: body.calldata, requestedAt }
}

export type DepositRequest = {
  /** Native id of the chain the deposit is sent on. */
  depositChain: number
  /** Total deposit in wei; it is split equally across `outboundChains`. */
  depositWei: bigint
  /** Native ids of the chains that receive gas. */
  outboundChains: number[]
  /** The address that sends the deposit. */
  from: Hex
  /** The address that receives gas on every outbound chain. */
  to: string
}

export type DepositQuote = SharesQuote & { depositChain: number; depositWei: bigint; calldata: Hex }

/** Quotes a Direct Deposit with `from` and `to`, which adds its calldata, and runs the checks of quoteShares. */
export async function quoteDeposit(request: DepositRequest, clock: Clock = systemClock): Promise<DepositQuote> {
  const { depositChain, depositWei, outboundChains, from, to } = request
  if (!directDepositChains.has(depositChain)) {
    throw new Error(`Chain ${depositChain} does not offer Direct Deposit; use a contract deposit there.`)
  }
  const quote = await quoteShares(depositChain, depositWei, outboundChains, { from, to }, clock)
  if (!quote.calldata || !/^0x(?:[0-9a-fA-F]{2})+$/.test(quote.calldata)) {
    throw new Error('The quote carries no calldata; check that `to` is set.')
  }
  return { ...quote, depositChain, depositWei, calldata: quote.calldata as Hex }
}
// [!endregion quote]

// [!region send]
/** Thrown instead of sending when the quote window has passed. */
export class QuoteExpiredError extends Error {
  readonly ageMs: number
  constructor(ageMs: number) {
    super(
      `The quote is ${Math.round(ageMs / 1000)} s old; quotes are valid for ${quoteValidityMs / 1000} s. Request a new quote.`,
    )
    this.name = 'QuoteExpiredError'
    this.ageMs = ageMs
  }
}

/** Sends the deposit: a plain transfer of `depositWei` to the Direct Deposit address with the quoted calldata. */
export async function sendDeposit(
  wallet: WalletClient<Transport, Chain, Account>,
  quote: DepositQuote,
  clock: Clock = systemClock,
): Promise<Hex> {
  if (wallet.chain.id !== quote.depositChain) {
    throw new Error(`The wallet is on chain ${wallet.chain.id}; the quote is for chain ${quote.depositChain}.`)
  }
  const ageMs = clock.now() - quote.requestedAt
  if (ageMs >= quoteValidityMs) throw new QuoteExpiredError(ageMs)
  return wallet.sendTransaction({
    account: wallet.account,
    chain: wallet.chain,
    to: directDepositAddress,
    value: quote.depositWei,
    data: quote.calldata,
  })
}
// [!endregion send]

// [!region poll]
export type DepositStatus = 'SEEN' | 'PENDING' | 'CONFIRMED' | 'PRIORITY' | 'CANCELLED'

/** What GET /v2/deposit/{hash} answers, as far as the flow reads it. Amounts stay as the API sends them. */
export type TrackedDeposit = {
  deposit: { hash: string; chain: number; status: DepositStatus; value: string | number; usd: number }
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

/** The deposit statuses and the polling schedule (statuses.json, the status table of the Deposit page). */
const playbook = statuses.deposit

export type PollOptions = {
  /** Give up after this long. Default: the playbook's `giveUpAfterMinutes`. */
  timeoutMs?: number
  /** First wait between two requests; it doubles after each answer up to `maxDelayMs`. Default: the playbook's. */
  firstDelayMs?: number
  maxDelayMs?: number
  /** Called after every answer that does not end the polling, e.g. to show progress. */
  onProgress?: (progress: string) => void
  clock?: Clock
}

/** Thrown when the deposit reaches no final status in time. `lastAnswer` says what the API said last. */
export class DepositTimeoutError extends Error {
  readonly hash: string
  readonly lastAnswer: string
  constructor(hash: string, lastAnswer: string) {
    super(`Deposit ${hash} is not CONFIRMED yet (last answer: ${lastAnswer}). Keep the hash and check again later.`)
    this.name = 'DepositTimeoutError'
    this.hash = hash
    this.lastAnswer = lastAnswer
  }
}

/** Thrown on a final status that is not a success (CANCELLED): polling stops, and the deposit must not be sent again. */
export class DepositCancelledError extends Error {
  readonly hash: string
  readonly answer: TrackedDeposit
  constructor(hash: string, answer: TrackedDeposit, action: string) {
    super(`Deposit ${hash} is ${answer.deposit.status}. ${action}`)
    this.name = 'DepositCancelledError'
    this.hash = hash
    this.answer = answer
  }
}

/**
 * Polls GET /v2/deposit/{hash} until the deposit status is final: returns on CONFIRMED, throws on
 * CANCELLED. A failed request (network error, a status other than 2xx, a body that is not JSON)
 * says nothing about the deposit: it is asked again, with growing waits, until the deadline.
 */
export async function waitForConfirmed(hash: string, options: PollOptions = {}): Promise<TrackedDeposit> {
  const {
    timeoutMs = playbook.poll.giveUpAfterMinutes * 60_000,
    firstDelayMs = playbook.poll.firstWaitSeconds * 1000,
    maxDelayMs = playbook.poll.maxWaitSeconds * 1000,
    onProgress,
    clock = systemClock,
  } = options
  const deadline = clock.now() + timeoutMs
  let delayMs = firstDelayMs
  let lastAnswer = 'none yet'
  for (;;) {
    let body: Partial<TrackedDeposit> | undefined
    try {
      body = (await getJson(`${apiBase}/deposit/${hash}`)) as Partial<TrackedDeposit>
      lastAnswer = body.deposit ? `status ${body.deposit.status}` : 'a body without `deposit`'
    } catch (error) {
      // Failed requests: https://dev.gas.zip/gas/api/overview#errors
      lastAnswer = error instanceof Error ? error.message : String(error)
    }
    const deposit = body?.deposit
    const status = playbook.statuses.find((entry) => entry.value === deposit?.status)
    if (deposit && status?.final) {
      const answer = { deposit, txs: body?.txs ?? [] }
      if (status.success) return answer
      throw new DepositCancelledError(hash, answer, status.action)
    }
    // A status that is not final, a value the playbook does not list, or no answer: still in progress.
    onProgress?.(lastAnswer)
    if (clock.now() + delayMs > deadline) throw new DepositTimeoutError(hash, lastAnswer)
    await clock.sleep(delayMs)
    delayMs = Math.min(delayMs * 2, maxDelayMs)
  }
}
// [!endregion poll]

// [!region flow]
/** Quote, check, send, then track until CONFIRMED (throws on CANCELLED). */
export async function depositAndTrack(
  wallet: WalletClient<Transport, Chain, Account>,
  request: Omit<DepositRequest, 'from' | 'depositChain'>,
  options: PollOptions = {},
) {
  const clock = options.clock ?? systemClock
  const from = wallet.account.address
  const quote = await quoteDeposit({ ...request, depositChain: wallet.chain.id, from }, clock)
  const hash = await sendDeposit(wallet, quote, clock)
  const tracked = await waitForConfirmed(hash, { ...options, clock })
  return { quote, hash, tracked }
}
// [!endregion flow]
