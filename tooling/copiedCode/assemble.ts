/**
 * How a reader turns a page's code blocks into files. The rules:
 *
 * 1. A block without a title, or whose title is not a file name (a tab label such as `viem` or
 *    `TypeScript`), is a complete file on its own. It must compile alone.
 * 2. A block titled with a file name (`abi.ts`, `GasZipDepositor.sol`) is that file or a part of
 *    it. The blocks of a page that carry the same file name make that page's form of the file:
 *    - if the longest of them holds another one (same lines, same order), it is the whole file
 *      and all the others are its parts (a page that walks through a file step by step, then
 *      shows it whole);
 *    - otherwise the blocks joined in page order are the file.
 * 3. When every block of that name on a page is a part of a longer file of the same name on a page
 *    this page links to, and that file is compiled there, the blocks are parts of it: its whole
 *    form is one click away, so nothing is compiled on this page.
 * 4. Everything else is compiled: one folder per page, in which a relative import such as
 *    `./abi` finds the page's file of that name.
 *
 * A part must really be a part of its whole file (see `partProblems`), so a block cannot pass as a
 * part by dropping an import: either it compiles, or it is visibly an excerpt of a file that does.
 */
import ts from 'typescript'
import type { CodeBlock, Language, PageCode } from './blocks.ts'

/** A file a reader has after copying a page's blocks; it is type-checked or compiled. */
export type ReaderFile = {
  route: string
  /** The file name: a block's title, or `block-<n>.ts` for a block without one. */
  name: string
  language: Language
  code: string
  /** Where the code comes from, for messages: "block 3", "blocks 2, 5 joined". */
  origin: string
}

/** A block that is a part of a file; `problems` is empty when it is a true part of the whole. */
type PartCheck = {
  route: string
  block: CodeBlock
  name: string
  /** The page whose form of the file holds the whole file (this page or a linked one). */
  wholeRoute: string
  problems: string[]
}

export type Assembly = { files: ReaderFile[]; parts: PartCheck[] }

const fileNamePattern = {
  typescript: /^(?:[\w@-]+\/)*[\w@.-]+\.(?:ts|tsx|mts|cts)$/,
  solidity: /^(?:[\w@-]+\/)*[\w@.-]+\.sol$/,
}

/** The file a titled block belongs to, or undefined when its title is a tab label (or missing). */
export function fileNameOf(block: CodeBlock): string | undefined {
  const title = block.title
  return title && fileNamePattern[block.language].test(title) && !title.includes('..') ? title : undefined
}

const extension = (block: CodeBlock) => (block.language === 'solidity' ? 'sol' : block.jsx ? 'tsx' : 'ts')

/** Lines as compared between a part and its whole: trimmed, blank lines left out. */
function codeLines(code: string): string[] {
  return code
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
}

/** Whether every line of `part` appears in `whole`, in the same order. */
export function isExcerptOf(part: readonly string[], whole: readonly string[]): boolean {
  let next = 0
  for (const line of part) {
    while (next < whole.length && whole[next] !== line) next += 1
    if (next === whole.length) return false
    next += 1
  }
  return true
}

/** The import declarations of a file or a part of one, each on one line with single spaces. */
export function importsOf(language: Language, code: string): string[] {
  const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim()
  if (language === 'solidity') return [...code.matchAll(/^\s*import\s[^;]*;/gm)].map((match) => oneLine(match[0]))
  const source = ts.createSourceFile('part.ts', code, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX)
  return source.statements.filter(ts.isImportDeclaration).map((statement) => oneLine(statement.getText(source)))
}

/** The code with its import declarations taken out. */
function withoutImports(language: Language, code: string): string {
  if (language === 'solidity') return code.replace(/^\s*import\s[^;]*;/gm, '')
  const source = ts.createSourceFile('part.ts', code, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX)
  let rest = code
  for (const statement of [...source.statements].filter(ts.isImportDeclaration).reverse())
    rest = rest.slice(0, statement.getStart(source)) + rest.slice(statement.getEnd())
  return rest
}

const isComment = (line: string) => /^(\/\/|\/\*|\*)/.test(line)

/**
 * Why `part` is not a part a reader can use with `whole`, if it is not:
 * - its lines must appear in the whole file, in order;
 * - a part that shows imports shows all of the file's imports (a reader who copies an import
 *   section copies a complete one);
 * - a part is not the whole file with its imports left out: that looks like a complete file and
 *   does not compile.
 */
