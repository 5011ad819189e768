/**
 * Serves the production build on 127.0.0.1 with the deploy host's headers and
 * compression (see tooling/previewServer.ts).
 *
 * Usage: node scripts/preview.ts [--port 4173] [--dir docs/dist] [--pretty-urls]
 *
 * `--pretty-urls` answers `/route` with `route.html`, as GitHub Pages, Netlify and Cloudflare
 * Pages do, instead of with `route/index.html`, as the deploy host does.
 */
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { startPreviewServer } from '../tooling/previewServer.ts'
import { distDir } from '../tooling/routes.ts'

const arg = (name: string) => {
  const index = process.argv.indexOf(`--${name}`)
  return index > 0 ? process.argv[index + 1] : undefined
}
const port = Number(arg('port') ?? process.env.PORT ?? 4173)
const dir = arg('dir')
const prettyUrls = process.argv.includes('--pretty-urls')
if (!existsSync(join(resolve(dir ?? distDir), 'index.html'))) {
  console.error('preview: no build found. Run `npm run build` first.')
  process.exit(1)
}
await startPreviewServer({ port, dir, prettyUrls })
console.log(
  `preview: serving ${dir ?? 'docs/dist'} at http://127.0.0.1:${port}${prettyUrls ? ' (pretty URLs: /route answers with route.html)' : ''}`,
)
