/**
 * `npm run analyze`: where do the bytes of the first-load JavaScript go?
 * Builds with BUNDLE_REPORT=1, which writes reports/bundle.html (a treemap of every chunk, to
 * open in a browser) and reports/bundle.json (tooling/bundleReport.ts), then prints, for each
 * entry chunk, the largest owners (packages, Vocs folders, site files). It never fails on size:
 * the byte budgets are tests.
 *
 * Usage: node scripts/analyze-bundle.ts [--skip-build] [--top 25]
 */
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { type BundleData, entryChunkOwners } from '../tooling/bundleReport.ts'
import { rootDir } from '../tooling/routes.ts'

const args = process.argv.slice(2)
const top = Number(args[args.indexOf('--top') + 1]) || 25
if (!args.includes('--skip-build')) {
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: rootDir,
    stdio: 'inherit',
    env: { ...process.env, BUNDLE_REPORT: '1' },
  })
  if (result.status !== 0) process.exit(1)
}

const data = JSON.parse(readFileSync(join(rootDir, 'reports', 'bundle.json'), 'utf8')) as BundleData
const kilobytes = (bytes: number) => (bytes / 1024).toFixed(1)
for (const [chunk, owners] of entryChunkOwners(data, rootDir)) {
  const rendered = owners.reduce((sum, { rendered }) => sum + rendered, 0)
  console.log(`\n${chunk}: ${kilobytes(rendered)} KB rendered (before minification)`)
  console.table(
    Object.fromEntries(
      owners.slice(0, top).map(({ owner, rendered: size, gzip }) => [
        owner,
        {
          KB: kilobytes(size),
          'gzip KB (alone)': kilobytes(gzip),
          share: `${((100 * size) / rendered).toFixed(1)}%`,
        },
      ]),
    ),
  )
}
console.log('\nTreemap of every chunk: reports/bundle.html')
