/**
 * Serves the production build the way the deploy host (Vercel, static) does:
 * - `/route` answers with `route/index.html` (clean URL), `/route.html` with its twin;
 * - any other path answers with `404.html` and status 404;
 * - nothing outside `docs/dist` is reachable.
 *
 * Usage: node scripts/preview.ts [--port 4173] [--dir docs/dist]
 */
import { createReadStream, existsSync, statSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { extname, join, normalize, resolve } from 'node:path'
import { distDir } from './routes.ts'

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
}

const isFile = (path: string) => existsSync(path) && statSync(path).isFile()

/** The file that answers a request path, or undefined for a 404. */
export function resolveRequest(root: string, urlPath: string): string | undefined {
  let pathname: string
  try {
    pathname = decodeURIComponent(urlPath.split(/[?#]/)[0] ?? '/')
  } catch {
    return undefined
  }
  const target = normalize(join(root, pathname))
  if (target !== root && !target.startsWith(`${root}/`)) return undefined
  if (pathname.endsWith('/')) return [join(target, 'index.html')].find(isFile)
  return [target, join(target, 'index.html')].find(isFile)
}

export function startPreviewServer(options: { port: number; dir?: string; host?: string }): Promise<Server> {
  const root = resolve(options.dir ?? distDir)
  const server = createServer((request, response) => {
    const file = resolveRequest(root, request.url ?? '/')
    const status = file ? 200 : 404
    const body = file ?? join(root, '404.html')
    const type = contentTypes[extname(body)] ?? 'application/octet-stream'
    response.writeHead(status, {
      'content-type': type,
      'cache-control': body.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    })
    if (request.method === 'HEAD') return response.end()
    createReadStream(body).pipe(response)
  })
  return new Promise((done) => server.listen(options.port, options.host ?? '127.0.0.1', () => done(server)))
}

if (import.meta.main) {
  const arg = (name: string) => {
    const index = process.argv.indexOf(`--${name}`)
    return index > 0 ? process.argv[index + 1] : undefined
  }
  const port = Number(arg('port') ?? process.env.PORT ?? 4173)
  const dir = arg('dir')
  if (!existsSync(join(resolve(dir ?? distDir), 'index.html'))) {
    console.error('preview: no build found. Run `npm run build` first.')
    process.exit(1)
  }
  await startPreviewServer({ port, dir })
  console.log(`preview: serving ${dir ?? 'docs/dist'} at http://127.0.0.1:${port}`)
}
