/**
 * Serves the deploy build (`.vercel/output`) on 127.0.0.1 with the host's routes, headers, `/mcp`
 * function and compression (see tooling/previewServer.ts), and makes what it lacks first:
 * - no site build in `docs/dist`: the deploy build (`npm run build:deploy`), site and host output;
 * - no deploy build, or one older than the site build (`npm run build` since), `vercel.json`, the
 *   lockfile or the function's code: Vercel's build again, reusing `docs/dist` instead of building
 *   the site a second time (the host's files, routes and functions are made from it);
 * - otherwise nothing.
 *
 * Usage: node scripts/preview.ts [--port 4173] [--dir .vercel/output] [--pretty-urls]
 *
 * `--dir` serves that deploy build as it is and builds nothing.
 * `--pretty-urls` answers like a plain static host (GitHub Pages, Netlify, Cloudflare Pages):
 * `/route` with `route.html` instead of the deploy host's `route/index.html`.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { buildOutputDir } from '../tooling/buildOutput.ts'
import { staleDeployBuild } from '../tooling/deployBuildFreshness.ts'
import { startPreviewServer } from '../tooling/previewServer.ts'
import { distDir, rootDir } from '../tooling/routes.ts'

const arg = (name: string) => {
  const index = process.argv.indexOf(`--${name}`)
  return index > 0 ? process.argv[index + 1] : undefined
}
const port = Number(arg('port') ?? process.env.PORT ?? 4173)
const givenDir = arg('dir')
const dir = resolve(givenDir ?? buildOutputDir)
const prettyUrls = process.argv.includes('--pretty-urls')
const configPath = join(dir, 'config.json')
/** Paths in a message, from the project folder. */
const relativeTo = (message: string) => message.replaceAll(`${rootDir}/`, '')

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, {
    cwd: rootDir,
    stdio: 'inherit',
    env: { ...process.env, VERCEL_TELEMETRY_DISABLED: '1', VERCEL_INSTALL_COMPLETED: '1' },
  })
  if (result.status !== 0) {
    console.error(`preview: \`${[command, ...args].join(' ')}\` failed; nothing to serve.`)
    process.exit(1)
  }
}

/** Runs Vercel's build with the site build left out: the routes and functions, made from `docs/dist`. */
function buildHostOutput() {
  const config = JSON.parse(readFileSync(join(rootDir, 'vercel.json'), 'utf8')) as Record<string, unknown>
  const localConfig = join(rootDir, '.vercel', 'preview.vercel.json')
  writeFileSync(localConfig, JSON.stringify({ ...config, buildCommand: ':' }))
  try {
    run('npx', ['vercel', 'build', '--prod', '--local-config', localConfig])
  } finally {
    rmSync(localConfig, { force: true })
  }
}

if (givenDir) {
  if (!existsSync(configPath)) {
    console.error(`preview: no deploy build in ${dir} (no config.json). Run \`npm run build:deploy\` first.`)
    process.exit(1)
  }
} else if (!existsSync(join(distDir, 'index.html'))) {
  console.log('preview: no site build in docs/dist; running the deploy build (npm run build:deploy) first.')
  run('npm', ['run', 'build:deploy'])
} else {
  const stale = staleDeployBuild(dir, distDir, rootDir)
  if (stale) {
    console.log(`preview: ${relativeTo(stale)}; making it from docs/dist (vercel build; the site is not built again).`)
    buildHostOutput()
  }
}

// Stopped by a signal, the preview exits as a process that ends normally does, so the function
// processes it started stop with it (tooling/functionHost.ts).
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.once(signal, () => process.exit(0))
await startPreviewServer({ port, dir, prettyUrls })
console.log(
  `preview: serving ${dir} at http://127.0.0.1:${port}${prettyUrls ? ' (pretty URLs: /route answers with route.html)' : ''}`,
)
