import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js'
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Verdict } from '../../components/TryItVerdict.tsx'
import { parseJsonLossless } from '../../snippets/api/depositFlow.ts'
import { type ApiAnswer, answerOf, checkQuote, deliveryOf } from '../../snippets/api/verdict.ts'
import { registerLiveTools } from '../mcp/liveTools.ts'
import { sendRequest } from '../tryIt/sendRequest.ts'
import { verdictView } from '../tryIt/tryItVerdict.ts'
import { quoteRequestOf } from './quoteRequest.ts'
import {
  type DepositScenario,
  depositScenarios,
  type QuoteScenario,
  quoteScenarios,
  type ScenarioAnswer,
  scenarioClock,
  scenarioHash,
} from './scenarios.ts'

/**
 * One table, every voice: each scenario's API answer goes through the decision module itself,
 * through the MCP tools (in-process, `fetch` stubbed to give the answer) and through the Try-it
 * panel (its sending code with the same answer, its verdict, rendered). Each voice's verdict is
 * read back in the same shape and must equal the row's expected verdict, written from the rules.
 * A voice that decides on its own, or drops a reason, fails here.
 */

/** The same answer as `fetch` gives it, or a network error. */
function fetchOf(answer: ScenarioAnswer, beforeAnswering: () => void = () => {}) {
  return vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => {
    beforeAnswering()
    if (answer === 'network-error') throw new TypeError('fetch failed')
    return new Response(answer.body, { status: answer.status })
  })
}

const moduleAnswer = (answer: ScenarioAnswer): ApiAnswer =>
  answer === 'network-error' ? { failure: 'fetch failed' } : answerOf(answer.status, answer.body, parseJsonLossless)

type QuoteSeen = { send: boolean; codes: string[]; contract?: 'verified' | 'unverified' }
type DeliverySeen = { state: string; final: boolean; payouts: string[] }
type PanelDeliverySeen = Omit<DeliverySeen, 'final'>

const contractOf = (path: { method: string; verified?: boolean } | null | undefined) =>
  path?.method === 'contract' ? { contract: path.verified ? ('verified' as const) : ('unverified' as const) } : {}

function viaModule(row: QuoteScenario): QuoteSeen {
  const request = quoteRequestOf(row.request)
  const verdict = checkQuote(request, moduleAnswer(row.answer), scenarioClock, scenarioClock + row.ageMs)
  return { send: verdict.send, codes: verdict.reasons.map((reason) => reason.code), ...contractOf(verdict.path) }
}

async function callTool(name: string, args: Record<string, unknown>) {
  const server = new McpServer({ name: 'scenarios', version: '1.0.0' })
  registerLiveTools(server, { base: 'https://backend.gas.zip/v2', timeoutMs: 5000 })
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair()
  const client = new Client({ name: 'scenarios', version: '1.0.0' })
  await Promise.all([server.connect(serverSide), client.connect(clientSide)])
  // Listing the tools first makes the client check each answer against the tool's output schema.
  await client.listTools()
  try {
    const result = (await client.callTool({ name, arguments: args })) as CallToolResult
    expect(result.isError, JSON.stringify(result.content)).not.toBe(true)
    return result.structuredContent as Record<string, unknown>
  } finally {
    await client.close()
  }
}

async function viaMcp(row: QuoteScenario): Promise<QuoteSeen> {
  // The answer arrives `ageMs` after the request: the clock moves while the tool waits for it.
  vi.useFakeTimers({ toFake: ['Date'], now: scenarioClock })
  vi.stubGlobal(
    'fetch',
    fetchOf(row.answer, () => vi.setSystemTime(Date.now() + row.ageMs)),
  )
  const structured = await callTool('get_quote', row.request)
  const reasons = structured.reasons as { code: string }[]
  return {
    send: structured.send as boolean,
    codes: reasons.map((reason) => reason.code),
    ...contractOf(structured.path as { method: string; verified?: boolean } | null),
  }
}

/** The panel's verdict as the page shows it: the rendered region's outcome and each reason's code. */
function rendered(view: ReturnType<typeof verdictView>) {
  if (!view) throw new Error('the panel shows no verdict')
  const html = renderToStaticMarkup(createElement(Verdict, { view }))
  const outcome = html.match(/data-outcome="([^"]+)"/)?.[1]
  const contract = html.match(/data-contract="([^"]+)"/)?.[1]
  const codes = [...html.matchAll(/<li data-code="([^"]+)"/g)].map((match) => match[1] ?? '')
  return { html, outcome, contract, codes }
}

