/**
 * A local mock of `https://backend.gas.zip`, for the bench and the tests; no test asks the real API.
 *
 * - Over HTTPS (`startMockApi`), for `npm run bench`: the outbound chain table asks the live API
 *   for `/v2/chains` after the page is shown; a reader's browser gets an answer, so the bench's
 *   browser should too, or Lighthouse counts the failed request as a console error. Chromium is
 *   pointed at this server with `--host-resolver-rules` and accepts its self-signed certificate
 *   with `--ignore-certificate-errors`; the page still asks `https://backend.gas.zip`, so the
 *   Content Security Policy applies unchanged.
 * - Over HTTP (`startLocalMockApi`, or `startMockApi` with `tls: false`), for the MCP endpoint's
 *   live tools, which run on the server, and the endpoint pages' request samples, run with curl,
 *   Python and Node: `mockApiBase(origin)` answers well, and `mockApiBase(origin, mode)` answers
 *   every request the way `mode` says (failed, slow, malformed or garbled), so each failure can
 *   be tested.
 *
 * The good answers, in the API's documented shapes:
 * - `/v2/chains`: the committed snapshot;
 * - `/v2/quotes/{depositChain}/{wei}/{chains}[?from&to]`: a share of the deposit per chain at a
 *   coin price of `mockCoinPriceUsd`; a per-chain error for a chain not in the snapshot; the
 *   request-wide error for a deposit chain not in the inbound list; calldata with `from` and `to`;
 * - `/v2/deposit/{hash}`: a hash made by `mockDepositHash` has the status it names; such a hash
 *   with no status is not found (404);
 * - every other `GET` route of public/openapi.json: the answer a test gives for its operation,
 *   else the first example of its 200 response.
 * Anything else is a 404.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { createServer, type Server } from 'node:https'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { V2ChainEntry } from '../docs/lib/chains/liveChains.ts'
import type { InboundChainsFile, OutboundChainsFile, StatusesFile } from '../docs/lib/data/schemas.ts'
import { encodeDirectDepositCalldata } from '../docs/lib/encoding/depositEncoding.ts'
import { listEndpoints, type OpenApiDocument } from '../docs/lib/openapi/openapi.ts'
import { rootDir } from './routes.ts'

/** The snapshot's chains as a `/v2/chains` answer; chains whose symbol is not known are left out. */
export function v2ChainsFromSnapshot(snapshot: Pick<OutboundChainsFile, 'chains'>): { chains: V2ChainEntry[] } {
  return {
    chains: snapshot.chains.flatMap(({ name, nativeId, shortId, symbol, mainnet }) =>
      symbol ? [{ name, chain: nativeId, short: shortId, symbol, ...(mainnet === null ? {} : { mainnet }) }] : [],
    ),
  }
}

/** Chromium flags that send `backend.gas.zip` to the mock on `port`. */
export const mockApiFlags = (port: number) => [
  `--host-resolver-rules=MAP backend.gas.zip 127.0.0.1:${port}`,
  '--ignore-certificate-errors',
]

/** A self-signed certificate for `backend.gas.zip`, made with openssl. */
function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'mock-api-'))
  const made = spawnSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=backend.gas.zip'].concat([
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
    ]),
    { stdio: 'pipe' },
  )
  if (made.status !== 0) throw new Error(`openssl could not make a certificate: ${made.stderr.toString()}`)
  const key = readFileSync(join(dir, 'key.pem'))
  const cert = readFileSync(join(dir, 'cert.pem'))
  rmSync(dir, { recursive: true, force: true })
  return { key, cert }
}

/** Answers by operation id, for routes whose document gives no example or a test that needs another answer. */
type MockAnswers = Record<string, unknown>

type MockOptions = {
  /** HTTPS with a fresh self-signed certificate (the bench's browser), else plain HTTP. */
  tls?: boolean
  answers?: MockAnswers
}

/** Starts the mock on 127.0.0.1:`port` (0: any free port; the server's address says which). */
export async function startMockApi(port: number, { tls = true, answers = {} }: MockOptions = {}): Promise<Server> {
  const handler = mockApiHandler(answers)
  const server = tls ? createServer(selfSignedCertificate(), handler) : createHttpServer(handler)
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return server as Server
}

/** How the mock answers every request under `/<mode>/v2`. */
export type MockMode = 'failed' | 'slow' | 'malformed' | 'garbled'

/** The API base of the mock at `origin`: good answers, or every answer in the given `mode`. */
export const mockApiBase = (origin: string, mode?: MockMode) => `${origin}${mode ? `/${mode}` : ''}/v2`

/** The coin price the mock prices every deposit chain's coin at, in dollars. */
const mockCoinPriceUsd = 2000

const readJson = <T>(path: string): T => JSON.parse(readFileSync(join(rootDir, path), 'utf8')) as T

/** A deposit hash the mock answers with `status` (one of the deposit playbook's statuses). */
export function mockDepositHash(status: string): string {
  const statuses = readJson<StatusesFile>('docs/data/statuses.json').deposit.statuses.map((entry) => entry.value)
  const index = statuses.indexOf(status)
  if (index === -1) throw new Error(`mock API: ${status} is not a deposit status`)
  return `${mockHashPrefix}0${index}`
}

/** The first 64 characters of every hash `mockDepositHash` makes (0x and 62 hex digits). */
const mockHashPrefix = `0x${'ab'.repeat(31)}`

type Answer = { status: number; body: string; type?: string }
const json = (status: number, value: unknown): Answer => ({ status, body: JSON.stringify(value) })

