/**
 * The `/mcp` endpoint over Streamable HTTP, stateless: every POST gets a new server and a new
 * transport, no session id, and a JSON answer (no event stream). GET and DELETE, which serve
 * sessions and server-initiated streams, are refused with 405. A body above `maxBodyBytes` is
 * refused with 413 before it is parsed. The same handler runs in the Vercel function
 * (api/mcp.ts) and in the preview server.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js'
import type { DocsContent } from './content.ts'
import type { LiveApi } from './liveTools.ts'
import { createDocsServer } from './server.ts'

/** Far above any call of the tools, whose inputs are bounded; far below what could load the function. */
export const maxBodyBytes = 64 * 1024

function jsonRpcError(response: ServerResponse, status: number, code: number, message: string): void {
  if (response.headersSent) {
    response.end()
    return
  }
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' })
  response.end(JSON.stringify({ jsonrpc: '2.0', error: { code, message }, id: null }))
}

/** The request body as text, or undefined when it is larger than `maxBodyBytes`. */
async function readBody(request: IncomingMessage): Promise<string | undefined> {
  const declared = Number(request.headers['content-length'])
  if (Number.isFinite(declared) && declared > maxBodyBytes) return undefined
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request) {
    size += (chunk as Buffer).length
    if (size > maxBodyBytes) return undefined
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks).toString('utf8')
}

export async function handleMcpRequest(
  request: IncomingMessage,
  response: ServerResponse,
  content: () => DocsContent,
  liveApi: LiveApi,
): Promise<void> {
  if (request.method !== 'POST') {
    response.setHeader('allow', 'POST')
    return jsonRpcError(
      response,
      405,
      -32000,
      'This MCP endpoint is stateless: send each JSON-RPC message as a POST (Streamable HTTP).',
    )
  }
  const body = await readBody(request)
  if (body === undefined)
    return jsonRpcError(response, 413, -32600, `The request body is larger than ${maxBodyBytes} bytes.`)
  let message: unknown
  try {
    message = JSON.parse(body)
  } catch {
    return jsonRpcError(response, 400, -32700, 'The request body is not JSON.')
  }
  const server = createDocsServer(content(), liveApi)
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true })
  response.on('close', () => {
    void transport.close()
    void server.close()
  })
  try {
    await server.connect(transport)
    await transport.handleRequest(request, response, message)
  } catch (error) {
    console.error('mcp:', error)
    jsonRpcError(response, 500, -32603, 'Internal error.')
  }
}
