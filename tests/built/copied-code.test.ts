import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { markdownPagePath } from '../../docs/lib/markdown/markdownPagePath.ts'
import { siteUrl } from '../../docs/lib/site/site.ts'
import { type CodeBlock, type PageCode, readPageCode } from '../../tooling/copiedCode/blocks.ts'
import { checkPages } from '../../tooling/copiedCode/check.ts'
import { distDir, listPageRoutes, outputFilesFor } from '../../tooling/routes.ts'

/**
 * Code blocks run as copied. Every TypeScript and Solidity block of the built Markdown pages (the
 * code as a reader or an agent copies it) is assembled into the files a reader would make, by the
 * rules in tooling/copiedCode/assemble.ts: a block is a complete file, or a titled part of a named
 * file whose whole form is on the same page or on a page it links to. A file the page's save line
 * links for download (`/code/<file>`) is the reader's whole form of that file on that page. Each TypeScript file is
 * type-checked in strict mode against the installed viem, ethers and @solana/web3.js; each
 * Solidity file is compiled with solc; each part is checked against its whole file.
 *
 * Running: the blocks are included from docs/snippets, and the snippet tests execute those same
 * files (the API flow against a mock API and an in-process EVM, the encoders against the worked
 * examples, the Solidity on an in-process EVM). This test checks what copying adds: that the
 * blocks, cut and joined as the page shows them, still form files that compile.
 */
if (!existsSync(join(distDir, 'index.html'))) throw new Error('no build in docs/dist: run `npm run build:deploy` first')

/**
 * A page's code as a reader has it: its blocks, and each file its save line links for download
 * (`/code/<file>`), which the reader saves whole beside the blocks they copy.
 */
function pageCode(path: string): PageCode {
  const page = readPageCode(path, readFileSync(join(distDir, markdownPagePath(path)), 'utf8'), siteUrl)
  const html = readFileSync(join(distDir, outputFilesFor(path).clean), 'utf8')
  const saved = new Set(
    [...html.matchAll(/<a\b[^>]*\bhref="\/code\/([\w.-]+\.ts)"[^>]*\bdownload\b/g)].map((match) => match[1] ?? ''),
  )
  const downloads: CodeBlock[] = [...saved].map((name, i) => ({
    index: page.blocks.length + i + 1,
    language: 'typescript',
    jsx: false,
    title: name,
    code: readFileSync(join(distDir, 'code', name), 'utf8'),
  }))
  return { ...page, blocks: [...page.blocks, ...downloads] }
}

const pages = listPageRoutes().map(({ path }) => pageCode(path))
// The data files the snippets import (the status playbook, the rules, the deposit chains), as the site serves them.
const published = new Map(
  ['statuses.json', 'rules.json', 'inboundChains.json'].map((file) => [
    `/${file}`,
    readFileSync(join(distDir, file), 'utf8'),
  ]),
)
const { assembly, reports } = checkPages(pages, published)

describe('copied code', () => {
  it('the Markdown pages hold TypeScript and Solidity blocks, and each becomes a file or a part of one', () => {
    const blocks = pages.flatMap((page) => page.blocks.map((block) => ({ route: page.route, block })))
    expect(blocks.filter(({ block }) => block.language === 'typescript').length).toBeGreaterThan(0)
    expect(blocks.filter(({ block }) => block.language === 'solidity').length).toBeGreaterThan(0)
    const parts = new Set(assembly.parts.map((part) => `${part.route} ${part.block.index}`))
    const unplaced = blocks.filter(
      ({ route, block }) =>
        !parts.has(`${route} ${block.index}`) &&
        !assembly.files.some((file) => file.route === route && file.code.includes(block.code)),
    )
    expect(unplaced.map(({ route, block }) => `${route} block ${block.index}`)).toEqual([])
  })

  it.each(reports.map((report) => [report.route, report] as const))(
    '%s: every TypeScript and Solidity block compiles as copied',
    (_route, report) => {
      expect(report.problems).toEqual([])
    },
  )
})
