/**
 * `npm run analyze`: where do the bytes of the first-load JavaScript go?
 * Builds with BUNDLE_REPORT=1 (see tooling/bundleReportPlugin.ts), then sums the
 * rendered size of every module of each entry chunk by package (or site file)
 * and prints the largest contributors. A bundle visualiser in text form; it
 * never fails on size.
 *
 * Usage: node scripts/analyze-bundle.ts [--skip-build] [--top 25]
 */
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
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

/** The package a module belongs to, or the site/Vocs file it is. */
export function ownerOf(id: string): string {
  const path = id.replace(/^\0/, '').split('?')[0] ?? id
  const inModules = path.lastIndexOf('node_modules/')
  if (inModules < 0) return path.startsWith(rootDir) ? path.slice(rootDir.length + 1) : path
  const rest = path.slice(inModules + 'node_modules/'.length).split('/')
  const name = rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1]}` : (rest[0] ?? path)
  return name === 'vocs' ? `vocs/${rest.slice(2, 4).join('/')}` : name
}

const report = JSON.parse(readFileSync(join(rootDir, 'reports', 'bundle.json'), 'utf8')) as Record<
  string,
  Record<string, number>
>
for (const [chunk, modules] of Object.entries(report)) {
  const byOwner = new Map<string, number>()
  for (const [id, size] of Object.entries(modules)) {
    const owner = ownerOf(id)
    byOwner.set(owner, (byOwner.get(owner) ?? 0) + size)
  }
  const total = [...byOwner.values()].reduce((sum, size) => sum + size, 0)
  console.log(`\n${chunk}: ${(total / 1024).toFixed(1)} KB rendered (before minification)`)
  console.table(
    Object.fromEntries(
      [...byOwner.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, top)
        .map(([owner, size]) => [
          owner,
          { KB: (size / 1024).toFixed(1), share: `${((100 * size) / total).toFixed(1)}%` },
        ]),
    ),
  )
}
