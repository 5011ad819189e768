/**
 * `npm run analyze`: where do the bytes of the first-load JavaScript go?
 * Builds with source maps (BUNDLE_SOURCEMAP=1), then attributes every byte of
 * each entry chunk to the package (or site file) it came from, and prints the
 * largest contributors. A bundle visualiser in text form; it never fails.
 *
 * Usage: node scripts/analyze-bundle.ts [--skip-build] [--top 25]
 */
import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { SourceMapConsumer } from 'source-map-js'
import { distDir, rootDir } from './routes.ts'

const args = process.argv.slice(2)
const top = Number(args[args.indexOf('--top') + 1]) || 25
if (!args.includes('--skip-build')) {
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: rootDir,
    stdio: 'inherit',
    env: { ...process.env, BUNDLE_SOURCEMAP: '1' },
  })
  if (result.status !== 0) process.exit(1)
}

const assets = join(distDir, 'assets')
const owner = (source: string) => {
  const path = source.replace(/^(\.\.\/)+/, '')
  const inModules = path.lastIndexOf('node_modules/')
  if (inModules < 0) return path.startsWith('docs/') ? path : `(vocs app) ${path.split('/').slice(-2).join('/')}`
  const rest = path.slice(inModules + 'node_modules/'.length).split('/')
  const name = rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1]}` : (rest[0] ?? path)
  return name === 'vocs' ? `vocs ${rest.slice(2, 4).join('/')}` : name
}

for (const file of readdirSync(assets).filter((name) => /^index-[\w-]+\.js$/.test(name))) {
  const code = readFileSync(join(assets, file), 'utf8')
  const mapFile = join(assets, `${file}.map`)
  let map: string
  try {
    map = readFileSync(mapFile, 'utf8')
  } catch {
    console.error(`no source map for ${file}: build with BUNDLE_SOURCEMAP=1`)
    continue
  }
  const consumer = new SourceMapConsumer(JSON.parse(map))
  const lines = code.split('\n')
  const bytes = new Map<string, number>()
  let previous: { line: number; column: number; source: string } | undefined
  const add = (source: string, size: number) => bytes.set(source, (bytes.get(source) ?? 0) + size)
  consumer.eachMapping((mapping) => {
    if (previous) {
      const size =
        previous.line === mapping.generatedLine
          ? mapping.generatedColumn - previous.column
          : (lines[previous.line - 1]?.length ?? 0) - previous.column
      add(previous.source, Math.max(0, size))
    }
    previous = { line: mapping.generatedLine, column: mapping.generatedColumn, source: owner(mapping.source ?? '?') }
  })
  const total = code.length
  const rows = [...bytes.entries()].sort((a, b) => b[1] - a[1]).slice(0, top)
  console.log(`\n${file}: ${(total / 1024).toFixed(1)} KB minified`)
  console.table(
    Object.fromEntries(rows.map(([name, size]) => [name, { KB: (size / 1024).toFixed(1), share: `${((100 * size) / total).toFixed(1)}%` }])),
  )
}
