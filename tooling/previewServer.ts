/**
 * Serves the deploy build (`.vercel/output`, written by `vercel build`) on 127.0.0.1 the way the
 * host serves it: every request goes through the routes of the build's `config.json`
 * (tooling/buildOutput.ts), so headers, the Markdown answer to `Accept: text/markdown`, redirects,
 * the 404 screen and the `/mcp` function come from the host's own build, in the host's order.
 * - a function route runs the function as built (`functions/<name>.func`), in a process of its own
 *   whose working directory is the function's folder, as on the host (tooling/functionHost.ts);
 *   its live tools ask the API at `liveApi` (tests give the mock API's);
 * - text (HTML, JS, CSS, JSON, SVG, XML, Markdown, plain text) is gzip-compressed when the browser
 *   accepts it, as the host compresses it, so sizes measured here are the sizes readers download;
 * - `/_vercel/insights/script.js`, which the host serves itself (no build holds it), answers with
 *   an empty script, and the script's reports with 204, so pages load as on the host (in
 *   pretty-URL mode too: it serves the same deploy build, which links that script);
 * - with `prettyUrls`, it answers like a plain static host instead (GitHub Pages, Netlify,
 *   Cloudflare Pages): `/x` with `x.html` (else `x/index.html`), anything else with `404.html`
 *   and status 404, with the headers the host's routes send on every path.
 *
 *
 * No request stops the server: each handler answers 500 for an error of its own and the server
 * goes on; header values the routes fill from the path are percent-encoded where HTTP allows no
 * such character; a function whose process ends is started again on the next request.
 *
 * `npm run preview` (scripts/preview.ts) starts it from the command line; the test suites start
 * it in-process.
 */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs'
import { createServer, request as forward, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { extname, join, normalize, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { LiveApi } from '../docs/lib/mcp/liveTools.ts'
import {
  type Answer,
  type BuildOutput,
  buildOutputDir,
  type RequestHeaders,
  readBuildOutput,
  routeRequest,
} from './buildOutput.ts'
import { type FunctionHost, startFunctionHost } from './functionHost.ts'

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

/**
 * The file a plain static host answers a request path with, or undefined for a 404: the file
 * itself, `x/index.html` for `x/`, and with `prettyUrls` `x.html` for `/x`.
 */
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

export type PreviewOptions = {
  port: number
  /** The deploy build's output directory (default `.vercel/output`). */
  dir?: string
  host?: string
  /** Answer like a pretty-URL static host (`/route` → `route.html`). */
  prettyUrls?: boolean
  /** The API the MCP function's live tools ask (tests give the mock API's). */
  liveApi?: LiveApi
}

/** Where the host serves its usage-insights script and takes its reports. */
const insightsPath = '/_vercel/insights/'

/** The headers every path gets: the main phase's routes that only add headers and go on. */
function alwaysHeaders(routes: BuildOutput['routes']): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const route of routes) {
    if ('handle' in route) break
    const everyPath = ['/', '/a/b.c'].every((path) => new RegExp(route.src, 'i').test(path))
    if (route.continue && everyPath && !route.has && !route.dest && route.headers)
      for (const [key, value] of Object.entries(route.headers)) headers[key.toLowerCase()] = value
  }
  return headers
}

