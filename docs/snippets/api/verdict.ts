// [!region imports]
import inboundChains from './inboundChains.json' with { type: 'json' }
import rulesFile from './rules.json' with { type: 'json' }
import statuses from './statuses.json' with { type: 'json' }
// [!endregion imports]

// The two decisions of a Gas.zip deposit, made in one place: may this quote be sent
// (`checkQuote`), and was the gas delivered (`deliveryOf`). Each answer is a verdict with every
// reason, each reason with a stable code and the advice that fits it. The advice quotes the
// rules (rules.json) and the status playbook (statuses.json), saved beside this file.

// [!region rules]
export const apiBase = 'https://backend.gas.zip/v2'
/** The quote window, counted from the moment the quote was requested. */
export const quoteValidityMs = 60_000
/** The deposit limits per outbound chain, in dollars. */
export const minUsdPerChain = 0.25
export const maxUsdPerChain = 50
/** The Direct Deposit address, the same on every chain that offers Direct Deposit. */
export const directDepositAddress = inboundChains.directDepositAddress
/** Native ids of the deposit chains that offer Direct Deposit (the inbound chain list). */
export const directDepositChains: ReadonlySet<number> = new Set(
  inboundChains.chains.filter((chain) => chain.directDeposit).map((chain) => chain.nativeId),
)
/** Solana's chain id in Gas.zip's chain list; a Solana deposit goes through the Gas.zip program. */
export const solanaChainId = 501474
// [!endregion rules]

// [!region advice]
export type RuleId =
  | 'limits'
  | 'quote-window'
  | 'failed-request'
  | 'tracking'
  | 'direct-deposit-transfer'
  | 'contract-abi'

const usd = (value: number) => `$${value.toFixed(2).replace(/\.00$/, '')}`
const chainsInProse = (chains: readonly { name: string; nativeId: number }[]) => {
  const names = chains.map((chain) => `${chain.name} (${chain.nativeId})`)
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`
}

/** The values the rules above are written with. */
export const ruleValues = {
  minUsdPerChain: usd(minUsdPerChain),
  maxUsdPerChain: usd(maxUsdPerChain),
  quoteWindowSeconds: String(quoteValidityMs / 1000),
  apiBase,
  directDepositAddress,
  nonDirectDepositChains: chainsInProse(inboundChains.chains.filter((chain) => !chain.directDeposit)),
  gasZipV2Address: inboundChains.gasZipV2Address,
  gasZipV2OtherVerified: inboundChains.chains
    .filter(
      (chain) =>
        chain.gasZipV2Verified &&
        chain.contractDepositAddress.toLowerCase() !== inboundChains.gasZipV2Address.toLowerCase(),
    )
    .map((chain) => `\`${chain.contractDepositAddress}\` on ${chain.name} (${chain.nativeId})`)
    .join(', '),
}

const site = 'https://dev.gas.zip'

/** A rule's text from rules.json, values filled in and site links made absolute. */
export function ruleText(id: RuleId): string {
  const rule = rulesFile.rules.find((entry) => entry.id === id)
  if (!rule) throw new Error(`rules.json has no rule "${id}"`)
  return rule.text
    .replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) =>
      name in ruleValues ? ruleValues[name as keyof typeof ruleValues] : placeholder,
    )
    .replace(/\]\(\/(?!\/)/g, `](${site}/`)
}

/** Every reason a quote may be refused for; the codes are stable, so code and agents may branch on them. */
export const reasonCodes = [
  'failed-request',
  'request-error',
  'chain-missing',
  'chain-error',
  'share-below-minimum',
  'share-above-maximum',
  'no-calldata',
  'calldata-unreadable',
  'calldata-type',
  'calldata-recipient',
  'calldata-chains',
  'quote-expired',
  'no-direct-deposit',
  'contract-unverified',
] as const
export type ReasonCode = (typeof reasonCodes)[number]

/** Why a quote must not be sent: a stable code, what was found, what to do, and the rule behind it. */
export type Reason = { code: ReasonCode; detail: string; advice: string; rule?: RuleId }

const reason = (code: ReasonCode, detail: string, advice: string, rule?: RuleId): Reason =>
  rule
    ? { code, detail, advice: `${advice}${advice ? ' ' : ''}${ruleText(rule)}`.trim(), rule }
    : { code, detail, advice }

/** What to do about calldata that does not match the request: the quote would pay for something else. */
const calldataAdvice =
  'Do not send this calldata: it would pay for something other than what you asked. Request a new quote, and send only calldata that names your recipient and your chains in your order.'
// [!endregion advice]

