import { execFile } from 'node:child_process'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { expect, inject, it } from 'vitest'
import { siteUrl } from '../../docs/lib/site/site.ts'
import { rootDir } from '../../tooling/routes.ts'

/**
 * The Agent-Friendly Documentation Spec checker (`afdocs`) against the preview server, every
 * page checked (deterministic sampling takes up to 50 pages; the site has 35), with the
 * production origin as canonical so that the site's absolute links count as links to the server
 * under test. Its requests stay on this machine: any other is refused and named
 * (tests/support/localOnlyFetch.mjs).
 *
 * The Markdown-against-HTML comparison leaves out the two controls that exist only in a browser:
 * "Try it" (its Markdown counterpart is the example request) and the outbound table's live-list
 * status line. Differences of form that remain (a link written as a path in the page and as a URL
 * in the Markdown) are reported as a warning, which the test allows; a failing check is not.
 */
type Report = {
  results: { id: string; status: string; message: string }[]
  scoring: { overall: number }
}

it('afdocs scores the site 100, no check failing, Markdown on request and the llms.txt pointer passing', async () => {
  const run = promisify(execFile)
  // The checker exits with 1 when a check fails; its report is on standard output either way.
  const { stdout, stderr } = await run(
    process.execPath,
    [
      join(rootDir, 'node_modules', 'afdocs', 'bin', 'afdocs.mjs'),
      'check',
      inject('previewOrigin'),
      '--canonical-origin',
      siteUrl,
      '--sampling',
      'deterministic',
      '--parity-exclusions',
      '.try-it,.chainTable-source',
      '--request-delay',
      '20',
      '--format',
      'json',
      '--score',
      '--quiet',
    ],
    {
      timeout: 240_000,
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, NODE_OPTIONS: `--import=${join(rootDir, 'tests', 'support', 'localOnlyFetch.mjs')}` },
    },
  ).catch((error: { stdout?: string; stderr?: string; code?: number }) => {
    if (error.code !== 1 || !error.stdout) throw error
    return { stdout: error.stdout, stderr: error.stderr ?? '' }
  })
  expect(stderr).not.toContain('blocked request')
  const report = JSON.parse(stdout) as Report
  const failing = report.results.filter((result) => result.status === 'fail' || result.status === 'error')
  expect(failing.map((result) => `${result.id} ${result.status}: ${result.message}`)).toEqual([])
  expect(report.results.find((result) => result.id === 'content-negotiation')?.status).toBe('pass')
  expect(report.results.find((result) => result.id === 'llms-txt-directive-md')?.status).toBe('pass')
  expect(report.scoring.overall).toBe(100)
}, 300_000)
