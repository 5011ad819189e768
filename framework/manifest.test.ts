import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { basename } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { type VocsChange, vocsChanges } from './manifest.ts'

const rootDir = fileURLToPath(new URL('../', import.meta.url))
const vocsDir = `${rootDir}node_modules/vocs/_lib/`
const vocsSource = (file: string) => readFileSync(vocsDir + file, 'utf8')

/** The Vocs files an entry changes. */
function vocsFilesOf(change: VocsChange): string[] {
  if ('entries' in change) return Object.keys(change.entries)
  if ('plugin' in change) return [change.vocsFile]
  return 'importers' in change ? change.importers : change.vocsFiles
}

/** The project files an entry names. */
function projectFilesOf(change: VocsChange): string[] {
  if ('entries' in change) return Object.values(change.entries)
  if ('imports' in change) return Object.values(change.imports)
  return 'plugin' in change ? [change.plugin] : change.vocsFiles.map(patchOf)
}

/** What kind of change an entry is. */
const kindOf = (change: VocsChange) =>
  'entries' in change ? 'entry' : 'imports' in change ? 'import' : 'plugin' in change ? 'plugin' : 'patch'

/** An import of `specifier` as Vocs' compiled modules write it: `from '…'` or `import('…')`. */
const importsSpecifier = (source: string, specifier: string) =>
  source.includes(`from '${specifier}'`) || source.includes(`import('${specifier}')`)

const patchFiles = readdirSync(`${rootDir}framework/patches`).map((file) => `framework/patches/${file}`)

/** The patch file of a Vocs file: one per file, named after it. */
const patchOf = (vocsFile: string) =>
  patchFiles.find((patch) => patch.endsWith(`+${basename(vocsFile, '.js')}.patch`)) ?? `no patch for ${vocsFile}`

/** Files a patch-package patch changes, under `_lib/`. */
const patchedFiles = (patch: string) =>
  [...readFileSync(rootDir + patch, 'utf8').matchAll(/^diff --git a\/node_modules\/vocs\/_lib\/(\S+)/gm)].map(
    (match) => match[1],
  )

/** Lines a patch adds, long enough to be distinctive. */
const addedLines = (patch: string) =>
  readFileSync(rootDir + patch, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('+') && !line.startsWith('+++'))
    .map((line) => line.slice(1).trim())
    .filter((line) => line.length > 20)

/** The repository's tracked files that match the patterns and are on disk. */
const trackedFiles = (...patterns: string[]) =>
  execFileSync('git', ['ls-files', ...patterns], { cwd: rootDir, encoding: 'utf8' })
    .split('\n')
    .filter((file) => file && existsSync(rootDir + file))

