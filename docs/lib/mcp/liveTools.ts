/**
 * The live tools of the MCP endpoint: they ask the Gas.zip API (read-only GETs) and answer with
 * the rules the docs teach applied. `get_quote` asks for a quote and checks every outbound
 * chain's share against the per-chain limits, states the quote window and decodes the calldata;
 * `track_deposit` reads a deposit and explains its status from the status playbook; `list_chains`
 * reads the live chain list and falls back to the saved one, saying so.
 *
 * Each call sends one request with a timeout. A failed, slow or malformed answer becomes a tool
 * error that says what happened and what to do; no tool throws. The API base is configurable
 * (`GASZIP_API_BASE`) so that tests run against the mock API.
 */
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import { z } from 'zod'
import {
  maxUsdPerChain,
  minUsdPerChain,
  parseJsonLossless,
  apiBase as productionApiBase,
  quoteValidityMs,
} from '../../snippets/api/depositFlow.ts'
import { inboundChains, outboundChains } from '../chains/chainData.ts'
import { fetchLiveChains } from '../chains/liveChains.ts'
import type { PlaybookName } from '../data/schemas.ts'
import { DepositEncodingError, decodeDirectDepositCalldata, recipientTypes } from '../encoding/depositEncoding.ts'
import { ruleSections } from '../rules/rules.ts'
import { siteUrl } from '../site/site.ts'
import { statusPlaybook } from '../statuses/statusTable.ts'

/** Where the live tools send their requests, and how long each request may take. */
export type LiveApi = { base: string; timeoutMs: number }

/** The environment variable that points the live tools at another API base (the mock API in tests). */
export const apiBaseVariable = 'GASZIP_API_BASE'

/** Long enough for a slow answer of the API, short enough to answer within a serverless function's time. */
const defaultTimeoutMs = 8000

/** The live API from the environment: `GASZIP_API_BASE`, or the production base. A bad value stops the start. */
export function liveApiFromEnvironment(env: Record<string, string | undefined> = process.env): LiveApi {
  const base = env[apiBaseVariable]?.trim() || productionApiBase
  if (!/^https?:\/\/[^\s/]+(\/\S*)?$/.test(base))
    throw new Error(`${apiBaseVariable}="${base}" is not an http(s) URL such as ${productionApiBase}`)
  return { base: base.replace(/\/+$/, ''), timeoutMs: defaultTimeoutMs }
}

const text = (value: string): CallToolResult => ({ content: [{ type: 'text', text: value }] })
const failure = (value: string): CallToolResult => ({ content: [{ type: 'text', text: value }], isError: true })

/** Far above any documented answer (the chain list is the largest); a longer one is refused unread. */
const maxAnswerChars = 2_000_000
/** Direct Deposit calldata holds at most 64 short ids. */
const maxOutboundChains = 64

type ApiAnswer = { ok: true; status: number; body: unknown } | { ok: false; reason: string }

/** GETs `path` under the API base. A JSON body is returned whatever the HTTP status; anything else is a reason. */
async function getApi(api: LiveApi, path: string): Promise<ApiAnswer> {
  const url = `${api.base}${path}`
  try {
    const response = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(api.timeoutMs),
    })
    const body = await response.text()
    if (body.length > maxAnswerChars)
      return { ok: false, reason: `the answer is longer than ${maxAnswerChars} characters` }
    try {
      return { ok: true, status: response.status, body: parseJsonLossless(body) }
    } catch {
      const excerpt = body.replace(/\s+/g, ' ').trim().slice(0, 120)
      return {
        ok: false,
        reason: `HTTP ${response.status} with a body that is not JSON${excerpt ? `: "${excerpt}"` : ''}`,
      }
    }
  } catch (error) {
    const { name, message } = error as Error
    return {
      ok: false,
      reason: name === 'TimeoutError' ? `no answer within ${api.timeoutMs / 1000} s` : `the request failed: ${message}`,
    }
  }
}

const unusable = (what: string, path: string, reason: string) =>
  failure(`The Gas.zip API gave no usable answer to GET ${path} (${what}): ${reason}. Try again in a minute.`)

/** The first problem zod finds in an answer, as `field "a.b": message`. */
const shapeProblem = (error: z.ZodError) => {
  const issue = error.issues[0]
  return `field "${issue?.path.join('.') || '(the answer itself)'}": ${issue?.message ?? 'unexpected'}`
}