export function partProblems(language: Language, part: string, whole: string): string[] {
  const problems: string[] = []
  const partLines = codeLines(part)
  const wholeLines = codeLines(whole)
  if (!isExcerptOf(partLines, wholeLines)) {
    const missing = partLines.filter((line) => !wholeLines.includes(line))
    problems.push(
      missing.length > 0
        ? `lines not in the whole file: ${missing.slice(0, 3).join(' | ')}`
        : 'its lines are in the whole file, but not in this order',
    )
  }
  const partImports = importsOf(language, part)
  const wholeImports = importsOf(language, whole)
  if (partImports.length > 0) {
    const missing = wholeImports.filter((line) => !partImports.includes(line))
    if (missing.length > 0) problems.push(`shows the imports but leaves out: ${missing.join(' | ')}`)
  } else if (wholeImports.length > 0) {
    const statements = (code: string) => codeLines(withoutImports(language, code)).filter((line) => !isComment(line))
    const body = statements(whole)
    const partBody = statements(part)
    if (partBody.length === body.length && partBody.every((line, i) => line === body[i]))
      problems.push(`is the whole file without its imports: ${wholeImports.join(' | ')}`)
  }
  return problems
}

type Group = { route: string; name: string; language: Language; blocks: CodeBlock[]; whole?: CodeBlock; code: string }

/** The files a reader assembles from every page, and the parts to check against their whole files. */
export function assemble(pages: readonly PageCode[]): Assembly {
  const files: ReaderFile[] = []
  const parts: PartCheck[] = []
  const groups = new Map<string, Group>()
  const key = (route: string, name: string) => `${route}\n${name}`

  for (const page of pages) {
    for (const block of page.blocks) {
      const name = fileNameOf(block)
      if (!name) {
        const standalone = `block-${block.index}.${extension(block)}`
        files.push({
          route: page.route,
          name: standalone,
          language: block.language,
          code: block.code,
          origin: `block ${block.index}`,
        })
        continue
      }
      const group = groups.get(key(page.route, name))
      if (group) group.blocks.push(block)
      else
        groups.set(key(page.route, name), {
          route: page.route,
          name,
          language: block.language,
          blocks: [block],
          code: '',
        })
    }
  }
  for (const group of groups.values()) {
    const lines = group.blocks.map((block) => codeLines(block.code))
    // The longest block is the whole file when it holds another block of the name; the other
    // blocks are then checked as its parts, so one that no longer fits is named, not joined.
    const longest = lines.reduce((best, current, i) => (current.length > (lines[best]?.length ?? 0) ? i : best), 0)
    group.whole = lines.some((other, j) => j !== longest && isExcerptOf(other, lines[longest] ?? []))
      ? group.blocks[longest]
      : undefined
    group.code = group.whole?.code ?? group.blocks.map((block) => block.code).join('\n\n')
  }

  // Longest first, so a file is settled (compiled here, or a part of a longer one) before the
  // shorter forms that may be parts of it.
  const links = new Map(pages.map((page) => [page.route, page.links]))
  const compiled = new Set<Group>()
  const length = (group: Group) => codeLines(group.code).length
  for (const group of [...groups.values()].sort((a, b) => length(b) - length(a))) {
    const target = (links.get(group.route) ?? [])
      .map((route) => groups.get(key(route, group.name)))
      .find(
        (other) =>
          other !== undefined &&
          compiled.has(other) &&
          other.language === group.language &&
          length(other) > length(group) &&
          group.blocks.every((block) => isExcerptOf(codeLines(block.code), codeLines(other.code))),
      )
    const blocksAsParts = target ? group.blocks : group.blocks.filter((block) => block !== group.whole)
    const whole = target ?? (group.whole ? group : undefined)
    if (whole) {
      for (const block of blocksAsParts)
        parts.push({
          route: group.route,
          block,
          name: group.name,
          wholeRoute: whole.route,
          problems: partProblems(group.language, block.code, whole.code),
        })
    }
    if (target) continue
    compiled.add(group)
    const indexes = group.blocks.map((block) => block.index)
    files.push({
      route: group.route,
      name: group.name,
      language: group.language,
      code: group.code,
      origin: group.whole
        ? `block ${group.whole.index}, the whole file`
        : indexes.length > 1
          ? `blocks ${indexes.join(', ')} joined`
          : `block ${indexes[0]}`,
    })
  }
  return { files: sortFiles(files, pages), parts }
}

/** Files in page order, then in order of their first block, so reports read like the site. */
function sortFiles(files: ReaderFile[], pages: readonly PageCode[]): ReaderFile[] {
  const pageRank = new Map(pages.map((page, rank) => [page.route, rank]))
  const firstBlock = (file: ReaderFile) => {
    const page = pages.find((candidate) => candidate.route === file.route)
    const block = page?.blocks.find((b) => (fileNameOf(b) ?? `block-${b.index}.${extension(b)}`) === file.name)
    return block?.index ?? 0
  }
  return [...files].sort(
    (a, b) => (pageRank.get(a.route) ?? 0) - (pageRank.get(b.route) ?? 0) || firstBlock(a) - firstBlock(b),
  )
}