function quoteAnswer(
  url: URL,
  parts: (string | undefined)[],
  outbound: OutboundChainsFile,
  inbound: InboundChainsFile,
): Answer {
  const [depositChain, wei, chainList] = parts.map((part) => decodeURIComponent(part ?? ''))
  if (!depositChain || !wei || !chainList || !/^\d+$/.test(wei)) return json(400, { error: 'bad request' })
  if (!inbound.chains.some((chain) => chain.nativeId === Number(depositChain)))
    return json(200, { error: 'Source: Chain Disabled' })
  const chains = chainList.split(',').map(Number)
  const shareWei = BigInt(wei) / BigInt(chains.length)
  const shareUsd = (Number(shareWei) / 1e18) * mockCoinPriceUsd
  const gasWei = 21_000n * 1_000_000_000n
  const quotes = chains.map((chain) =>
    outbound.chains.some((entry) => entry.nativeId === chain)
      ? {
          chain,
          expected: String(shareWei > gasWei ? shareWei - gasWei : 0n),
          gas: String(gasWei),
          speed: 5,
          usd: shareUsd,
        }
      : { chain, error: 'Unsupported chain' },
  )
  const from = url.searchParams.get('from')
  const to = url.searchParams.get('to')
  if (!from || !to) return json(200, { quotes })
  const shortIds = chains.map((chain) => outbound.chains.find((entry) => entry.nativeId === chain)?.shortId ?? 0)
  return json(200, { quotes, calldata: encodeDirectDepositCalldata(to, shortIds), expires: 60 })
}

function depositAnswer(hash: string, statuses: StatusesFile): Answer {
  const index = Number.parseInt(hash.slice(-2), 16)
  const status = /^0x[0-9a-f]{64}$/i.test(hash) ? statuses.deposit.statuses[index]?.value : undefined
  if (!status) return json(404, { error: 'Deposit not found' })
  const done = status === 'CONFIRMED'
  return json(200, {
    deposit: {
      block: 21000000,
      chain: 1,
      hash,
      log: 0,
      sender: '0x7Ed2A81B7054Dc5D393234B7a3A33B9ba125cAc9',
      shorts: [54],
      status,
      time: 1764000000,
      to: '0x7Ed2A81B7054Dc5D393234B7a3A33B9ba125cAc9',
      usd: 10,
      value: '5000000000000000',
    },
    txs: done
      ? [
          {
            chain: 8453,
            hash: `0x${'cd'.repeat(32)}`,
            nonce: 1,
            refund: false,
            cancelled: false,
            status,
            time: 1764000010,
            to: '0x7Ed2A81B7054Dc5D393234B7a3A33B9ba125cAc9',
            usd: 9.9,
            value: 4900000000000000,
          },
        ]
      : [],
  })
}

/**
 * The answer of the document's `GET` route whose path matches `path`: a test's answer first, then
 * the route's first 200 example; 404 when no route matches or it has no example.
 */
function documentAnswer(doc: OpenApiDocument, answers: MockAnswers, path: string): Answer {
  const serverPath = new URL(doc.servers[0]?.url ?? 'http://localhost').pathname
  for (const endpoint of listEndpoints(doc)) {
    if (endpoint.method !== 'GET') continue
    const pattern = new RegExp(`^${serverPath}${endpoint.path.replace(/\{[^}]+\}/g, '[^/]+')}$`)
    if (!pattern.test(path)) continue
    if (endpoint.operationId in answers) return json(200, answers[endpoint.operationId])
    const example = endpoint.responses.find((response) => response.status === '200')?.examples[0]
    if (example) return json(200, example.value)
  }
  return json(404, { error: 'not found' })
}

/** The mock's request handler, over HTTP or HTTPS. */
function mockApiHandler(answers: MockAnswers = {}) {
  const doc = readJson<OpenApiDocument>('public/openapi.json')
  const outbound = readJson<OutboundChainsFile>('docs/data/outboundChains.json')
  const inbound = readJson<InboundChainsFile>('docs/data/inboundChains.json')
  const statuses = readJson<StatusesFile>('docs/data/statuses.json')
  const chainsBody = JSON.stringify(v2ChainsFromSnapshot(outbound))
  return (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://mock')
    const [first, ...rest] = url.pathname.split('/').filter(Boolean)
    const mode = (['failed', 'slow', 'malformed', 'garbled'] as const).find((name) => name === first)
    const [version, route, ...parts] = mode ? rest : [first, ...rest]
    let answer: Answer
    if (mode === 'slow') return // No answer: the client's timeout ends the request.
    if (mode === 'failed') answer = { status: 502, body: '<html><body>Bad gateway</body></html>', type: 'text/html' }
    else if (mode === 'malformed') answer = json(200, { chains: 'soon', quotes: 'soon', deposit: 'soon' })
    else if (mode === 'garbled') answer = { status: 200, body: '{"quotes": [', type: 'application/json' }
    else if (request.method !== 'GET' || version !== 'v2') answer = json(404, { error: 'not found' })
    else if (route === 'chains' && parts.length === 0) answer = { status: 200, body: chainsBody }
    else if (route === 'quotes' && parts.length === 3 && !('getQuote' in answers))
      answer = quoteAnswer(url, parts, outbound, inbound)
    else if (route === 'deposit' && parts[0]?.startsWith(mockHashPrefix) && parts.length === 1)
      answer = depositAnswer(parts[0], statuses)
    else answer = documentAnswer(doc, answers, url.pathname)
    response
      .writeHead(answer.status, {
        'access-control-allow-origin': '*',
        'content-type': answer.type ?? 'application/json',
      })
      .end(answer.body)
  }
}

/** Starts the mock over HTTP on 127.0.0.1 (a free port unless given); `close` also ends held requests. */
export async function startLocalMockApi(port = 0): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = createHttpServer(mockApiHandler())
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const close = () =>
    new Promise<void>((done) => {
      server.closeAllConnections()
      server.close(() => done())
    })
  return { origin, close }
}