const chainName = (nativeId: number) =>
  outboundChains.chains.find((chain) => chain.nativeId === nativeId)?.name ??
  inboundChains.chains.find((chain) => chain.nativeId === nativeId)?.name

const chainLabel = (nativeId: number) => {
  const name = chainName(nativeId)
  return name ? `${name} (${nativeId})` : `chain ${nativeId}`
}

const usd = (value: number) => `$${value.toFixed(2)}`
/** An amount in a chain's smallest unit: digits as the API sends them (a string keeps every digit). */
const amount = z.union([z.string().regex(/^\d+$/), z.number().nonnegative()])

const quoteAnswer = z.object({
  quotes: z
    .array(
      z.union([
        z.object({ chain: z.number().int(), error: z.string() }),
        z.object({ chain: z.number().int(), expected: amount, gas: amount, speed: z.number(), usd: z.number() }),
      ]),
    )
    .optional(),
  error: z.string().optional(),
  calldata: z.string().optional(),
  expires: z.union([z.number(), z.string()]).optional(),
})

/** An address as a query value: letters and digits only (EVM, Solana, Sui, Aptos, Fuel, XRP, Initia). */
const address = z
  .string()
  .trim()
  .regex(/^[0-9A-Za-z]{20,100}$/, 'expected an address: 20 to 100 letters and digits')

const depositAnswer = z.object({
  deposit: z.object({
    hash: z.string(),
    chain: z.number().int(),
    status: z.string(),
    usd: z.number().optional(),
    value: amount.optional(),
    to: z.string().optional(),
  }),
  txs: z
    .array(
      z.object({
        chain: z.number().int(),
        hash: z.string(),
        status: z.string(),
        refund: z.boolean().optional(),
        cancelled: z.boolean().optional(),
      }),
    )
    .optional(),
})

type ExplainStatus = (name: PlaybookName, value: string) => string

/** The quote checked against the rules: one line per outbound chain, the problems that forbid sending it. */
function checkQuote(
  request: { depositChain: number; amount: string; outboundChains: number[]; to?: string; from?: string },
  answer: z.infer<typeof quoteAnswer>,
  requestedAt: number,
): { lines: string[]; problems: string[] } {
  const problems: string[] = []
  const lines = [
    `Quote for ${request.amount} (smallest unit) on ${chainLabel(request.depositChain)}, split equally across ${request.outboundChains.length} outbound chain${request.outboundChains.length === 1 ? '' : 's'}, requested at ${new Date(requestedAt).toISOString()}.`,
    '',
    'Outbound chains:',
  ]
  for (const chain of request.outboundChains) {
    const entry = answer.quotes?.find((quote) => quote.chain === chain)
    if (!entry) {
      problems.push(`no quote for ${chainLabel(chain)}`)
      lines.push(`- ${chainLabel(chain)}: no quote in the answer`)
    } else if ('error' in entry) {
      problems.push(`${chainLabel(chain)} cannot be served: ${entry.error}`)
      lines.push(`- ${chainLabel(chain)}: error "${entry.error}"`)
    } else {
      const within = entry.usd >= minUsdPerChain && entry.usd <= maxUsdPerChain
      if (!within) problems.push(`the share for ${chainLabel(chain)} is worth ${usd(entry.usd)}, outside the limits`)
      lines.push(
        `- ${chainLabel(chain)}: receives ${entry.expected} (smallest unit), gas ${entry.gas}, about ${entry.speed} s, share ${usd(entry.usd)}: ${within ? 'within the limits' : 'OUTSIDE the limits'}`,
      )
    }
  }
  lines.push('')
  const seconds = quoteValidityMs / 1000
  if (request.to && request.from)
    lines.push(
      `Quote window: send before ${new Date(requestedAt + quoteValidityMs).toISOString()} (${seconds} s from the request).`,
    )
  else lines.push('Quote window: none. Without both `from` and `to` this is an estimate without calldata.')
  if (answer.calldata !== undefined) lines.push('', ...checkCalldata(answer.calldata, request, problems))
  else if (request.to && request.from) problems.push('the answer carries no calldata')
  return { lines, problems }
}

