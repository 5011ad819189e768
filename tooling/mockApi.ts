/**
 * A local mock of `https://backend.gas.zip`, for `npm run bench` and the tests that run code
 * against the API (the request samples of the endpoint pages). The outbound chain
 * table asks the live API for `/v2/chains` after the page is shown; a reader's browser gets
 * an answer, so the bench's browser should too, or Lighthouse counts the failed request as
 * a console error. Chromium is pointed at this server with `--host-resolver-rules` and
 * accepts its self-signed certificate with `--ignore-certificate-errors`; the page still
 * asks `https://backend.gas.zip`, so the Content Security Policy applies unchanged.
 *
 * It answers `GET /v2/chains` with the committed snapshot in the API's shape, every other
 * `GET` route of public/openapi.json with the first example of its 200 response (or the answer
 * a test gives for the operation), and 404 to anything else. The bench serves it over HTTPS;
 * tests that run a sample with curl, Python or Node use it over plain HTTP.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { createServer, type Server } from 'node:https'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { V2ChainEntry } from '../docs/lib/chains/liveChains.ts'
import type { OutboundChainsFile } from '../docs/lib/data/schemas.ts'
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

type Answer = { status: number; body: string }

/** Answers by operation id, for routes whose document gives no example or a test that needs another answer. */
type MockAnswers = Record<string, unknown>

/**
 * The mock's answer to `method url`: the snapshot for `/v2/chains`, else the answer of the
 * document's route whose path matches (a test's answer first, then the route's first 200
 * example), else 404.
 */
function mockAnswer(
  doc: OpenApiDocument,
  chainsBody: string,
  answers: MockAnswers,
  method: string,
  url: string,
): Answer {
  const notFound = { status: 404, body: '{"error":"not found"}' }
  const serverPath = new URL(doc.servers[0]?.url ?? 'http://localhost').pathname
  const path = new URL(url, 'http://localhost').pathname
  for (const endpoint of listEndpoints(doc)) {
    if (endpoint.method !== method) continue
    const pattern = new RegExp(`^${serverPath}${endpoint.path.replace(/\{[^}]+\}/g, '[^/]+')}$`)
    if (!pattern.test(path)) continue
    if (endpoint.operationId in answers) return { status: 200, body: JSON.stringify(answers[endpoint.operationId]) }
    if (endpoint.operationId === 'getChains') return { status: 200, body: chainsBody }
    const example = endpoint.responses.find((response) => response.status === '200')?.examples[0]
    return example ? { status: 200, body: JSON.stringify(example.value) } : notFound
  }
  return notFound
}

type MockOptions = {
  /** HTTPS with a fresh self-signed certificate (the bench's browser), else plain HTTP. */
  tls?: boolean
  answers?: MockAnswers
}

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

/** Starts the mock on 127.0.0.1:`port` (0: any free port; the server's address says which). */
export async function startMockApi(port: number, { tls = true, answers = {} }: MockOptions = {}): Promise<Server> {
  const snapshot = JSON.parse(readFileSync(join(rootDir, 'docs/data/outboundChains.json'), 'utf8'))
  const doc = JSON.parse(readFileSync(join(rootDir, 'public/openapi.json'), 'utf8')) as OpenApiDocument
  const chainsBody = JSON.stringify(v2ChainsFromSnapshot(snapshot))
  const listener = (request: IncomingMessage, response: ServerResponse) => {
    const headers = { 'access-control-allow-origin': '*', 'content-type': 'application/json' }
    const { status, body } = mockAnswer(doc, chainsBody, answers, request.method ?? 'GET', request.url ?? '/')
    response.writeHead(status, headers).end(body)
  }
  const server = tls ? createServer(selfSignedCertificate(), listener) : createHttpServer(listener)
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return server as Server
}
