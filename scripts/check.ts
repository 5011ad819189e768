/**
 * `npm run check`: what a writer runs before committing, without a build. Spelling (cspell) and
 * lint (Biome) run beside the checks on the sources (tooling/checks/sourceChecks.ts): the data
 * files, front matter, the sidebar, `{…}` in prose and the internal links with their `#anchors`.
 * Every problem is printed with its file; the exit status is non-zero if there is any.
 * Type-checking and the tests stay with `npm test` (`npm run typecheck` for snippets alone).
 */
import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { sourceChecks } from '../tooling/checks/sourceChecks.ts'
import { rootDir } from '../tooling/routes.ts'

const started = performance.now()

/** A tool's run, its output held so the report reads in order. */
function tool(name: string, bin: string, args: string[]): Promise<{ check: string; ok: boolean; output: string }> {
  return new Promise((resolve) => {
    const output: Buffer[] = []
    const child = spawn(join(rootDir, 'node_modules', '.bin', bin), args, {
      cwd: rootDir,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk))
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk))
    child.once('error', (error) => resolve({ check: name, ok: false, output: error.message }))
    child.once('close', (code) => resolve({ check: name, ok: code === 0, output: Buffer.concat(output).toString() }))
  })
}

const tools = Promise.all([
  tool('spelling (cspell)', 'cspell', ['--no-progress', '--no-summary']),
  tool('lint (Biome)', 'biome', ['check', '.']),
])
const sources = sourceChecks()
let failed = 0
for (const { check, problems } of sources) {
  if (problems.length === 0) {
    console.log(`✔ ${check}`)
    continue
  }
  failed += 1
  console.log(`✘ ${check}: ${problems.length} problem(s)\n  ${problems.join('\n  ')}`)
}
for (const { check, ok, output } of await tools) {
  if (ok) {
    console.log(`✔ ${check}`)
    continue
  }
  failed += 1
  console.log(`✘ ${check}\n${output.trimEnd()}`)
}
const seconds = ((performance.now() - started) / 1000).toFixed(1)
console.log(failed === 0 ? `check: all passed in ${seconds} s` : `check: ${failed} check(s) failed (${seconds} s)`)
process.exitCode = failed === 0 ? 0 : 1
