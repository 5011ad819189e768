/**
 * The `/mcp` endpoint over Streamable HTTP, stateless: every POST gets a new server and a new
 * transport, no session id, and a JSON answer (no event stream). GET and DELETE, which serve
 * sessions and server-initiated streams, are refused with 405. A body above `maxBodyBytes` is
 * refused with 413 before it is parsed. A JSON-RPC batch (an array) is refused with 400: the
 * 2025-06-18 transport has none, so one POST is one message and at most one tool call, and
 * the tools' calls to the API are counted per POST (liveTools.ts).
 *
 * Browsers: a request with an `Origin` is served only when that origin is the site's own or the
 * origin of the host that serves this request, and that host is one the request may name. On
 * Vercel the platform routes only the project's own domains here, so the host it gives is one;
 * anywhere else (the preview, `vercel dev`, a local run) only a loopback name or the site's host is, and a
 * request naming another `Host` gets 403: a page that rebinds its own name to 127.0.0.1 is
 * refused. A request without `Origin` (a server, a command line) is served.
 *
 * The same handler runs in the Vercel function (api/mcp.ts) and in the preview server.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js'
import { siteUrl } from '../site/site.ts'
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

const loopbackNames = new Set(['localhost', '127.0.0.1', '[::1]'])

/** On a Vercel deployment (not `vercel dev`, which runs on the developer's machine) the platform routes by Host. */
const routedByPlatform = () => Boolean(process.env.VERCEL) && process.env.VERCEL_ENV !== 'development'

/** Whether `host` (a Host header) names this server: any host the platform routes here, else a loopback name or the site's. */
function trustedHost(host: string | undefined): boolean {
  if (!host) return false
  if (routedByPlatform()) return true
  try {
    const { hostname, host: named } = new URL(`http://${host}`)
    return loopbackNames.has(hostname) || named === new URL(siteUrl).host
  } catch {
    return false
  }
}

/** Why a request is refused (a Host not ours, an `Origin` of another site), or undefined when it is served. */
function refused(origin: string | undefined, host: string | undefined): string | undefined {
  if (!trustedHost(host)) return 'This endpoint does not answer for that Host.'
  if (origin === undefined || origin === new URL(siteUrl).origin) return undefined
  const sameOrigin = URL.canParse(origin) && new URL(origin).origin === origin && new URL(origin).host === host
  return sameOrigin
    ? undefined
    : 'Pages of other sites may not call this endpoint; call it from a server or an MCP client.'
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
  const header = (name: string) => {
    const value = request.headers[name]
    return Array.isArray(value) ? value.join(',') : value
  }
  const refusal = refused(header('origin'), header('host'))
  if (refusal) return jsonRpcError(response, 403, -32000, refusal)
  const body = await readBody(request)
  if (body === undefined)
    return jsonRpcError(response, 413, -32600, `The request body is larger than ${maxBodyBytes} bytes.`)
  let message: unknown
  try {
    message = JSON.parse(body)
  } catch {
    return jsonRpcError(response, 400, -32700, 'The request body is not JSON.')
  }
  if (Array.isArray(message))
    return jsonRpcError(
      response,
      400,
      -32600,
      'JSON-RPC batches are not accepted (MCP 2025-06-18 Streamable HTTP has none): send one message per POST.',
    )
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
