/**
 * Serves the deploy build (`.vercel/output`, from `npm run build:deploy`) on 127.0.0.1 with the
 * host's routes, headers, functions and compression (see tooling/previewServer.ts).
 *
 * Usage: node scripts/preview.ts [--port 4173] [--dir .vercel/output] [--pretty-urls]
 *
 * `--pretty-urls` answers like a plain static host (GitHub Pages, Netlify, Cloudflare Pages):
 * `/route` with `route.html` instead of the deploy host's `route/index.html`.
 */
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { buildOutputDir } from '../tooling/buildOutput.ts'
import { startPreviewServer } from '../tooling/previewServer.ts'

const arg = (name: string) => {
  const index = process.argv.indexOf(`--${name}`)
  return index > 0 ? process.argv[index + 1] : undefined
}
const port = Number(arg('port') ?? process.env.PORT ?? 4173)
const dir = resolve(arg('dir') ?? buildOutputDir)
const prettyUrls = process.argv.includes('--pretty-urls')
if (!existsSync(join(dir, 'config.json'))) {
  console.error(`preview: no deploy build in ${dir}. Run \`npm run build:deploy\` first.`)
  process.exit(1)
}
await startPreviewServer({ port, dir, prettyUrls })
console.log(
  `preview: serving ${dir} at http://127.0.0.1:${port}${prettyUrls ? ' (pretty URLs: /route answers with route.html)' : ''}`,
)
