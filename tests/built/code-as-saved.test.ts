import { execFile } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'
import { usd } from '../../docs/lib/rules/rules.ts'
import { quoteRequestOf } from '../../docs/lib/verdict/quoteRequest.ts'
import { depositScenarios, quoteScenarios, scenarioClock } from '../../docs/lib/verdict/scenarios.ts'
import { maxUsdPerChain, minUsdPerChain } from '../../docs/snippets/api/verdict.ts'
import { distDir, rootDir } from '../../tooling/routes.ts'

/**
 * The code runs as a page tells readers to save it. Each guide's save line links the files it
 * needs (`<a href="/code/…" download>`); this test copies exactly those files from the build
 * into an empty folder (with the installed packages, as `npm install viem` gives them), and runs
 * them under Node 20 (the system `node`, through `npx tsx`, as the pages say) and Node 24 (the
 * devDependency, as they are). Every file must load; the guide's run script must get as far as
 * its first request (answered here by a network that is down); and the copied decision module
 * must give the verdict of every row of the scenario table.
 */
if (!existsSync(join(distDir, 'index.html'))) throw new Error('no build in docs/dist: run `npm run build:deploy` first')

const run = promisify(execFile)

/** The pages that tell readers which files to save. */
const guides = [
  '/gas/api/guide',
  '/gas/code-examples/evm-deposit/direct-forwarder',
  '/gas/code-examples/evm-deposit/contract-forwarder',
  '/gas/code-examples/svm-deposit/solana-forwarder',
]

/** The files a page's save line links for download, in page order. */
function savedFiles(route: string): string[] {
  const html = readFileSync(join(distDir, route.slice(1), 'index.html'), 'utf8')
  const names = [...html.matchAll(/<a\b[^>]*\bhref="\/code\/([\w.-]+)"[^>]*\bdownload\b[^>]*>/g)].map(
    (match) => match[1] ?? '',
  )
  return [...new Set(names)]
}

/** A script file (top-level code that runs a deposit), as opposed to a module of functions. */
const isScript = (name: string) => name === 'depositFlowExample.ts'

// The scenario rows as the copied module receives them: the request with its short ids, the answer as sent.
const rows = {
  clock: scenarioClock,
  quotes: quoteScenarios.map((row) => ({
    name: row.name,
    request: quoteRequestOf(row.request),
    answer: row.answer,
    ageMs: row.ageMs,
  })),
  deposits: depositScenarios.map((row) => ({ name: row.name, answer: row.answer })),
}

/**
 * The runner a reader's app stands in for: it imports each saved file by its name, and runs the
 * scenario rows through verdict.ts when the page saves it. It prints one JSON line.
 */
const runner = `
const [files, rowsPath] = [process.argv[2].split(','), process.argv[3]]
const loaded = {}
for (const file of files) {
  try {
    await import('./' + file)
    loaded[file] = 'ok'
  } catch (error) {
    loaded[file] = String(error && error.message || error)
  }
}
let verdicts = null
if (files.includes('verdict.ts')) {
  const { answerOf, checkQuote, deliveryOf } = await import('./verdict.ts')
  const rows = JSON.parse((await import('node:fs')).readFileSync(rowsPath, 'utf8'))
  const answer = (a) => (a === 'network-error' ? { failure: 'fetch failed' } : answerOf(a.status, a.body))
  verdicts = {
    quotes: rows.quotes.map((row) => {
      const v = checkQuote(row.request, answer(row.answer), rows.clock, rows.clock + row.ageMs)
      const contract = v.path && v.path.method === 'contract' ? { contract: v.path.verified ? 'verified' : 'unverified' } : {}
      return { send: v.send, codes: v.reasons.map((r) => r.code).sort(), ...contract }
    }),
    deposits: rows.deposits.map((row) => {
      const d = deliveryOf(answer(row.answer))
      return { state: d.state, final: d.final, payouts: d.payouts.map((p) => p.state) }
    }),
  }
}
console.log(JSON.stringify({ loaded, verdicts }))
`

