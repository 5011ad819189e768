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
