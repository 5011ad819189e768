import { execFile } from 'node:child_process'
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

const run = promisify(execFile)
const repo = join(import.meta.dirname, '..')
const node = join(repo, 'node_modules', '.bin', 'node')
const snapshot = join(repo, 'docs', 'data', 'outboundChains.json')

/** A /v2/chains answer in the shape the API reference documents. */
const validAnswer = {
  chains: [
    {
      name: 'Ethereum',
      chain: 1,
      short: 255,
      gas: '21000',
      gwei: '12',
      bal: '3.2',
      rpcs: ['https://rpc.example'],
      symbol: 'ETH',
      price: 3100.5,
      mainnet: true,
    },
    {
      name: 'Arbitrum One',
      chain: 42161,
      short: 57,
      gas: '21000',
      gwei: '0.01',
      bal: '1.1',
      rpcs: [],
      symbol: 'ETH',
      price: 3100.5,
      mainnet: true,
    },
    {
      name: 'Zeta Test',
      chain: 7001,
      short: 900,
      gas: '21000',
      gwei: '1',
      bal: '0',
      rpcs: [],
      symbol: 'ZETA',
      price: 0,
      mainnet: false,
    },
  ],
}

const routes: Record<string, { status: number; body: string }> = {
  '/valid': { status: 200, body: JSON.stringify(validAnswer) },
  '/malformed': { status: 200, body: '{"chains": [{"name": "Ethereum",' },
  '/empty': { status: 200, body: JSON.stringify({ chains: [] }) },
  '/wrong-shape': {
    status: 200,
    body: JSON.stringify({ chains: [{ name: 'Ethereum', chain: '1', short: 255, symbol: 'ETH' }] }),
  },
  '/500': { status: 500, body: 'internal error' },
}

let server: Server
let base: string
let dir: string
let file: string

beforeAll(async () => {
  server = createServer((request, response) => {
    const route = routes[request.url ?? '']
    response.writeHead(route?.status ?? 404, { 'content-type': 'application/json' })
    response.end(route?.body ?? '')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
})

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'sync-chains-'))
  file = join(dir, 'outboundChains.json')
  copyFileSync(snapshot, file)
  return () => rmSync(dir, { recursive: true, force: true })
})

async function sync(path: string) {
  const env = {
    ...process.env,
    SYNC_CHAINS_URL: `${base}${path}`,
    SYNC_CHAINS_FILE: file,
    SYNC_CHAINS_DATE: '2030-01-31',
  }
  try {
    const { stdout, stderr } = await run(node, [join(repo, 'scripts', 'sync-chains.ts')], { env })
    return { code: 0, stdout, stderr }
  } catch (error) {
    const failure = error as { code: number; stdout: string; stderr: string }
    return { code: failure.code, stdout: failure.stdout, stderr: failure.stderr }
  }
}

// Each test starts a Node process; on a busy two-core machine that can take seconds.
describe('npm run sync:chains', { timeout: 30_000 }, () => {
  it('rewrites the snapshot from a valid answer, in the snapshot shape, with the new date', async () => {
    const result = await sync('/valid')
    expect(result.code).toBe(0)
    const written = JSON.parse(readFileSync(file, 'utf8'))
    expect(written.takenAt).toBe('2030-01-31')
    expect(Object.keys(written)).toEqual(['takenAt', 'source', 'chains'])
    // VM, name and other names carried over from the snapshot for known chains; unknown for new ones.
    expect(written.chains).toEqual([
      {
        name: 'Arbitrum One',
        aliases: ['Arbitrum'],
        nativeId: 42161,
        shortId: 57,
        symbol: 'ETH',
        mainnet: true,
        vm: 'EVM',
      },
      { name: 'Ethereum', nativeId: 1, shortId: 255, symbol: 'ETH', mainnet: true, vm: 'EVM' },
      { name: 'Zeta Test', nativeId: 7001, shortId: 900, symbol: 'ZETA', mainnet: false, vm: null },
    ])
    expect(result.stdout).toContain('wrote 3 chains')
  })

  const failures = [
    { path: '/malformed', message: 'not valid JSON' },
    { path: '/empty', message: 'field "chains"' },
    { path: '/wrong-shape', message: 'chains[0] (Ethereum): field "chain"' },
    { path: '/500', message: 'HTTP 500' },
  ]
  for (const { path, message } of failures) {
    it(`exits non-zero and leaves the file untouched on ${path.slice(1)}`, async () => {
      const before = readFileSync(file, 'utf8')
      const result = await sync(path)
      expect(result.code).not.toBe(0)
      expect(result.stderr).toContain(message)
      expect(result.stderr).toContain('was left unchanged')
      expect(readFileSync(file, 'utf8')).toBe(before)
    })
  }

  it('exits non-zero when the server cannot be reached', async () => {
    const before = readFileSync(file, 'utf8')
    const env = { ...process.env, SYNC_CHAINS_URL: 'http://127.0.0.1:9/v2/chains', SYNC_CHAINS_FILE: file }
    const failure = await run(node, [join(repo, 'scripts', 'sync-chains.ts')], { env }).then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    )
    expect(failure?.code).toBe(1)
    expect(failure?.stderr).toContain('request failed')
    expect(readFileSync(file, 'utf8')).toBe(before)
  })
})