// [!region answer]
/**
 * An answer of the Gas.zip API as the decisions read it: the HTTP status and the parsed JSON
 * body, or why there is no usable answer (a network error, a body that is not JSON).
 */
export type ApiAnswer = { status: number; body: unknown } | { failure: string }

/** The answer for a status and body text; `parse` may keep big integers exact. */
export function answerOf(status: number, text: string, parse: (text: string) => unknown = JSON.parse): ApiAnswer {
  try {
    return { status, body: parse(text) }
  } catch {
    const excerpt = text.replace(/\s+/g, ' ').trim().slice(0, 120)
    return { failure: `HTTP ${status} with a body that is not JSON${excerpt ? `: "${excerpt}"` : ''}` }
  }
}

/** A request succeeded when its status is 2xx and its body is JSON; anything else says nothing. */
function failedRequest(answer: ApiAnswer): string | undefined {
  if ('failure' in answer) return answer.failure
  if (answer.status < 200 || answer.status > 299) return `HTTP ${answer.status}`
  if (answer.body === null || typeof answer.body !== 'object') return 'the JSON body is not an object'
  return undefined
}
// [!endregion answer]

// [!region quote]
export type QuoteRequest = {
  /** Native id of the deposit chain. */
  depositChain: number
  /** Native ids of the outbound chains, in the order of the request. */
  outboundChains: readonly number[]
  /** Gas.zip short ids of the same chains, same order: what Direct Deposit calldata names. */
  shortIds?: readonly number[]
  /** The sender and the recipient; with both, the answer carries calldata and the quote window applies. */
  from?: string
  to?: string
  /** How the deposit is sent: a Direct Deposit (the default), a contract call, or the Solana program. */
  method?: 'direct' | 'contract' | 'solana'
}

/** Where to send a deposit that may be sent. */
export type DepositPath =
  | { method: 'direct'; address: string; calldata: string }
  | { method: 'contract'; address: string; verified: boolean; explorer: string }
  | { method: 'solana' }

export type QuoteVerdict = {
  /** True only when nothing stands in the way: then `path` says where to send. */
  send: boolean
  reasons: Reason[]
  /** Where to send; on a refusal, the contract to deposit through instead when there is one. */
  path: DepositPath | null
  /** Clock milliseconds before which a Direct Deposit must be sent (the quote window), or null. */
  sendBefore: number | null
  /** Each outbound chain's `usd`, as the quote gives it: the value the limits are checked against. */
  shares: { chain: number; usd: number }[]
}

type QuoteEntry = { chain?: unknown; error?: unknown; usd?: unknown }

/** The contract deposit on a chain: its address, whether GasZipV2 is verified there, its explorer. */
function contractOn(depositChain: number) {
  const chain = inboundChains.chains.find((entry) => entry.nativeId === depositChain)
  return chain
    ? {
        name: chain.name,
        address: chain.contractDepositAddress,
        verified: chain.gasZipV2Verified,
        explorer: chain.explorer.url,
      }
    : undefined
}

const recipientBytes: Record<number, number> = { 1: 0, 2: 20, 3: 32, 4: 32, 5: 25, 6: 20 }

/** Direct Deposit calldata read back: recipient type, recipient bytes as lowercase hex, short ids. */
export function readCalldata(calldata: string): { type: number; recipientHex: string; shortIds: number[] } {
  const body = calldata.trim().replace(/^0x/i, '')
  if (!/^[0-9a-fA-F]*$/.test(body)) throw new Error(`The calldata is not hexadecimal: "${calldata}".`)
  if (body.length % 2 !== 0) throw new Error(`The calldata has an odd number of hex digits (${body.length}).`)
  if (body.length === 0) throw new Error('The calldata is empty.')
  const type = Number.parseInt(body.slice(0, 2), 16)
  const size = recipientBytes[type]
  if (size === undefined)
    throw new Error(`Unknown recipient type 0x${body.slice(0, 2)} in byte 0 of the calldata: expected 0x01 to 0x06.`)
  const recipientHex = body.slice(2, 2 + 2 * size).toLowerCase()
  const chainsHex = body.slice(2 + 2 * size)
  if (recipientHex.length < 2 * size)
    throw new Error(
      `The calldata is too short: recipient type 0x${body.slice(0, 2)} needs ${size} address bytes, found ${recipientHex.length / 2}.`,
    )
  if (chainsHex.length === 0)
    throw new Error('The outbound chain list is empty: the calldata ends after the recipient.')
  if (chainsHex.length % 4 !== 0)
    throw new Error(
      `The calldata has ${chainsHex.length / 2} bytes after the recipient; short ids take 2 bytes each, so this must be even.`,
    )
  const shortIds = (chainsHex.match(/.{4}/g) ?? []).map((hex) => Number.parseInt(hex, 16))
  const zero = shortIds.indexOf(0)
  if (zero !== -1)
    throw new Error(
      `Short id 0 (outbound chain ${zero + 1} in the list) is out of range: Direct Deposit short ids take whole numbers from 1 to 65535.`,
    )
  return { type, recipientHex, shortIds }
}

