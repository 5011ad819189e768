/**
 * Checks that the code on the pages runs as copied: every TypeScript file a reader assembles
 * type-checks in strict mode, every Solidity file compiles, and every part of a file is a true
 * part of its whole file. The rules for assembling files are in assemble.ts.
 */
import { join } from 'node:path'
import { type Assembly, assemble, type ReaderFile } from './assemble.ts'
import type { PageCode } from './blocks.ts'
import { compileSolidity } from './solidity.ts'
import { typecheckFiles, virtualRoot } from './typecheck.ts'

export type PageReport = { route: string; files: ReaderFile[]; problems: string[] }

/** The in-memory folder of a page's files: `/gas/api/guide` → `<root>/.copied-code/gas/api/guide`. */
const pageFolder = (route: string) => join(virtualRoot, route === '/' ? 'index' : route.slice(1))

const describeFile = (file: ReaderFile) => `${file.name} (${file.origin})`

/** File names a TypeScript file imports from its own folder (`./depositFlow.ts` → `depositFlow.ts`). */
function relativeImports(code: string): string[] {
  return [...code.matchAll(/\bfrom\s+['"]\.\/([\w.-]+)['"]/g)].map((match) =>
    /\.([cm]?tsx?|json)$/.test(match[1] ?? '') ? (match[1] ?? '') : `${match[1]}.ts`,
  )
}

/** A relative import that finds no file gets the reason a reader would need. */
function explain(message: string): string {
  const relative = message.match(/^TS2307: Cannot find module '(\.\.?\/[^']+)'/)?.[1]
  if (!relative) return message
  const name = relative.replace(/^(\.\.?\/)+/, '')
  return `${message} (no block on this page or a page it links to is titled ${/\.([cm]?tsx?|json)$/.test(name) ? name : `${name}.ts`})`
}

/**
 * Every page's files and problems; a page without TypeScript or Solidity blocks is left out.
 * `published` holds data files the site serves at its root (`/statuses.json` → its text): a page
 * that links to one may import it, as a reader saves it beside their code.
 */
export function checkPages(
  pages: readonly PageCode[],
  published: ReadonlyMap<string, string> = new Map(),
): { assembly: Assembly; reports: PageReport[] } {
  const assembly = assemble(pages)
  const reports = new Map<string, PageReport>(
    pages
      .filter((page) => page.blocks.length > 0)
      .map((page) => [page.route, { route: page.route, files: [], problems: [] }]),
  )
  const reportOf = (route: string) => reports.get(route) as PageReport
  for (const file of assembly.files) reportOf(file.route).files.push(file)

  const typescriptFiles = new Map<string, ReaderFile>()
  for (const file of assembly.files)
    if (file.language === 'typescript') typescriptFiles.set(join(pageFolder(file.route), file.name), file)
  // A file may import a module whose whole form is one link away: the reader saves that page's
  // file beside theirs. Its copy is compiled with theirs; its own problems are reported where it is shown.
  const borrowed = new Map<string, string>()
  for (const page of pages) {
    for (const file of typescriptFiles.values()) {
      if (file.route !== page.route) continue
      for (const name of relativeImports(file.code)) {
        if (typescriptFiles.has(join(pageFolder(page.route), name))) continue
        const data = published.get(`/${name}`)
        if (data !== undefined && page.links.includes(`/${name}`)) {
          borrowed.set(join(pageFolder(page.route), name), data)
          continue
        }
        const source = page.links
          .map((route) => typescriptFiles.get(join(pageFolder(route), name)))
          .find((candidate) => candidate !== undefined)
        if (source) borrowed.set(join(pageFolder(page.route), name), source.code)
      }
    }
  }
  const typeErrors = typecheckFiles(
    new Map([...[...typescriptFiles].map(([path, file]) => [path, file.code] as const), ...borrowed]),
  ).filter((error) => !borrowed.has(error.file))
  for (const error of typeErrors) {
    const file = typescriptFiles.get(error.file)
    if (file) reportOf(file.route).problems.push(`${describeFile(file)} line ${error.line}: ${explain(error.message)}`)
    else for (const report of reports.values()) report.problems.push(`${error.file || 'compiler'}: ${error.message}`)
  }

  for (const report of reports.values()) {
    const solidity = report.files.filter((file) => file.language === 'solidity')
    if (solidity.length === 0) continue
    const errors = compileSolidity(new Map(solidity.map((file) => [file.name, file.code])))
    for (const error of errors) {
      const file = solidity.find((candidate) => candidate.name === error.file)
      report.problems.push(`${file ? describeFile(file) : error.file} line ${error.line}: ${error.message}`)
    }
  }

  for (const part of assembly.parts) {
    for (const problem of part.problems) {
      const whole = part.wholeRoute === part.route ? 'on this page' : `on ${part.wholeRoute}`
      reportOf(part.route).problems.push(
        `block ${part.block.index}, a part of ${part.name} (whole file ${whole}): ${problem}`,
      )
    }
  }
  return { assembly, reports: [...reports.values()] }
}
