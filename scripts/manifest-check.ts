/**
 * `npm run check:manifest`: every change in framework/manifest.ts is removed in turn and the
 * tests the entry names are run; each must then fail. A patch is reversed in node_modules/vocs,
 * an `entries` or `imports` change is dropped from the manifest (overrides.ts then leaves Vocs'
 * module alone), a plugin's step is taken out where it is applied (`pluginRemovals` below). The
 * site is built again when a named test reads the build. Everything is put back afterwards, also
 * when a step fails.
 *
 * A named test "fails without the change" when its runner exits non-zero and its output names
 * the test (a soft assertion of pages.spec.ts by its message); a build that fails counts too.
 * Writes reports/manifest-check.json and exits non-zero naming each entry whose tests passed.
 * The build it leaves is the last one made without a change: build again before other tests.
 *
 * Options: --only "name,name" (those entries), --list (print the plan, run nothing).
 * Slow (a build per entry that reads one): CI runs it weekly and on changes to framework/.
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { type VocsChange, vocsChanges } from '../framework/manifest.ts'
import { rootDir } from '../tooling/routes.ts'

const args = process.argv.slice(2)
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined)
const only = option('--only')?.split(',')
const listOnly = args.includes('--list')

/** Where each plugin's step is applied, and that text without it. */
const pluginRemovals: Record<string, { file: string; text: string | RegExp; without: string }> = {
  'framework/build/pageSourcesOutPlugin.ts': { file: 'vocs.config.ts', text: '      pageSourcesOut(),\n', without: '' },
  'framework/build/searchIndexPlugin.ts': {
    file: 'vocs.config.ts',
    text: /\n {6}searchIndexPlugin\(\{[\s\S]*?\n {6}\}\),/,
    without: '',
  },
  'framework/build/firstPaint.ts': {
    file: 'scripts/postbuild.ts',
    text: "arrangeFirstPaint(readFileSync(file, 'utf8'), firstPaintAssets)",
    without: "readFileSync(file, 'utf8')",
  },
}

const read = (file: string) => readFileSync(join(rootDir, file), 'utf8')
const write = (file: string, text: string) => writeFileSync(join(rootDir, file), text)

const run = (command: string, commandArgs: string[]) => {
  const result = spawnSync(command, commandArgs, { cwd: rootDir, encoding: 'utf8', maxBuffer: 1 << 28 })
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` }
}

/** The patch file of a Vocs file: one per file, named after it (manifest.test.ts checks it). */
const patchOf = (vocsFile: string) => {
  const name = vocsFile.split('/').pop()?.replace(/\.js$/, '')
  const found = run('git', ['ls-files', 'framework/patches'])
    .output.split('\n')
    .find((f) => f.endsWith(`+${name}.patch`))
  if (!found) throw new Error(`no patch for ${vocsFile}`)
  return found
}

/** Takes one change out of the working tree; returns what puts it back. */
function remove(change: VocsChange): () => void {
  if ('vocsFiles' in change) {
    const patches = [...new Set(change.vocsFiles.map(patchOf))]
    for (const patch of patches) {
      const reversed = run('patch', ['-p1', '-R', '-s', '-i', patch])
      if (!reversed.ok) throw new Error(`${patch} does not reverse:\n${reversed.output}`)
    }
    return () => {
      for (const patch of patches)
        if (!run('patch', ['-p1', '-s', '-i', patch]).ok) throw new Error(`${patch} does not apply`)
    }
  }
  const [file, text, without] =
    'plugin' in change
      ? (() => {
          const removal = pluginRemovals[change.plugin]
          if (!removal) throw new Error(`scripts/manifest-check.ts: no removal for the plugin ${change.plugin}`)
          return [removal.file, removal.text, removal.without] as const
        })()
      : // The entry as biome writes it: from its `{` to its `},` at two spaces.
        ([
          'framework/manifest.ts',
          new RegExp(`\\n  \\{\\n    name: '${escapeRegExp(change.name)}',[\\s\\S]*?\\n  \\},`),
          '',
        ] as const)
  const before = read(file)
  const after = before.replace(text, without)
  if (after === before) throw new Error(`${file} no longer has the text that applies "${change.name}"`)
  write(file, after)
  return () => write(file, before)
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** A title as a pattern: a `${…}` the test file fills in matches anything. */
const titlePattern = (title: string) =>
  title
    .split(/\$\{[^}]*\}/)
    .map(escapeRegExp)
    .join('.*')

/** Runs one named test; whether it failed, and named itself in failing. */
function failsWithout(reference: string): { failed: boolean; output: string } {
  const [file = '', title = ''] = reference.split(' › ')
  const pattern = titlePattern(title)
  // A soft assertion of a route visit is not a test title: the visits run and its message is looked for.
  const soft = file === 'tests/e2e/pages.spec.ts' && !read(file).includes(`test('${title}`)
  const { ok, output } = file.startsWith('tests/e2e/')
    ? run('npx', ['playwright', 'test', file, ...(soft ? [] : ['-g', pattern]), '--reporter=line'])
    : file.startsWith('tests/firefox/')
      ? run('npx', ['vitest', 'run', '-c', 'vitest.firefox.config.ts', file, '-t', pattern])
      : run('npx', ['vitest', 'run', file, '-t', pattern])
  const ranNothing = /No tests found|No test files found|no tests/i.test(output) && !/\d+ failed/.test(output)
  return { failed: !ok && !ranNothing && new RegExp(pattern).test(output), output }
}

const needsBuild = (change: VocsChange) =>
  change.tests.some((test) => test.startsWith('tests/') && !test.startsWith('tests/support/'))

const selected = vocsChanges.filter((change) => !only || only.includes(change.name))
if (listOnly) {
  for (const change of selected)
    console.log(`${change.name}${needsBuild(change) ? ' (build)' : ''}\n  ${change.tests.join('\n  ')}`)
  process.exit(0)
}

type Result = { name: string; build: 'ok' | 'failed' | 'not needed'; tests: { test: string; failed: boolean }[] }
const results: Result[] = []
for (const change of selected) {
  console.log(`\n▶ without "${change.name}"`)
  const putBack = remove(change)
  const result: Result = { name: change.name, build: 'not needed', tests: [] }
  try {
    if (needsBuild(change)) {
      const build = run('npm', ['run', 'build:deploy'])
      result.build = build.ok ? 'ok' : 'failed'
      if (!build.ok)
        console.log(`  the build fails without it:\n${build.output.trim().split('\n').slice(-12).join('\n')}`)
    }
    for (const test of change.tests) {
      const failed = result.build === 'failed' || failsWithout(test).failed
      result.tests.push({ test, failed })
      console.log(
        `  ${failed ? '✔ fails' : '✘ passes'}: ${test}${result.build === 'failed' ? ' (the build fails)' : ''}`,
      )
    }
  } finally {
    putBack()
  }
  results.push(result)
}

mkdirSync(join(rootDir, 'reports'), { recursive: true })
writeFileSync(join(rootDir, 'reports', 'manifest-check.json'), `${JSON.stringify(results, null, 2)}\n`)
// An entry is checked when every test it names fails without it.
const unchecked = results.filter((result) => result.tests.some((test) => !test.failed))
if (unchecked.length > 0) {
  console.error(`\nmanifest-check: these tests pass without their change:`)
  for (const result of unchecked)
    for (const test of result.tests.filter((t) => !t.failed)) console.error(`  "${result.name}": ${test.test}`)
  process.exit(1)
}
console.log(`\nmanifest-check: each of ${results.length} changes is needed by the tests it names`)
