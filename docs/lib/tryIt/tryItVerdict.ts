/**
 * The verdict a "Try it" panel shows under the answer: the decision module's own (`checkQuote`
 * for a quote, `deliveryOf` for a deposit), never one of the panel's. The panel's values become
 * the request the module reads, the answer becomes the module's answer, and the verdict becomes
 * a small view model the panel renders: a headline, and one item per reason or payout with what
 * to do. Loaded with the sending code, only when the reader presses the button.
 */
import { type ApiAnswer, answerOf, checkQuote, deliveryOf, type QuoteVerdict } from '../../snippets/api/verdict.ts'
import { quoteRequestOf } from '../verdict/quoteRequest.ts'
import type { FieldValues } from './requestUrl.ts'
import type { TryItResult } from './sendRequest.ts'

type VerdictItem = { key: string; label: string; detail: string; advice: string }

export type VerdictView = {
  /** What the decision is, in one word the page and tests can read: send, refuse, or a delivery state. */
  outcome: 'send' | 'refuse' | 'delivered' | 'on-its-way' | 'not-delivered' | 'unknown'
  headline: string
  items: VerdictItem[]
  /** The text for a support ticket, when one is needed. */
  ticket: string | null
  /** For a quote whose path is a contract: whether GasZipV2 is verified at its address. */
  contract: 'verified' | 'unverified' | null
}

/**
 * The answer as the module reads it. A cut answer and a body that is not JSON are failed
 * requests in the panel's own words: the body is shown above the verdict, so none of its text
 * goes into the verdict's advice.
 */
function answerFrom(result: TryItResult): ApiAnswer {
  if (result.kind === 'failed') return { failure: 'no answer (network error, blocked request or no answer in time)' }
  if (result.cut) return { failure: `HTTP ${result.status} with an answer too large to read here` }
  const answer = answerOf(result.status, result.text)
  return 'failure' in answer ? { failure: `HTTP ${result.status} with a body that is not JSON (shown above)` } : answer
}

const numbers = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map(Number)

function quoteView(verdict: QuoteVerdict): VerdictView {
  const contract = verdict.path?.method === 'contract' ? (verdict.path.verified ? 'verified' : 'unverified') : null
  if (verdict.send) {
    const before = verdict.sendBefore === null ? '' : ` before ${new Date(verdict.sendBefore).toLocaleTimeString()}`
    const to = verdict.path?.method === 'direct' ? ` to ${verdict.path.address} with the calldata` : ''
    return {
      outcome: 'send',
      headline: `Send: every check passed. Send the deposit${to}${before}.`,
      items: [],
      ticket: null,
      contract,
    }
  }
  return {
    outcome: 'refuse',
    headline: 'Do not send this deposit.',
    items: verdict.reasons.map((reason, index) => ({
      key: `${reason.code}-${index}`,
      label: reason.code,
      detail: reason.detail,
      advice: reason.advice,
    })),
    ticket: null,
    contract,
  }
}

/**
 * The verdict for the answer to `operationId` with the panel's `values`, or null for an operation
 * the panel does not judge (only a quote, on the Quote and Calldata pages, and a deposit are). `requestedAt` and `now` are the clock times of the request and the answer.
 */
export function verdictView(
  operationId: string,
  values: FieldValues,
  result: TryItResult,
  requestedAt: number,
  now: number,
): VerdictView | null {
  const answer = answerFrom(result)
  if (operationId === 'getQuote') {
    const request = quoteRequestOf({
      depositChain: Number(values.deposit_chain),
      outboundChains: numbers(values.outbound_chains),
      from: values.from?.trim() || undefined,
      to: values.to?.trim() || undefined,
    })
    return quoteView(checkQuote(request, answer, requestedAt, now))
  }
  if (operationId === 'getDeposit') {
    const delivery = deliveryOf(answer)
    const headline = {
      delivered: 'Delivered: the deposit and every payout are finished.',
      'on-its-way': 'On its way: ask again later.',
      'not-delivered': 'Not delivered. Do not send the deposit again.',
      unknown: 'Unknown: this answer says nothing about the deposit or the hash.',
    }[delivery.state]
    return {
      outcome: delivery.state,
      headline,
      items: [
        ...delivery.payouts.map((payout, index) => ({
          key: `payout-${index}`,
          label: `payout on chain ${payout.chain}: ${payout.state}`,
          detail: `${payout.hash}, ${payout.status}`,
          advice: payout.advice,
        })),
        { key: 'deposit', label: 'what to do', detail: '', advice: delivery.advice },
      ],
      ticket: delivery.ticket,
      contract: null,
    }
  }
  return null
}