async function viaTryIt(row: QuoteScenario): Promise<QuoteSeen> {
  const values = {
    deposit_chain: String(row.request.depositChain),
    deposit_wei: row.request.amount,
    outbound_chains: row.request.outboundChains.join(','),
    to: row.request.to ?? '',
    from: row.request.from ?? '',
  }
  const result = await sendRequest('https://backend.gas.zip/v2/quotes', { fetchImpl: fetchOf(row.answer) })
  const shown = rendered(verdictView('getQuote', values, result, scenarioClock, scenarioClock + row.ageMs))
  expect(shown.html).toMatch(/aria-labelledby="[^"]+"/)
  return {
    send: shown.outcome === 'send',
    codes: shown.codes,
    ...(shown.contract ? { contract: shown.contract as 'verified' | 'unverified' } : {}),
  }
}

function deliveryViaModule(row: DepositScenario): DeliverySeen {
  const delivery = deliveryOf(moduleAnswer(row.answer))
  return { state: delivery.state, final: delivery.final, payouts: delivery.payouts.map((payout) => payout.state) }
}

async function deliveryViaMcp(row: DepositScenario): Promise<DeliverySeen> {
  vi.stubGlobal('fetch', fetchOf(row.answer))
  const structured = await callTool('track_deposit', { hash: scenarioHash })
  return {
    state: structured.state as string,
    final: structured.final as boolean,
    payouts: (structured.payouts as { state: string }[]).map((payout) => payout.state),
  }
}

/** The panel shows the state of the deposit and of each payout; whether to poll on is the advice's to say. */
async function deliveryViaTryIt(row: DepositScenario): Promise<PanelDeliverySeen> {
  const result = await sendRequest(`https://backend.gas.zip/v2/deposit/${scenarioHash}`, {
    fetchImpl: fetchOf(row.answer),
  })
  const view = verdictView('getDeposit', { hash: scenarioHash }, result, 0, 0)
  const shown = rendered(view)
  const payouts = [...shown.html.matchAll(/<li data-code="payout on chain \d+: ([a-z-]+)"/g)].map((m) => m[1] ?? '')
  return { state: shown.outcome ?? '', payouts }
}

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('every voice gives the verdict of the scenario table', () => {
  it.each(quoteScenarios.map((row) => [row.name, row] as const))('quote: %s', async (_name, row) => {
    const expected: QuoteSeen = { ...row.expected, codes: [...row.expected.codes].sort() }
    const sorted = (seen: QuoteSeen) => ({ ...seen, codes: [...seen.codes].sort() })
    expect(sorted(viaModule(row)), 'the decision module').toEqual(expected)
    expect(sorted(await viaMcp(row)), 'MCP get_quote').toEqual(expected)
    // The panel judges Direct Deposit quotes (the Quote and Calldata pages ask with from and to).
    if ((row.request.method ?? 'direct') === 'direct')
      expect(sorted(await viaTryIt(row)), 'the Try-it panel').toEqual(expected)
  })

  it.each(depositScenarios.map((row) => [row.name, row] as const))('deposit: %s', async (_name, row) => {
    expect(deliveryViaModule(row), 'the decision module').toEqual(row.expected)
    expect(await deliveryViaMcp(row), 'MCP track_deposit').toEqual(row.expected)
    expect(await deliveryViaTryIt(row), 'the Try-it panel').toEqual({
      state: row.expected.state,
      payouts: row.expected.payouts,
    })
  })

  it('a CANCELLED payout comes with the text for the support ticket in every voice', async () => {
    const row = depositScenarios.find((entry) => entry.name === 'CONFIRMED with a payout CANCELLED') as DepositScenario
    const delivery = deliveryOf(moduleAnswer(row.answer))
    expect(delivery.ticket).toContain(`Deposit hash: ${scenarioHash}`)
    expect(delivery.ticket).toContain('status CANCELLED, refund false, cancelled true')
    expect(delivery.ticket).not.toContain('undefined')
    vi.stubGlobal('fetch', fetchOf(row.answer))
    expect((await callTool('track_deposit', { hash: scenarioHash })).ticket).toBe(delivery.ticket)
    const result = await sendRequest('https://backend.gas.zip/v2/deposit/x', { fetchImpl: fetchOf(row.answer) })
    expect(verdictView('getDeposit', {}, result, 0, 0)?.ticket).toBe(delivery.ticket)
  })
})