export function startPreviewServer(options: PreviewOptions): Promise<Server> {
  const dir = resolve(options.dir ?? buildOutputDir)
  const output = readBuildOutput(dir)
  const staticDir = join(dir, 'static')
  const everyPath = alwaysHeaders(output.routes)
  // One process per function, keyed by the function's one name (tooling/buildOutput.ts resolves
  // every spelling of its path to it); a process that ends is forgotten and started again.
  const functions = new Map<string, Promise<FunctionHost>>()
  const functionHost = (name: string) => {
    let host = functions.get(name)
    if (!host) {
      const forget = () => {
        if (functions.get(name) === host) functions.delete(name)
      }
      // The build ran two folders up from its output (`<project>/.vercel/output`).
      host = startFunctionHost(join(dir, 'functions', `${name}.func`), resolve(dir, '..', '..'), {
        liveApi: options.liveApi,
        onExit: forget,
      })
      host.catch(forget)
      functions.set(name, host)
    }
    return host
  }

  const answerFor = (request: IncomingMessage): Answer => {
    const path = request.url ?? '/'
    if (!options.prettyUrls) return routeRequest(output, path, request.headers as RequestHeaders)
    const file = resolveRequest(staticDir, path, true)
    return file
      ? { kind: 'file', status: 200, file, headers: everyPath }
      : { kind: 'file', status: 404, file: join(staticDir, '404.html'), headers: everyPath }
  }

  // Each file is compressed once, when first asked for, and again only once it has changed: the
  // browser suites ask for the same few files thousands of times.
  const compressed = new Map<string, { modified: number; bytes: Buffer }>()
  const gzipped = (file: string) => {
    const modified = statSync(file).mtimeMs
    let entry = compressed.get(file)
    if (entry?.modified !== modified) {
      entry = { modified, bytes: gzipSync(readFileSync(file)) }
      compressed.set(file, entry)
    }
    return entry.bytes
  }

  const handle = (request: IncomingMessage, response: ServerResponse) => {
    if (request.url?.startsWith(insightsPath)) {
      const script = request.url.split('?')[0] === `${insightsPath}script.js`
      const type = script ? { 'content-type': 'text/javascript; charset=utf-8' } : {}
      response.writeHead(script ? 200 : 204, { ...everyPath, ...type, 'cache-control': 'no-cache' })
      response.end()
      return
    }
    const answer = answerFor(request)
    if (answer.kind === 'function') {
      functionHost(answer.name)
        .then((host) => relay(request, response, host.port, sendable(answer.headers)))
        .catch((error: unknown) => failed(response, error))
      return
    }
    if (answer.kind !== 'file') {
      response.writeHead(answer.status, sendable(answer.headers))
      response.end()
      return
    }
    const type = contentTypes[extname(answer.file)] ?? 'application/octet-stream'
    const headers: Record<string, string> = {
      'content-type': type,
      'cache-control': 'no-cache',
      ...sendable(answer.headers),
    }
    const compress =
      compressible(headers['content-type'] ?? type) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))
    // The answer varies with the encoding asked for, and with whatever else the host's routes name.
    headers.vary = ['accept-encoding', ...(headers.vary ? [headers.vary] : [])].join(', ')
    if (compress) headers['content-encoding'] = 'gzip'
    const body = request.method === 'HEAD' ? undefined : compress ? gzipped(answer.file) : undefined
    response.writeHead(answer.status, headers)
    if (request.method === 'HEAD') return response.end()
    if (body) return response.end(body)
    createReadStream(answer.file)
      .on('error', (error) => failed(response, error))
      .pipe(response)
  }

  const server = createServer((request, response) => {
    try {
      handle(request, response)
    } catch (error) {
      failed(response, error)
    }
  })
  server.on('close', () => {
    for (const host of functions.values()) host.then((running) => running.stop()).catch(() => {})
  })
  // Idle connections stay open longer than clients keep them (a minute, as hosts do), so a client
  // never sends a request on a connection the server is closing at that moment.
  server.keepAliveTimeout = 65_000
  return new Promise((done) => server.listen(options.port, options.host ?? '127.0.0.1', () => done(server)))
}

/** Answers 500 for a request whose handling failed (or ends an answer already begun). */
function failed(response: ServerResponse, error: unknown, status = 500) {
  console.error(error)
  if (!response.headersSent) response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' })
  response.end()
}

/**
 * Header values as HTTP can carry them: a character outside printable ASCII (a control character,
 * or a letter that a route copied from the decoded path into `Location`) is percent-encoded as
 * UTF-8, as in a URL.
 */
export function sendable(headers: Record<string, string>): Record<string, string> {
  const encode = (character: string) => {
    try {
      return encodeURIComponent(character)
    } catch {
      return '%EF%BF%BD'
    }
  }
  return Object.fromEntries(
    Object.entries(headers).map(([key, value]) => [key, value.replace(/[^\x20-\x7e]/gu, encode)]),
  )
}

/** Sends a request on to a function host and its answer back, with the route's headers on top. */
function relay(request: IncomingMessage, response: ServerResponse, port: number, routeHeaders: Record<string, string>) {
  const outgoing = forward(
    { host: '127.0.0.1', port, method: request.method, path: request.url, headers: request.headers },
    (answer) => {
      try {
        response.writeHead(answer.statusCode ?? 502, { ...answer.headers, ...routeHeaders })
        answer.on('error', (error) => failed(response, error, 502)).pipe(response)
      } catch (error) {
        answer.resume()
        failed(response, error, 502)
      }
    },
  )
  outgoing.on('error', (error) => failed(response, error, 502))
  request.pipe(outgoing)
}
