/**
 * The whole test suite: the source checks (type-check, lint, spell-check, unused code, OpenAPI
 * lint), the unit tests (no build needed) and the deploy build (Vercel's own `vercel build
 * --prod`) side by side, then the tests
 * of the built files, the end-to-end tests in Chromium, and the smoke suites in Firefox and
 * WebKit side by side. Every step runs even when an earlier one failed (the
 * suites that read the build need a good build, though), and the last
 * line is the total of all suites, read from the runners' JSON reports:
 *
 *   N passed, M failed
 *
 * A failed gate (type-check, lint, build) counts as one failed test, so the
 * totals never read "0 failed" when the run failed. Exit status is non-zero
 * on any failure.
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { missingWebKitTools } from '../tests/webkit/tools.ts'
import { chromiumPath } from '../tooling/chromiumPath.ts'
import { freePort } from '../tooling/freePort.ts'
import { rootDir } from '../tooling/routes.ts'

const reportsDir = join(rootDir, 'reports')
rmSync(reportsDir, { recursive: true, force: true })
mkdirSync(reportsDir, { recursive: true })

/** Wall time of each stage, in the order they ran, for the summary. */
const stageTimes: [string, number][] = []

const run = (label: string, command: string, args: string[], env: NodeJS.ProcessEnv = process.env) => {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`)
  const started = performance.now()
  const result = spawnSync(command, args, { cwd: rootDir, stdio: 'inherit', env })
  const seconds = (performance.now() - started) / 1000
  stageTimes.push([label, seconds])
  const ok = result.status === 0
  console.log(
    ok
      ? `✔ ${label} (${seconds.toFixed(0)} s)`
      : `✘ ${label} (exit ${result.status ?? result.signal}, ${seconds.toFixed(0)} s)`,
  )
  return ok
}

/**
 * Runs a stage in the background and resolves with whether it passed. Its output is held and
 * printed whole when it ends, so stages that run side by side never interleave their lines.
 */
const start = (label: string, command: string, args: string[], env: NodeJS.ProcessEnv = process.env) =>
  new Promise<boolean>((resolve) => {
    const started = performance.now()
    const output: Buffer[] = []
    const child = spawn(command, args, { cwd: rootDir, stdio: ['ignore', 'pipe', 'pipe'], env })
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk))
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk))
    let finished = false
    const finish = (status: number | string | null) => {
      // A process that cannot start reports an error and may close afterwards: count it once.
      if (finished) return
      finished = true
      const seconds = (performance.now() - started) / 1000
      stageTimes.push([label, seconds])
      console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`)
      process.stdout.write(Buffer.concat(output))
      const ok = status === 0
      console.log(ok ? `✔ ${label} (${seconds.toFixed(0)} s)` : `✘ ${label} (exit ${status}, ${seconds.toFixed(0)} s)`)
      resolve(ok)
    }
    child.once('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`))
      finish(error.message)
    })
    child.once('close', (code, signal) => finish(code ?? signal))
  })

const npx = (bin: string) => join(rootDir, 'node_modules', '.bin', bin)
const failedGates: string[] = []

function browserStatus(): string | undefined {
  if (chromiumPath()) return undefined
  const probe = spawnSync(
    process.execPath,
    ['-e', "console.log(require('playwright-core').chromium.executablePath())"],
    {
      cwd: rootDir,
      encoding: 'utf8',
    },
  )
  const bundled = probe.stdout.trim()
  if (bundled && existsSync(bundled)) return undefined
  return `No Chromium found. Install the system package (Debian/Ubuntu: sudo apt-get install -y chromium-headless-shell), set CHROMIUM_PATH to a Chromium binary, or run: npx playwright install chromium`
}

const startGate = async (label: string, command: string, args: string[], env?: NodeJS.ProcessEnv) => {
  const ok = await start(label, command, args, env)
  if (!ok) failedGates.push(label)
  return ok
}