/** A network that is down: the run script's first request fails with this, after every file loaded. */
const offline = `globalThis.fetch = async () => { throw new Error('offline: no network in the copied-code test') }\n`

const folders: string[] = []
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true })
})

/** An empty folder with the page's files copied from the build, as a reader saves them. */
function folderFor(files: readonly string[]): string {
  const folder = mkdtempSync(join(tmpdir(), 'gaszip-saved-code-'))
  folders.push(folder)
  for (const file of files) writeFileSync(join(folder, file), readFileSync(join(distDir, 'code', file)))
  symlinkSync(join(rootDir, 'node_modules'), join(folder, 'node_modules'), 'dir')
  writeFileSync(join(folder, 'package.json'), '{ "type": "module" }\n')
  writeFileSync(join(folder, 'runner.mjs'), runner)
  writeFileSync(join(folder, 'offline.mjs'), offline)
  writeFileSync(join(folder, 'rows.json'), JSON.stringify(rows))
  return folder
}

/** How each Node runs a saved TypeScript file, as the pages say. */
const nodes = {
  'Node 20 (npx tsx)': ['node', [join(rootDir, 'node_modules', 'tsx', 'dist', 'cli.mjs')]],
  'Node 24': [join(rootDir, 'node_modules', '.bin', 'node'), []],
} as const

type RunnerOutput = {
  loaded: Record<string, string>
  verdicts: { quotes: unknown[]; deposits: unknown[] } | null
}

async function runIn(folder: string, files: readonly string[], node: keyof typeof nodes): Promise<RunnerOutput> {
  const [command, prefix] = nodes[node]
  const { stdout } = await run(command, [...prefix, 'runner.mjs', files.join(','), 'rows.json'], {
    cwd: folder,
    env: { ...process.env, NODE_OPTIONS: '--import=./offline.mjs', PRIVATE_KEY: `0x${'4f'.repeat(32)}` },
    timeout: 120_000,
  })
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as RunnerOutput
}

describe('code as a page says to save it', { timeout: 240_000 }, () => {
  it.each(guides)('%s names files the site publishes, verdict.ts and depositFlow.ts among them', (route) => {
    const files = savedFiles(route)
    expect(files).toEqual(expect.arrayContaining(['verdict.ts', 'depositFlow.ts']))
    const missing = files.filter((file) => !existsSync(join(distDir, 'code', file)))
    expect(missing, 'linked for download but not published under /code/').toEqual([])
  })

  describe.each(Object.keys(nodes) as (keyof typeof nodes)[])('%s', (node) => {
    it.each(guides)('%s: every saved file loads, and the copied verdict gives the scenario table', async (route) => {
      const files = savedFiles(route)
      const output = await runIn(folderFor(files), files, node)
      for (const file of files) {
        if (isScript(file)) expect(output.loaded[file], file).toMatch(/^offline: no network/)
        else expect(output.loaded[file], file).toBe('ok')
      }
      expect(output.verdicts?.quotes).toEqual(
        quoteScenarios.map((row) => ({ ...row.expected, codes: [...row.expected.codes].sort() })),
      )
      expect(output.verdicts?.deposits).toEqual(depositScenarios.map((row) => row.expected))
    })
  })

  it('/rules.json is published with every value filled in', () => {
    const published = readFileSync(join(distDir, 'rules.json'), 'utf8')
    expect(published).not.toMatch(/\{\{\w+\}\}/)
    const rules = (JSON.parse(published) as { rules: { id: string; text: string; url: string }[] }).rules
    const limits = rules.find((rule) => rule.id === 'limits')?.text
    for (const bound of [minUsdPerChain, maxUsdPerChain]) expect(limits).toContain(usd(bound))
    for (const rule of rules) expect(rule.url).toMatch(/^https:\/\/dev\.gas\.zip\/.+#.+/)
  })
})
