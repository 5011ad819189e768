/**
 * Serves the production build the way the deploy host (Vercel, static) does:
 * - `/route` answers with `route/index.html` (clean URL), `/route.html` with its `.html` copy;
 *   with `prettyUrls`, `/route` answers with `route.html` when it exists, as GitHub Pages,
 *   Netlify and Cloudflare Pages do (the README lists what each host serves);
 * - a page path asked with `Accept: text/markdown` answers with the page's Markdown form
 *   (`/gas/api/quote` → `gas/api/quote.md`), by the rewrites `vercel.json` declares;
 * - any other path answers with `404.html` and status 404;
 * - nothing outside `docs/dist` is reachable;
 * - every response carries the headers `vercel.json` declares for its path (the
 *   security headers among them), so local browsing and the tests run under the
 *   policy readers get;
 * - the serverless functions answer where `vercel.json` rewrites to them (`/mcp` → `api/mcp.ts`),
 *   with the same headers as the files; the MCP endpoint's live tools ask the API at `liveApi`,
 *   by default `GASZIP_API_BASE` or the production API, as the deployed function does;
 * - text (HTML, JS, CSS, JSON, SVG, XML, plain text) is gzip-compressed when the
 *   browser accepts it, as the host compresses it, so sizes measured against this
 *   server are the sizes readers download.
 *
 * `npm run preview` (scripts/preview.ts) starts it from the command line; the
 * end-to-end and Firefox suites start it in-process.
 */
import { createReadStream, existsSync, statSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { extname, join, normalize, resolve } from 'node:path'
import { createGzip } from 'node:zlib'
import { createMcpHandler } from '../api/mcp.ts'
import type { LiveApi } from '../docs/lib/mcp/liveTools.ts'
import { distDir } from './routes.ts'
import { headersFor, readHeaderRules, readRewrites, rewriteFor } from './vercelHeaders.ts'

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.yaml': 'application/yaml; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
}

/** Text types are compressed; images that are already compressed (PNG, woff2) are not. */
const compressible = (type: string) => /^(text\/|application\/(json|xml|yaml)|image\/svg)/.test(type)

const isFile = (path: string) => existsSync(path) && statSync(path).isFile()

/** The file that answers a request path, or undefined for a 404. */
export function resolveRequest(root: string, urlPath: string, prettyUrls = false): string | undefined {
  let pathname: string
  try {
    pathname = decodeURIComponent(urlPath.split(/[?#]/)[0] ?? '/')
  } catch {
    return undefined
  }
  const target = normalize(join(root, pathname))
  if (target !== root && !target.startsWith(`${root}/`)) return undefined
  if (pathname.endsWith('/')) return [join(target, 'index.html')].find(isFile)
  const htmlFile = prettyUrls && !pathname.endsWith('.html') ? [`${target}.html`] : []
  return [target, ...htmlFile, join(target, 'index.html')].find(isFile)
}

type FunctionHandler = (request: IncomingMessage, response: ServerResponse) => Promise<void>

export type PreviewOptions = {
  port: number
  dir?: string
  host?: string
  /** Answer `/route` with `route.html` when it exists, like a pretty-URL host. */
  prettyUrls?: boolean
  /** The API the MCP endpoint's live tools ask (tests give the mock API's). */
  liveApi?: LiveApi
}

export function startPreviewServer(options: PreviewOptions): Promise<Server> {
  const root = resolve(options.dir ?? distDir)
  const rules = readHeaderRules()
  // The functions in api/, by the path Vercel serves each at.
  const functions: Record<string, FunctionHandler> = { '/api/mcp': createMcpHandler(root, options.liveApi) }
  const rewrites = readRewrites()
  const server = createServer((request, response) => {
    const requestPath = (request.url ?? '/').split(/[?#]/)[0] ?? '/'
    const target = rewriteFor(requestPath, rewrites, request.headers) ?? requestPath
    const hostHeaders = headersFor(requestPath, rules, request.headers)
    const run = functions[target]
    if (run) {
      response.setHeader('cache-control', 'no-store')
      for (const [name, value] of Object.entries(hostHeaders)) response.setHeader(name, value)
      run(request, response).catch((error: unknown) => {
        console.error(error)
        if (!response.headersSent) response.writeHead(500)
        response.end()
      })
      return
    }
    const file = resolveRequest(root, target, options.prettyUrls)
    const status = file ? 200 : 404
    const body = file ?? join(root, '404.html')
    const type = contentTypes[extname(body)] ?? 'application/octet-stream'
    const compress = compressible(type) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))
    // The answer varies with the encoding asked for, and with whatever else the host's rules name.
    const vary = ['accept-encoding', ...(hostHeaders.vary ? [hostHeaders.vary] : [])].join(', ')
    response.writeHead(status, {
      'content-type': type,
      'cache-control': 'no-cache',
      ...(compress ? { 'content-encoding': 'gzip' } : {}),
      ...hostHeaders,
      vary,
    })
    if (request.method === 'HEAD') return response.end()
    const stream = createReadStream(body)
    if (compress) stream.pipe(createGzip()).pipe(response)
    else stream.pipe(response)
  })
  // Idle connections stay open longer than clients keep them (a minute, as hosts do), so a client
  // never sends a request on a connection the server is closing at that moment.
  server.keepAliveTimeout = 65_000
  return new Promise((done) => server.listen(options.port, options.host ?? '127.0.0.1', () => done(server)))
}