/** The checks of the sources, one after another. */
async function sourceChecks() {
  await startGate('type-check', npx('tsc'), ['-p', 'tsconfig.json'])
  await startGate('lint', npx('biome'), ['check', '.'])
  await startGate('spell-check', npx('cspell'), ['--no-progress', '--no-summary'])
  // Unused files, exports and packages (knip.ts says where the code starts from).
  await startGate('unused code', npx('knip'), ['--no-progress'])
  // The OpenAPI document: Redocly's recommended rules with warnings as errors (redocly.yaml), and
  // Spectral's OpenAPI rules down to hints (.spectral.yaml). About a second each.
  await startGate('OpenAPI lint (Redocly)', npx('redocly'), ['lint', 'public/openapi.json'], {
    ...process.env,
    REDOCLY_TELEMETRY: 'off',
    REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
  })
  await startGate('OpenAPI lint (Spectral)', npx('spectral'), ['lint', 'public/openapi.json', '--fail-severity=hint'])
}
/** A Vitest run of the named projects, with its JSON report in reports/<report>.json. */
const vitestProjects = (report: string, projects: string[]) => [
  'run',
  ...projects.flatMap((project) => ['--project', project]),
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=reports/${report}.json`,
]
// Three lanes side by side: the source checks, the unit tests and the build need nothing from
// each other (the build writes docs/dist and .vercel/output only, which the checks and the unit
// tests never read),
// and the build and tsc keep one core busy each at most, so the unit tests fill the gaps.
const [, unitOk, built] = await Promise.all([
  sourceChecks(),
  start('unit tests', npx('vitest'), vitestProjects('unit', ['unit*'])),
  // The deploy build: Vercel's own `vercel build --prod`, which runs `npm run build` and writes
  // `.vercel/output` (files, routes, the /mcp function). Every later suite serves that output.
  startGate('deploy build', 'npm', ['run', 'build:deploy']),
])
// Tests of the built files (search index, headers and inline scripts, links) read docs/dist.
const builtOk = built ? run('built-site tests', npx('vitest'), vitestProjects('built', ['built*'])) : false
const missingBrowser = browserStatus()
let e2eOk = true
if (missingBrowser) {
  console.error(`\n✘ end-to-end tests: ${missingBrowser}`)
  failedGates.push('end-to-end tests (no browser)')
} else if (built) {
  // Free ports for the preview servers (the deploy host's and a pretty-URL host's), unless the
  // caller chose them.
  const port = process.env.PREVIEW_PORT ?? String(await freePort())
  let prettyPort = process.env.PRETTY_PREVIEW_PORT ?? String(await freePort())
  while (prettyPort === port) prettyPort = String(await freePort())
  e2eOk = run('end-to-end tests', npx('playwright'), ['test'], {
    ...process.env,
    PREVIEW_PORT: port,
    PRETTY_PREVIEW_PORT: prettyPort,
  })
} else {
  failedGates.push('end-to-end tests (no build)')
}

// The smoke suites in Firefox and WebKit run side by side: each serves the build itself on a
// free port (so a PREVIEW_PORT of the caller is not passed on) and mostly waits for pages to go
// quiet, so the two take little longer than the slower one.
const { PREVIEW_PORT: _previewPort, ...smokeEnv } = process.env
const firefoxPath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr'
let firefoxRun: Promise<boolean> = Promise.resolve(true)
if (!existsSync(firefoxPath)) {
  console.error(
    `\n✘ Firefox smoke tests: no Firefox at ${firefoxPath}. Install it (Debian/Ubuntu: sudo apt-get install -y firefox-esr) or set FIREFOX_PATH.`,
  )
  failedGates.push('Firefox smoke tests (no browser)')
} else if (built) {
  firefoxRun = start('Firefox smoke tests', npx('vitest'), ['run', '-c', 'vitest.firefox.config.ts'], smokeEnv)
}

// The WebKit smoke suite starts its own display (Xvfb) and driver.
const missingWebKit = missingWebKitTools()
let webkitRun: Promise<boolean> = Promise.resolve(true)
if (missingWebKit) {
  console.error(`\n✘ WebKit smoke tests: ${missingWebKit}`)
  failedGates.push('WebKit smoke tests (no browser)')
} else if (built) {
  webkitRun = start('WebKit smoke tests', npx('vitest'), ['run', '-c', 'vitest.webkit.config.ts'], smokeEnv)
}
const [firefoxOk, webkitOk] = await Promise.all([firefoxRun, webkitRun])

type Totals = { passed: number; failed: number }
const readJson = (file: string): unknown => {
  const path = join(reportsDir, file)
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined
}

function vitestTotals(file: string): Totals | undefined {
  const report = readJson(file) as { numPassedTests: number; numFailedTests: number } | undefined
  return report && { passed: report.numPassedTests, failed: report.numFailedTests }
}

function playwrightTotals(): Totals | undefined {
  const report = readJson('e2e.json') as { stats: { expected: number; unexpected: number; flaky: number } } | undefined
  return report && { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected }
}

const suites: [string, Totals | undefined, boolean, boolean][] = [
  ['unit', vitestTotals('unit.json'), true, unitOk],
  ['built site', vitestTotals('built.json'), built, builtOk],
  ['end-to-end', playwrightTotals(), built && !missingBrowser, e2eOk],
  ['Firefox smoke', vitestTotals('firefox.json'), built && existsSync(firefoxPath), firefoxOk],
  ['WebKit smoke', vitestTotals('webkit.json'), built && !missingWebKit, webkitOk],
]
let passed = 0
let failed = failedGates.length
console.log('\nSummary')
for (const [name, totals, expected, exitedOk] of suites) {
  if (!totals) {
    if (expected) {
      console.log(`  ${name}: no report written`)
      failed += 1
    }
    continue
  }
  console.log(`  ${name}: ${totals.passed} passed, ${totals.failed} failed`)
  passed += totals.passed
  failed += totals.failed
  // A runner that failed without failing a test (e.g. it could not start) still failed.
  if (!exitedOk && totals.failed === 0) {
    console.log(`  ${name}: the runner exited with an error`)
    failed += 1
  }
}
for (const label of failedGates) console.log(`  failed gate: ${label}`)
console.log('\nTime per stage')
for (const [label, seconds] of stageTimes) console.log(`  ${label}: ${seconds.toFixed(0)} s`)
console.log(`${passed} passed, ${failed} failed`)
process.exit(failed > 0 ? 1 : 0)
