/**
 * A local mock of `https://backend.gas.zip`, for `npm run bench`. The outbound chain
 * table asks the live API for `/v2/chains` after the page is shown; a reader's browser gets
 * an answer, so the bench's browser should too, or Lighthouse counts the failed request as
 * a console error. Chromium is pointed at this server with `--host-resolver-rules` and
 * accepts its self-signed certificate with `--ignore-certificate-errors`; the page still
 * asks `https://backend.gas.zip`, so the Content Security Policy applies unchanged.
 *
 * It answers `/v2/chains` with the committed snapshot in the API's shape, and 404 to
 * anything else.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:https'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { V2ChainEntry } from '../docs/lib/chains/liveChains.ts'
import type { OutboundChainsFile } from '../docs/lib/data/schemas.ts'
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

/** Starts the mock on 127.0.0.1:`port` with a fresh self-signed certificate (openssl). */
export async function startMockApi(port: number): Promise<Server> {
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
  const snapshot = JSON.parse(readFileSync(join(rootDir, 'docs/data/outboundChains.json'), 'utf8'))
  const body = JSON.stringify(v2ChainsFromSnapshot(snapshot))
  const server = createServer({ key, cert }, (request, response) => {
    const headers = { 'access-control-allow-origin': '*', 'content-type': 'application/json' }
    if (request.method === 'GET' && request.url === '/v2/chains') response.writeHead(200, headers).end(body)
    else response.writeHead(404, headers).end('{"error":"not found"}')
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return server
}