/** The recipient type and bytes calldata must carry for `to`, when `to` is written in hex. */
function expectedRecipient(to: string): { type: number; hex: string } | undefined {
  if (/^0x[0-9a-fA-F]{40}$/.test(to)) return { type: 2, hex: to.slice(2).toLowerCase() }
  if (/^0x[0-9a-fA-F]{64}$/.test(to)) return { type: 4, hex: to.slice(2).toLowerCase() }
  return undefined
}

/** The calldata compared with the request: recipient type, recipient, chains in order. */
function calldataReasons(calldata: string, request: QuoteRequest): Reason[] {
  let read: ReturnType<typeof readCalldata>
  try {
    read = readCalldata(calldata)
  } catch (error) {
    return [reason('calldata-unreadable', (error as Error).message, calldataAdvice)]
  }
  const reasons: Reason[] = []
  const to = request.to ?? ''
  const toSender = to.toLowerCase() === (request.from ?? '').toLowerCase()
  const expected = expectedRecipient(to)
  if (read.type === 1) {
    // Type 01 pays the sender: right only when the recipient asked for is the sender.
    if (!toSender)
      reasons.push(reason('calldata-recipient', `The calldata pays the sender, not ${to}.`, calldataAdvice))
  } else if (!expected) {
    reasons.push(
      reason(
        'calldata-recipient',
        `The recipient ${to} is not written in hex, so the calldata's recipient cannot be compared with it.`,
        `${calldataAdvice} Decode the calldata with the calldata builder and compare the recipient yourself.`,
      ),
    )
  } else if (read.type !== expected.type) {
    reasons.push(
      reason(
        'calldata-type',
        `The calldata has recipient type 0${read.type}; ${to} needs type 0${expected.type}.`,
        calldataAdvice,
      ),
    )
  } else if (read.recipientHex !== expected.hex) {
    reasons.push(reason('calldata-recipient', `The calldata pays 0x${read.recipientHex}, not ${to}.`, calldataAdvice))
  }
  const asked = request.shortIds
  if (!asked || asked.length !== request.outboundChains.length)
    reasons.push(
      reason(
        'calldata-chains',
        `The calldata names short ids ${read.shortIds.join(', ')}; the short ids of the chains asked for are not known.`,
        `${calldataAdvice} Give the short id of every outbound chain (the outbound chain list).`,
      ),
    )
  else if (asked.join(',') !== read.shortIds.join(','))
    reasons.push(
      reason(
        'calldata-chains',
        `The calldata names short ids ${read.shortIds.join(', ')}; the chains asked for have ${asked.join(', ')}.`,
        calldataAdvice,
      ),
    )
  return reasons
}

/**
 * Whether a quote may be sent. `answer` is the API's answer to the quote request, `requestedAt`
 * the clock time the request was sent (the quote window counts from there), `now` the time of the
 * decision. Returns every reason that forbids sending, not only the first.
 */
