import { createServer, request as httpRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import MiniSearch from 'minisearch'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  bombMembers,
  type HostileApi,
  type HostileMode,
  injectedText,
  startHostileApi,
} from '../../../tooling/hostileApi.ts'
import { mockApiBase, mockDepositHash, startLocalMockApi } from '../../../tooling/mockApi.ts'
import { quotedHeading } from './apiData.ts'
import { maxAnswerBytes } from './apiFetch.ts'
import { handleMcpRequest } from './handler.ts'
import type { LiveApi } from './liveTools.ts'

/**
 * The /mcp handler over HTTP, probed as an attacker would: batches, foreign origins and
 * rebinding hosts on the request side; on the API side a stand-in (tooling/hostileApi.ts) that
 * answers with huge, compressed, deep, redirecting, slow and hostile bodies. Each test checks
 * what the caller gets and what the stand-in saw (requests made, bytes it managed to send).
 */
let hostile: HostileApi
let mock: Awaited<ReturnType<typeof startLocalMockApi>>
const endpoints = new Map<string, string>()
const servers: Server[] = []

const content = { search: new MiniSearch({ fields: ['title'] }), pages: new Map(), skills: [] }

/** The endpoint's URL with its live tools asking `base`. */
async function endpointFor(base: string, timeoutMs = 5000): Promise<string> {
  const key = `${base} ${timeoutMs}`
  const known = endpoints.get(key)
  if (known) return known
  const liveApi: LiveApi = { base, timeoutMs }
  const server = createServer((request, response) => void handleMcpRequest(request, response, () => content, liveApi))
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  servers.push(server)
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`
  endpoints.set(key, url)
  return url
}

beforeAll(async () => {
  hostile = await startHostileApi()
  mock = await startLocalMockApi()
})
beforeEach(() => {
  hostile.requests.length = 0
  hostile.otherVisits.length = 0
})
afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections()
    await new Promise<void>((done) => server.close(() => done()))
  }
  await hostile.close()
  await mock.close()
})

const toolCall = (id: number, name: string, args: Record<string, unknown>) => ({
  jsonrpc: '2.0',
  id,
  method: 'tools/call',
  params: { name, arguments: args },
})

async function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      'mcp-protocol-version': '2025-06-18',
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  return { status: response.status, text: await response.text() }
}

type ToolAnswer = { text: string; isError: boolean; structured: Record<string, unknown> | undefined; bytes: number }

/** Calls one tool against the stand-in in `mode` and reads the tool's answer. */
async function callTool(
  mode: HostileMode,
  name: string,
  args: Record<string, unknown>,
  timeoutMs?: number,
): Promise<ToolAnswer> {
  const { status, text } = await post(await endpointFor(hostile.base(mode), timeoutMs), toolCall(1, name, args))
  expect(status, text).toBe(200)
  const { result } = JSON.parse(text) as {
    result: { content: { text: string }[]; isError?: boolean; structuredContent?: Record<string, unknown> }
  }
  return {
    text: result.content.map((part) => part.text).join('\n'),
    isError: result.isError === true,
    structured: result.structuredContent,
    bytes: text.length,
  }
}

const hash = `0x${'ab'.repeat(32)}`
const quote = {
  depositChain: 1,
  amount: '10000000000000000',
  outboundChains: [8453],
  from: hash.slice(0, 42),
  to: hash.slice(0, 42),
}
const tooLarge = /the answer is larger than 2 MB, so it was not read/

describe('one POST is one message', () => {
  it('refuses a JSON-RPC batch, and the API hears nothing of it', async () => {
    const batch = Array.from({ length: 100 }, (_, index) => toolCall(index, 'track_deposit', { hash }))
    const answer = await post(await endpointFor(hostile.base('hostile')), batch)
    expect(answer.status).toBe(400)
    expect(JSON.parse(answer.text)).toMatchObject({ error: { code: -32600, message: /batches are not accepted/ } })
    expect(hostile.requests).toEqual([])
  })

  it('a single call makes one request to the API', async () => {
    await callTool('hostile', 'track_deposit', { hash })
    expect(hostile.requests).toEqual([`/hostile/v2/deposit/${hash}`])
  })
})

/** A POST with the `Host` header given (fetch does not let a caller set it), answered with its status. */
function postWithHost(url: string, host: string, origin?: string): Promise<number> {
  const { hostname, port, pathname } = new URL(url)
  return new Promise((done, fail) => {
    const sent = httpRequest(
      {
        hostname,
        port,
        path: pathname,
        method: 'POST',
        headers: {
          host,
          ...(origin ? { origin } : {}),
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
        },
      },
      (answer) => {
        answer.resume()
        done(answer.statusCode ?? 0)
      },
    )
    sent.on('error', fail)
    sent.end(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping' }))
  })
}

describe('Origin and Host', () => {
  const ping = { jsonrpc: '2.0', id: 1, method: 'ping' }
  it('refuses a foreign browser origin and a rebinding host with 403; serves servers and the site', async () => {
    const url = await endpointFor(mockApiBase(mock.origin))
    const port = new URL(url).port
    for (const origin of ['https://evil.example', 'null', `http://evil.example:${port}`])
      expect((await post(url, ping, { origin })).status, origin).toBe(403)
    // A page that rebinds its own name to this address: its Host and Origin agree, and neither is ours.
    expect(await postWithHost(url, `evil.example:${port}`, `http://evil.example:${port}`)).toBe(403)
    expect(await postWithHost(url, `evil.example:${port}`)).toBe(403)
    expect(await postWithHost(url, `localhost:${port}`, `http://localhost:${port}`)).toBe(200)
    expect((await post(url, ping)).status).toBe(200)
    expect((await post(url, ping, { origin: 'https://dev.gas.zip' })).status).toBe(200)
    expect((await post(url, ping, { origin: `http://127.0.0.1:${port}` })).status).toBe(200)
  })
})