/** The quote's calldata decoded, and checked against the recipient and chains asked for. */
function checkCalldata(calldata: string, request: { outboundChains: number[]; to?: string }, problems: string[]) {
  try {
    const decoded = decodeDirectDepositCalldata(calldata)
    const shortIds = request.outboundChains.map(
      (chain) => outboundChains.chains.find((entry) => entry.nativeId === chain)?.shortId,
    )
    const lines = [
      `Calldata: ${calldata}`,
      `- Recipient type: 0${decoded.recipientType} (${recipientTypes[decoded.recipientType].description})`,
      `- Recipient: ${decoded.recipient ?? 'the sender of the deposit'}`,
      `- Outbound chains (short ids): ${decoded.shortIds.join(', ')}`,
    ]
    if (decoded.recipient !== null && request.to && decoded.recipient.toLowerCase() !== request.to.toLowerCase())
      problems.push(`the calldata pays ${decoded.recipient}, not ${request.to}`)
    if (shortIds.every((id) => id !== undefined) && shortIds.join(',') !== decoded.shortIds.join(','))
      problems.push(
        `the calldata names short ids ${decoded.shortIds.join(', ')}; the chains asked for have ${shortIds.join(', ')}`,
      )
    return lines
  } catch (error) {
    if (!(error instanceof DepositEncodingError)) throw error
    problems.push(`the calldata cannot be read: ${error.message}`)
    return [`Calldata: ${calldata}`]
  }
}

/** Where a checked quote is sent, from the inbound chain list. */
function depositLine(depositChain: number, amountText: string): string {
  const chain = inboundChains.chains.find((entry) => entry.nativeId === depositChain)
  if (!chain)
    return `${chainLabel(depositChain)} is not in the saved inbound chain list: check it with lookup_chain before sending.`
  if (chain.directDeposit)
    return `Send ${amountText} as a native transfer to ${inboundChains.directDepositAddress} on ${chain.name}, with the calldata as its data.`
  return `${chain.name} offers no Direct Deposit: deposit through the contract ${chain.contractDepositAddress} (${siteUrl}/gas/api/overview.md).`
}