export function checkQuote(
  request: QuoteRequest,
  answer: ApiAnswer,
  requestedAt: number,
  now: number = Date.now(),
): QuoteVerdict {
  const method = request.method ?? 'direct'
  const refused = (reasons: Reason[], shares: QuoteVerdict['shares'] = []): QuoteVerdict => ({
    send: false,
    reasons,
    path: null,
    sendBefore: null,
    shares,
  })
  const failure = failedRequest(answer)
  if (failure !== undefined || 'failure' in answer)
    return refused([reason('failed-request', `The quote request failed: ${failure}.`, '', 'failed-request')])
  const body = answer.body as { error?: unknown; quotes?: unknown; calldata?: unknown }
  const reasons: Reason[] = []
  if (body.error !== undefined)
    reasons.push(
      reason(
        'request-error',
        `The API refused the whole request: ${String(body.error)}.`,
        'Do not send. Change what the error names (the deposit chain, the amount or the chains) and request a new quote.',
      ),
    )

  const entries: QuoteEntry[] = Array.isArray(body.quotes) ? (body.quotes as QuoteEntry[]) : []
  const shares: QuoteVerdict['shares'] = []
  for (const chain of request.outboundChains) {
    const entry = entries.find((quote) => quote.chain === chain)
    if (!entry) {
      if (body.error === undefined)
        reasons.push(
          reason(
            'chain-missing',
            `The answer has no quote for chain ${chain}.`,
            'Do not send. Request a new quote; send only when every outbound chain has one.',
          ),
        )
      continue
    }
    if (entry.error !== undefined) {
      reasons.push(
        reason(
          'chain-error',
          `Chain ${chain} cannot be served: ${String(entry.error)}.`,
          'Do not send. Remove this chain from the outbound chains, or request a new quote later.',
        ),
      )
      continue
    }
    const value = typeof entry.usd === 'number' ? entry.usd : Number.NaN
    if (!Number.isFinite(value)) {
      reasons.push(
        reason(
          'chain-missing',
          `The quote for chain ${chain} has no dollar value.`,
          'Do not send. Request a new quote; send only when every outbound chain has one.',
        ),
      )
      continue
    }
    shares.push({ chain, usd: value })
    if (!(value >= minUsdPerChain))
      reasons.push(
        reason(
          'share-below-minimum',
          `The share for chain ${chain} is worth ${usd(value)}, below ${usd(minUsdPerChain)}.`,
          'Raise the amount, or name fewer outbound chains, and request a new quote.',
          'limits',
        ),
      )
    else if (!(value <= maxUsdPerChain))
      reasons.push(
        reason(
          'share-above-maximum',
          `The share for chain ${chain} is worth ${usd(value)}, above ${usd(maxUsdPerChain)}.`,
          'Lower the amount, or name more outbound chains, and request a new quote.',
          'limits',
        ),
      )
  }

  const windowed = Boolean(request.from && request.to)
  const sendBefore = windowed ? requestedAt + quoteValidityMs : null
  let path: DepositPath | null = null
  if (method === 'direct') {
    if (!directDepositChains.has(request.depositChain)) {
      const contract = contractOn(request.depositChain)
      if (contract)
        path = {
          method: 'contract',
          address: contract.address,
          verified: contract.verified,
          explorer: contract.explorer,
        }
      reasons.push(
        contract
          ? reason(
              'no-direct-deposit',
              `${contract.name} (${request.depositChain}) offers no Direct Deposit; its contract deposit address is ${contract.address}, where GasZipV2 is ${contract.verified ? 'verified' : 'not verified'}.`,
              `Do not send this calldata. Deposit through the contract ${contract.address} (${site}/gas/code-examples/evm-deposit/contract-forwarder).${contract.verified ? '' : ` Check it on ${contract.explorer} first.`}`,
              'contract-abi',
            )
          : reason(
              'no-direct-deposit',
              `Chain ${request.depositChain} is not a deposit chain of Gas.zip.`,
              'Pick a deposit chain from the inbound chain list.',
              'direct-deposit-transfer',
            ),
      )
    } else if (typeof body.calldata !== 'string') {
      if (body.error === undefined)
        reasons.push(
          reason(
            'no-calldata',
            windowed
              ? 'The answer carries no calldata.'
              : 'The quote was requested without `from` and `to`, so it carries no calldata.',
            'Request the quote with both `from` and `to`; send only the calldata it returns.',
          ),
        )
    } else {
      reasons.push(...calldataReasons(body.calldata, request))
      path = { method: 'direct', address: directDepositAddress, calldata: body.calldata }
    }
    if (sendBefore !== null && now >= sendBefore)
      reasons.push(
        reason(
          'quote-expired',
          `The quote is ${Math.round((now - requestedAt) / 1000)} s old.`,
          'Request a new quote, then send.',
          'quote-window',
        ),
      )
  } else if (method === 'contract') {
    const contract = contractOn(request.depositChain)
    if (!contract)
      reasons.push(
        reason(
          'no-direct-deposit',
          `Chain ${request.depositChain} has no contract deposit address.`,
          'Pick a deposit chain from the inbound chain list.',
        ),
      )
    else {
      path = { method: 'contract', address: contract.address, verified: contract.verified, explorer: contract.explorer }
      if (!contract.verified)
        reasons.push(
          reason(
            'contract-unverified',
            `GasZipV2 is not verified at ${contract.address} on ${contract.name} (${request.depositChain}).`,
            `Check the contract on ${contract.explorer} before you send.`,
            'contract-abi',
          ),
        )
    }
  } else path = { method: 'solana' }

  // A refused quote keeps a contract path: it is the way to deposit once the reasons are dealt with.
  if (reasons.length > 0) return { ...refused(reasons, shares), path: path?.method === 'contract' ? path : null }
  return { send: true, reasons: [], path, sendBefore, shares }
}
// [!endregion quote]

