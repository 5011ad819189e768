import { request } from 'node:http'
import { describe, expect, inject, it } from 'vitest'

/**
 * The preview server that every built suite runs on (tests/built/globalSetup.ts) takes odd
 * requests and goes on serving: after each one, the home page still answers.
 */

const origin = new URL(inject('previewOrigin'))

/** An MCP client's first message, so a request that reaches the function gets a real answer. */
const initialize = JSON.stringify({
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'probe', version: '1' } },
})

/** Sends a request with its path exactly as given: fetch would resolve `..` and encode the rest. */
const send = (method: string, path: string, body?: string) =>
  new Promise<number>((done, fail) => {
    const headers = body
      ? { 'content-type': 'application/json', accept: 'application/json, text/event-stream' }
      : { accept: 'text/html' }
    const outgoing = request({ host: origin.hostname, port: origin.port, method, path, headers }, (answer) => {
      answer.resume()
      answer.on('end', () => done(answer.statusCode ?? 0))
    })
    outgoing.on('error', fail)
    outgoing.end(body)
  })

describe('the preview server goes on after odd requests', () => {
  it.each([
    ['GET', '/%C4%80/'],
    ['GET', '/%E3%80%82/evil/'],
    ['GET', '/%C4%80/%C4%80/'],
    ['GET', '/%FF/'],
    ['GET', '//evil.example/'],
    ['GET', '/%09/evil.example/'],
  ])('%s %s answers, and then the home page does', async (method, path) => {
    expect(await send(method, path)).toBeLessThan(500)
    expect(await send('GET', '/')).toBe(200)
  })

  it('the /mcp function answers however its path is spelled', async () => {
    for (const path of ['/mcp', '/api/mcp', '/a/../api/mcp', '/b/../api/mcp', '/api//mcp'])
      expect(await send('POST', path, initialize), path).toBe(200)
    expect(await send('GET', '/')).toBe(200)
  })
})