/** Registers `get_quote`, `track_deposit` and `list_chains` on `server`. */
export function registerLiveTools(server: McpServer, api: LiveApi, explainStatus: ExplainStatus): void {
  const live = { readOnlyHint: true, openWorldHint: true, idempotentHint: true }

  server.registerTool(
    'get_quote',
    {
      title: 'Get a live quote',
      description: `Asks the Gas.zip API for a quote (GET /v2/quotes) and checks it as the docs teach: each outbound chain's share within ${usd(minUsdPerChain)} to ${usd(maxUsdPerChain)}, per-chain and request-wide errors, the ${quoteValidityMs / 1000} s quote window; with a recipient, the calldata decoded and compared with the request. Chains are native chain ids.`,
      inputSchema: {
        depositChain: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER).describe('Native id of the deposit chain'),
        amount: z
          .string()
          .trim()
          .regex(/^[1-9]\d{0,39}$/, 'expected a whole number of the smallest unit, as digits')
          .describe("Total deposit in the deposit chain's smallest unit (wei), as digits; split equally"),
        outboundChains: z
          .array(z.number().int().min(1).max(Number.MAX_SAFE_INTEGER))
          .min(1)
          .max(maxOutboundChains)
          .describe('Native ids of the chains that receive gas'),
        to: address.optional().describe('Recipient on the outbound chains; with `from`, the answer holds calldata'),
        from: address.optional().describe('The address that sends the deposit'),
      },
      annotations: live,
    },
    async (request) => {
      if (new Set(request.outboundChains).size !== request.outboundChains.length)
        return failure('Name each outbound chain once.')
      const query = new URLSearchParams({
        ...(request.to ? { to: request.to } : {}),
        ...(request.from ? { from: request.from } : {}),
      }).toString()
      const path = `/quotes/${request.depositChain}/${request.amount}/${request.outboundChains.join(',')}${query ? `?${query}` : ''}`
      // The window counts from the request, not the answer: the safe side.
      const requestedAt = Date.now()
      const answer = await getApi(api, path)
      if (!answer.ok) return unusable('quote', path, answer.reason)
      const parsed = quoteAnswer.safeParse(answer.body)
      if (!parsed.success) return unusable('quote', path, `unexpected answer, ${shapeProblem(parsed.error)}`)
      if (parsed.data.error)
        return failure(`Quote refused for the whole request: ${parsed.data.error}. Nothing to send.`)
      if (answer.status >= 300 || !parsed.data.quotes)
        return unusable('quote', path, `HTTP ${answer.status} without quotes`)
      const { lines, problems } = checkQuote(request, parsed.data, requestedAt)
      const verdict =
        problems.length > 0
          ? `Do not send this deposit: ${problems.join('; ')}. Change the amount or the chains and ask again.`
          : request.to && request.from
            ? `Checks passed. ${depositLine(request.depositChain, request.amount)}`
            : 'Checks passed for this estimate.'
      return text([verdict, '', ...lines, '', ruleSections(['limits', 'quote-window', 'failed-request'], 2)].join('\n'))
    },
  )

  server.registerTool(
    'track_deposit',
    {
      title: 'Track a deposit',
      description:
        'Reads a deposit from the Gas.zip API (GET /v2/deposit/{hash}) and explains its status from the status playbook: final or not, what it means, what to do, when to ask again.',
      inputSchema: {
        hash: z
          .string()
          .trim()
          .regex(
            /^(0x[0-9a-fA-F]{64}|[1-9A-HJ-NP-Za-km-z]{64,90})$/,
            'expected a transaction hash: 0x and 64 hex digits, or a base58 signature',
          )
          .describe('The hash of the deposit transaction'),
      },
      annotations: live,
    },
    async ({ hash }) => {
      const path = `/deposit/${hash}`
      const answer = await getApi(api, path)
      if (!answer.ok) return unusable('deposit', path, answer.reason)
      const parsed = depositAnswer.safeParse(answer.body)
      if (!parsed.success) {
        const said = (answer.body as { error?: unknown } | null)?.error
        if (answer.status >= 300 || typeof said === 'string')
          return failure(
            `No deposit ${hash}: HTTP ${answer.status}${typeof said === 'string' ? `, "${said}"` : ''}. Check the hash; a transaction sent moments ago appears later, so ask again after ${statusPlaybook.deposit.poll.firstWaitSeconds} s.`,
          )
        return unusable('deposit', path, `unexpected answer, ${shapeProblem(parsed.error)}`)
      }
      const { deposit, txs = [] } = parsed.data
      const worth = deposit.usd === undefined ? '' : `, worth ${usd(deposit.usd)}`
      const lines = [
        `Deposit ${deposit.hash} on ${chainLabel(deposit.chain)}: ${deposit.status}${worth}${deposit.to ? `, to ${deposit.to}` : ''}.`,
        `Outbound transactions: ${txs.length === 0 ? 'none yet' : ''}`,
        ...txs.map(
          (tx) =>
            `- ${chainLabel(tx.chain)}: ${tx.hash}, ${tx.status}${tx.refund ? ', refund' : ''}${tx.cancelled ? ', cancelled' : ''}`,
        ),
        '',
        explainStatus('deposit', deposit.status.toUpperCase()),
      ]
      return text(lines.join('\n'))
    },
  )

  server.registerTool(
    'list_chains',
    {
      title: 'List the live chains',
      description:
        'Lists the outbound chains from the Gas.zip API (GET /v2/chains) with native id, Gas.zip short id and coin symbol. When the API gives no usable answer, lists the saved list instead and says so.',
      inputSchema: {
        name: z.string().trim().min(1).max(64).optional().describe('Only chains whose name contains this'),
      },
      annotations: live,
    },
    async ({ name }) => {
      const url = `${api.base}/chains`
      const fetched = await fetchLiveChains(outboundChains.chains, { url, timeoutMs: api.timeoutMs })
      const chains = fetched.ok ? fetched.chains : outboundChains.chains
      const source = fetched.ok
        ? `Live list from GET ${url}: ${chains.length} chains.`
        : `The live list is unavailable (${fetched.reason}). This is the saved list of ${outboundChains.takenAt} (${chains.length} chains): short ids and chains may have changed since; check again before building calldata.`
      const shown = name ? chains.filter((chain) => chain.name.toLowerCase().includes(name.toLowerCase())) : chains
      if (shown.length === 0) return failure(`${source}\nNo chain name contains "${name}".`)
      return text(
        [
          source,
          '',
          ...shown.map(
            (chain) =>
              `- ${chain.name}: native id ${chain.nativeId}, short id ${chain.shortId}${chain.symbol ? `, ${chain.symbol}` : ''}${chain.mainnet === false ? ', testnet' : ''}`,
          ),
        ].join('\n'),
      )
    },
  )
}