// [!region delivery]
/** A payout (an entry of `txs`) or a deposit: delivered, on its way, or not delivered. */
export const deliveryStates = ['delivered', 'on-its-way', 'not-delivered'] as const
export type DeliveryState = (typeof deliveryStates)[number]

export type Payout = { chain: number; hash: string; status: string; state: DeliveryState; advice: string }

export type Delivery = {
  /** `unknown` when the request failed: that says nothing about the deposit or the hash. */
  state: DeliveryState | 'unknown'
  /** True when polling must stop: the deposit is delivered, or it is not and never will be. */
  final: boolean
  status: string | null
  payouts: Payout[]
  advice: string
  /** What to paste into a support ticket, when one is needed. */
  ticket: string | null
}

const playbook = statuses.deposit
const statusOf = (value: unknown) => playbook.statuses.find((entry) => entry.value === value)

/** The state of one status: final and successful, final and not, or still on its way. */
function stateOf(value: unknown): DeliveryState {
  const status = statusOf(value)
  if (!status?.final) return 'on-its-way'
  return status.success ? 'delivered' : 'not-delivered'
}
const actionOf = (value: unknown) => statusOf(value)?.action ?? playbook.otherValues

type RawDeposit = {
  deposit?: { hash?: unknown; status?: unknown }
  txs?: Array<{ chain?: unknown; hash?: unknown; status?: unknown; refund?: unknown; cancelled?: unknown }>
}

/**
 * What the answer of GET /v2/deposit/{hash} says about the gas: each payout delivered, on its
 * way or not delivered, and the deposit as a whole. The deposit is delivered only when its status
 * is final and successful and every payout is too; a cancelled payout makes it not delivered,
 * with the text for the support ticket.
 */
export function deliveryOf(answer: ApiAnswer): Delivery {
  const failure = failedRequest(answer)
  const body = ('body' in answer ? answer.body : undefined) as RawDeposit | undefined
  if (failure !== undefined || typeof body?.deposit !== 'object' || body.deposit === null)
    return {
      state: 'unknown',
      final: false,
      status: null,
      payouts: [],
      advice: `${failure ? `The request failed (${failure}): ` : 'The answer holds no deposit: '}this says nothing about the deposit or the hash. Do not send the deposit again. ${ruleText('failed-request')}\n\n${ruleText('tracking')}`,
      ticket: null,
    }
  const hash = String(body.deposit.hash ?? '')
  const status = String(body.deposit.status ?? '')
  const txs = Array.isArray(body.txs) ? body.txs : []
  const payouts: Payout[] = txs.map((tx) => ({
    chain: Number(tx.chain),
    hash: String(tx.hash ?? ''),
    status: String(tx.status ?? ''),
    state: stateOf(tx.status),
    advice: actionOf(tx.status),
  }))
  const lost = payouts.filter((payout) => payout.state === 'not-delivered')
  const ticketFor = (rows: typeof body.txs) =>
    [
      `Deposit hash: ${hash}`,
      `Deposit status: ${status}`,
      ...(rows ?? []).map(
        (tx) =>
          `Payout on chain ${String(tx.chain)}: ${String(tx.hash ?? 'no hash')}, status ${String(tx.status)}, refund ${String(tx.refund)}, cancelled ${String(tx.cancelled)}`,
      ),
    ].join('\n')
  const whole = stateOf(status)
  if (whole === 'not-delivered' || lost.length > 0) {
    const cancelled = whole === 'not-delivered' ? status : (lost[0]?.status ?? status)
    return {
      state: 'not-delivered',
      final: true,
      status,
      payouts,
      advice: `${lost.length > 0 ? `${lost.length} of ${payouts.length} payouts were not delivered. ` : ''}${actionOf(cancelled)}`,
      ticket: ticketFor(txs),
    }
  }
  if (whole === 'delivered' && payouts.length > 0 && payouts.every((payout) => payout.state === 'delivered'))
    return { state: 'delivered', final: true, status, payouts, advice: actionOf(status), ticket: null }
  // A final, successful deposit whose payouts are not all final yet: poll on, as for any payout in progress.
  const waiting =
    whole === 'delivered'
      ? `Not every payout is finished yet: ${actionOf(payouts.find((payout) => payout.state !== 'delivered')?.status)}`
      : actionOf(status)
  return { state: 'on-its-way', final: false, status, payouts, advice: waiting, ticket: null }
}
// [!endregion delivery]