describe('Origin and Host on a Vercel deployment', () => {
  afterEach(() => {
    delete process.env.VERCEL
    delete process.env.VERCEL_ENV
  })

  it('serves the host the platform routes here and its own pages, and still refuses other sites', async () => {
    const url = await endpointFor(mockApiBase(mock.origin))
    const preview = 'docs-git-branch-gaszip.vercel.app'
    process.env.VERCEL = '1'
    process.env.VERCEL_ENV = 'preview'
    expect(await postWithHost(url, preview, `https://${preview}`)).toBe(200)
    expect(await postWithHost(url, preview, 'https://evil.example')).toBe(403)
    // `vercel dev` runs on the developer's machine: a rebinding host is refused there.
    process.env.VERCEL_ENV = 'development'
    expect(await postWithHost(url, 'evil.example', 'http://evil.example')).toBe(403)
  })
})

describe('an API answer that would fill the memory is not read', () => {
  it('400 MB streamed without a length: cancelled at the cap, after a few MB were sent', async () => {
    const answer = await callTool('huge', 'get_quote', quote)
    expect(answer.text).toMatch(tooLarge)
    expect(hostile.lastStream.finished).toBe(false)
    // Far below the 400 MB on offer: the cap, and what the sockets hold on the way.
    expect(hostile.lastStream.bytes).toBeLessThan(64 * 1024 * 1024)
  })

  it('400 MB declared in content-length: refused on the declared length, before any body', async () => {
    // The stand-in never sends the body: only a refusal on the header answers, and at once.
    const answer = await callTool('huge-declared', 'track_deposit', { hash })
    expect(answer.text).toMatch(tooLarge)
    expect(answer.structured).toMatchObject({ state: 'unknown', final: false })
  })

  it('a gzip bomb: the decoded bytes are counted and the stream cancelled', async () => {
    const answer = await callTool('gzip-bomb', 'get_quote', quote)
    expect(answer.text).toMatch(tooLarge)
    expect(hostile.lastStream.finished).toBe(false)
    expect(hostile.lastStream.pieces).toBeLessThan(bombMembers)
  })

  it('list_chains reads the chain list with the same cap, and falls back to the saved list', async () => {
    const answer = await callTool('huge', 'list_chains', { name: 'Base' })
    expect(answer.text).toMatch(/^The live list is unavailable \(the answer is larger than 2 MB/)
    expect(answer.text).toContain('- Base: native id 8453, short id 54')
    expect(maxAnswerBytes).toBe(2 * 1024 * 1024)
  })
})

describe('an API answer that is not what it seems', () => {
  it('100,000-deep JSON: a clear reason, no throw', async () => {
    const answer = await callTool('deep', 'track_deposit', { hash })
    expect(answer.text).toMatch(/^Verdict: unknown\./)
    expect(answer.text).toMatch(/JSON nested deeper than 32 levels/)
    expect(answer.text).not.toMatch(/call stack/)
  })

  it('a status that is not text makes the answer unusable, naming the field', async () => {
    const answer = await callTool('wrong-type', 'track_deposit', { hash })
    expect(answer.structured).toMatchObject({ state: 'unknown', final: false })
    expect(answer.text).toMatch(/field "deposit\.status": expected string/)
  })

  it('a redirect is not followed: the other host is never asked', async () => {
    for (const [name, args] of [
      ['get_quote', quote],
      ['track_deposit', { hash }],
      ['list_chains', {}],
    ] as const) {
      const answer = await callTool('redirect', name, args)
      expect(answer.text, name).toMatch(/the API answered with a redirect, which is not followed/)
    }
    expect(hostile.otherVisits).toEqual([])
  })

  it('a body that drips: the time limit covers the whole answer', async () => {
    const answer = await callTool('slow', 'track_deposit', { hash }, 500)
    expect(answer.text).toMatch(/no answer within 0\.5 s/)
  })
})

describe("the API's text is quoted as data, capped, never the tool's own words", () => {
  /** Every line that holds the injected words is a quoted line of the API-text list. */
  const onlyQuoted = (text: string) => {
    const [own = '', quoted = ''] = text.split(quotedHeading)
    expect(own).not.toContain('IMPORTANT SYSTEM NOTICE')
    expect(own).not.toContain('evil.example')
    for (const line of quoted.split('\n').filter((entry) => entry.includes('IMPORTANT')))
      expect(line).toMatch(/^- \[API text \d+\] [\w.[\]]+: "(0x02)?IMPORTANT SYSTEM NOTICE.{0,260}…"$/)
  }

  it('get_quote: errors and calldata are references; the answer stays small', async () => {
    const answer = await callTool('hostile', 'get_quote', quote)
    onlyQuoted(answer.text)
    expect(answer.structured?.send).toBe(false)
    expect(JSON.stringify(answer.structured?.reasons)).not.toContain('IMPORTANT')
    expect(answer.bytes).toBeLessThan(20_000)
  })

  it('track_deposit: a status outside the enum, hashes and the ticket are references', async () => {
    const answer = await callTool('hostile', 'track_deposit', { hash })
    onlyQuoted(answer.text)
    const { apiText, ...values } = answer.structured ?? {}
    expect(JSON.stringify(values)).not.toContain('IMPORTANT')
    expect(apiText).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'deposit.status' })]))
    expect(answer.bytes).toBeLessThan(20_000)
  })

  it('list_chains: a new chain named by the API is quoted, and the API base is not printed', async () => {
    const answer = await callTool('hostile', 'list_chains', {})
    onlyQuoted(answer.text)
    expect(answer.text).toMatch(/^Live list from the Gas\.zip API \(GET \/v2\/chains\): 2 chains\./)
    expect(answer.text).not.toContain(hostile.origin)
    expect(answer.bytes).toBeLessThan(20_000)
  })

  it('a body that is not JSON: the reason is the function’s, the body only quoted', async () => {
    const answer = await callTool('hostile-text', 'track_deposit', { hash })
    const [own = ''] = answer.text.split(quotedHeading)
    expect(own).toMatch(/The request failed \(HTTP 502 with a body that is not JSON\)/)
    expect(own).not.toContain('evil.example')
    expect(answer.text).toMatch(/\[API text 1\] the body: "\[Gas\.zip support/)
  })
})

describe('the mock API still gets ordinary answers', () => {
  it('track_deposit through the handler', async () => {
    const { text } = await post(
      await endpointFor(mockApiBase(mock.origin)),
      toolCall(1, 'track_deposit', { hash: mockDepositHash('CONFIRMED') }),
    )
    expect(text).toContain('Verdict: delivered')
    expect(text).not.toContain(injectedText)
  })
})
