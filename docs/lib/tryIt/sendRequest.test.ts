import { describe, expect, it } from 'vitest'
import { indentJson, sendRequest } from './sendRequest.ts'

const clock =
  (...times: number[]) =>
  () =>
    times.shift() ?? 0

describe('indentJson', () => {
  it('indents objects and arrays by two spaces', () => {
    expect(indentJson('{"a":[1,{"b":"c"}],"d":{}}')).toBe(
      '{\n  "a": [\n    1,\n    {\n      "b": "c"\n    }\n  ],\n  "d": {}\n}',
    )
  })

  it('keeps every digit of a number above 2^53 and text inside strings untouched', () => {
    expect(indentJson('{"expected":74176868561679620123,"note":"a, b: {c}"}')).toBe(
      '{\n  "expected": 74176868561679620123,\n  "note": "a, b: {c}"\n}',
    )
  })

  it('keeps escaped quotes inside strings', () => {
    expect(indentJson('{"q":"say \\"hi\\", ok"}')).toBe('{\n  "q": "say \\"hi\\", ok"\n}')
  })

  it('returns undefined for text that is not JSON', () => {
    expect(indentJson('Not Found')).toBeUndefined()
    expect(indentJson('{broken')).toBeUndefined()
  })
})

describe('sendRequest', () => {
  it('reports status, time and the indented JSON body', async () => {
    const fetchImpl = async () =>
      new Response('{"error":"Source: Chain Disabled"}', { status: 400, statusText: 'Bad Request' })
    const result = await sendRequest('https://backend.gas.zip/v2/chains', { fetchImpl, now: clock(100, 342.4) })
    expect(result).toEqual({
      kind: 'response',
      status: 400,
      statusText: 'Bad Request',
      ms: 242,
      body: '{\n  "error": "Source: Chain Disabled"\n}',
      json: true,
      text: '{"error":"Source: Chain Disabled"}',
      cut: false,
    })
  })

  it('shows a body that is not JSON as it came', async () => {
    const fetchImpl = async () => new Response('gateway timeout', { status: 504 })
    const result = await sendRequest('https://backend.gas.zip/v2/chains', { fetchImpl, now: clock(0, 5) })
    expect(result).toMatchObject({ kind: 'response', status: 504, body: 'gateway timeout', json: false })
  })

  it('says plainly that the request did not get through and points to the cURL line', async () => {
    const fetchImpl = async () => {
      throw new TypeError('Failed to fetch')
    }
    const result = await sendRequest('https://backend.gas.zip/v2/chains', { fetchImpl, now: clock(0, 12) })
    expect(result.kind).toBe('failed')
    expect(result).toMatchObject({ ms: 12 })
    if (result.kind === 'failed') expect(result.message).toMatch(/blocked .* or the network failed.*cURL line/)
  })
})

describe('sendRequest bounds', () => {
  it('ends a request that gets no answer in time, and says so', async () => {
    const fetchImpl = (_url: string | URL | Request, init?: RequestInit) =>
      new Promise<Response>((_done, fail) => init?.signal?.addEventListener('abort', () => fail(new Error('aborted'))))
    const result = await sendRequest('https://backend.gas.zip/v2/chains', { fetchImpl, timeoutMs: 20 })
    expect(result.kind).toBe('failed')
    if (result.kind === 'failed') expect(result.message).toMatch(/^No answer within 0\.02 s: .*cURL line/)
  })

  it('reads at most the cap of a larger answer, shows its first part and says it was cut', async () => {
    let pulled = 0
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1
        controller.enqueue(new TextEncoder().encode('x'.repeat(64 * 1024)))
      },
    })
    const fetchImpl = async () => new Response(endless, { status: 200 })
    const result = await sendRequest('https://backend.gas.zip/v2/chains', { fetchImpl, maxBytes: 256 * 1024 })
    expect(result).toMatchObject({ kind: 'response', cut: true, json: false })
    if (result.kind !== 'response') return
    expect(result.text).toHaveLength(256 * 1024)
    expect(result.body).toMatch(/\[Cut here: the answer is larger than 0\.25 MB/)
    expect(pulled).toBeLessThan(10)
  })
})