describe('the manifest of changes to Vocs', () => {
  it('names each change once', () => {
    const names = vocsChanges.map((change) => change.name)
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([])
  })

  it('is quoted by entry names that it has', () => {
    // Code that leans on a change says so as `manifest.ts, "name"` or `"name" from framework/manifest.ts`:
    // a renamed entry would leave the reader of that code looking for a change that is not there.
    const quoting = /manifest\.ts, "([^"]+)"|"([^"]+)" from framework\/manifest\.ts/g
    const files = trackedFiles('*.ts', '*.tsx', '*.md', '*.css').filter((file) => file !== 'framework/manifest.test.ts')
    const names = new Set(vocsChanges.map((change) => change.name))
    const quoted = files.flatMap((file) =>
      [...readFileSync(rootDir + file, 'utf8').matchAll(quoting)].map((match) => ({
        file,
        name: match[1] ?? match[2],
      })),
    )
    expect(quoted.length, 'no file quotes an entry').toBeGreaterThan(0)
    expect(quoted.filter(({ name }) => !names.has(name as string))).toEqual([])
  })

  for (const change of vocsChanges)
    describe(`${kindOf(change)} "${change.name}"`, () => {
      it('changes Vocs files that the installed Vocs has', () => {
        for (const file of vocsFilesOf(change))
          expect(existsSync(vocsDir + file), `Vocs has no _lib/${file}`).toBe(true)
      })

      it('names project files and a test that exist', () => {
        for (const file of projectFilesOf(change)) expect(existsSync(rootDir + file), `no ${file}`).toBe(true)
        expect(change.tests.length).toBeGreaterThan(0)
        for (const reference of change.tests) {
          const [file = '', title] = reference.split(' › ')
          expect(existsSync(rootDir + file), `the test file ${file} is missing`).toBe(true)
          expect(title, `${reference} names no test`).toBeTruthy()
          // The title as a test (or a soft assertion) names it: right after a quote or backtick.
          const named = ["'", '"', '`'].some((quote) => readFileSync(rootDir + file, 'utf8').includes(quote + title))
          expect(named, `${file} has no test "${title}"`).toBe(true)
        }
        expect(change.why.length, 'the reason is missing').toBeGreaterThan(20)
      })

      if ('imports' in change)
        it('finds each import in a file it redirects, and one in each file', () => {
          const imports = Object.keys(change.imports)
          for (const specifier of imports)
            expect(
              change.importers.some((importer) => importsSpecifier(vocsSource(importer), specifier)),
              `no importer still imports ${specifier}`,
            ).toBe(true)
          for (const importer of change.importers)
            expect(
              imports.some((specifier) => importsSpecifier(vocsSource(importer), specifier)),
              `_lib/${importer} imports none of ${imports.join(', ')}`,
            ).toBe(true)
        })

      if ('plugin' in change)
        it('finds the code the plugin relies on', () => {
          for (const text of change.relies)
            expect(vocsSource(change.vocsFile), `_lib/${change.vocsFile} no longer has ${text}`).toContain(text)
        })

      if ('vocsFiles' in change)
        it('has one patch per Vocs file, and the installed Vocs has its lines', () => {
          for (const file of change.vocsFiles) {
            expect(patchedFiles(patchOf(file))).toEqual([file])
            const missing = addedLines(patchOf(file)).filter((line) => !vocsSource(file).includes(line))
            expect(missing, `${patchOf(file)} is not applied`).toEqual([])
          }
        })
    })

  it('the dev server builds no search index of Vocs', () => {
    // The site makes its own index (build/searchIndexPlugin.ts); Vocs' own plugin must return
    // before building one when the dev server starts, and on every edit: `return;` is the first
    // statement of both hooks.
    const plugin = vocsSource('vite/plugins/search.js')
    for (const hook of ['async buildStart() {', 'async handleHotUpdate({ file }) {']) {
      const body = plugin.slice(plugin.indexOf(hook) + hook.length)
      expect(body.replace(/^\s*(\/\/[^\n]*\n\s*)*/, ''), hook).toMatch(/^return;/)
    }
  })

  it('lists every patch file and every replaced entry', () => {
    const listedPatches = vocsChanges.flatMap((change) => ('vocsFiles' in change ? change.vocsFiles.map(patchOf) : []))
    expect(patchFiles.sort()).toEqual([...new Set(listedPatches)].sort())
    const entries = readdirSync(`${rootDir}framework/entries`).filter((file) => file.endsWith('.tsx'))
    const listedEntries = vocsChanges.flatMap((change) => ('entries' in change ? Object.values(change.entries) : []))
    expect(entries.map((file) => `framework/entries/${file}`).sort()).toEqual(listedEntries.sort())
  })
})

describe('the boundary of the framework layer', () => {
  // An import of Vocs' internals (its `_lib` files, which the package does not export) outside
  // this folder would be a change to Vocs that the manifest does not list.
  const internalImport =
    /(?:from\s*|import\s*\(?\s*|new URL\(\s*)['"`][^'"`]*(?:vocs\/_lib|node_modules\/vocs)[^'"`]*['"`]/
  // The icon writer reads Vocs' icon components to draw framework/app/icons.css; it changes nothing in Vocs.
  const readsVocsIcons = 'tooling/iconMasks.ts'
  const files = trackedFiles('*.ts', '*.tsx', '*.mdx', '*.css').filter(
    (file) => !file.startsWith('framework/') && file !== readsVocsIcons,
  )

  it('keeps every import of Vocs internals inside framework/', () => {
    // A listing that found nothing would pass any check.
    expect(files).toContain('vocs.config.ts')
    const outside = files.filter((file) => internalImport.test(readFileSync(rootDir + file, 'utf8')))
    expect(outside).toEqual([])
  })
})
