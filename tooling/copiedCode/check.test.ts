import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { extractRegion } from '../../docs/lib/markdown/pageMarkdown.ts'
import { rootDir } from '../routes.ts'
import { readPageCode } from './blocks.ts'
import { checkPages, type PageReport } from './check.ts'

// Known-good blocks (the LayerZero v1 snippets and the contract-deposit Solidity, as the pages show
// them) are checked as they are and with one import line removed. The removal must fail, with an
// error that names what the import brought in. All pages go through one check, as in the built test.

const snippet = (file: string, region?: string) =>
  extractRegion(readFileSync(join(rootDir, 'docs', 'snippets', file), 'utf8'), region)
const fence = (language: string, title: string, code: string) => `\`\`\`${language} [${title}]\n${code}\n\`\`\``
const without = (code: string, line: string) => {
  if (!code.includes(`${line}\n`)) throw new Error(`the block has no line ${line}`)
  return code.replace(`${line}\n`, '')
}

const encodeViem = snippet('layerzero/v1/encodeViem.ts')
const abi = snippet('layerzero/v1/abi.ts')
const flowViem = snippet('layerzero/v1/flowViem.ts')
const setup = snippet('layerzero/v1/flowViem.ts', 'setup')
const send = snippet('layerzero/v1/flowViem.ts', 'send')
const accountsImport = "import { privateKeyToAccount } from 'viem/accounts'"
const interfaceV2 = snippet('solidity/IGasZipV2.sol')
const depositor = snippet('solidity/GasZipDepositor.sol')
const solidityImport = 'import {IGasZipV2} from "./IGasZipV2.sol";'

/** A page showing the v1 flow as the complete-flow page does: two parts, then every file whole. */
const flowPage = (parts: { setup?: string; flow?: string; abi?: string } = {}) =>
  [
    '# Flow',
    fence('ts', 'flowViem.ts', parts.setup ?? setup),
    fence('ts', 'flowViem.ts', send),
    fence('ts', 'abi.ts', parts.abi ?? abi),
    fence('ts', 'encodeViem.ts', encodeViem),
    fence('ts', 'flowViem.ts', parts.flow ?? flowViem),
  ].join('\n\n')

const pages = {
  '/encode': `# Encoders\n\n${fence('ts', 'encodeViem.ts', encodeViem)}`,
  '/encode-without-import': `# Encoders\n\n${fence('ts', 'encodeViem.ts', without(encodeViem, "import { type Address, encodePacked, type Hex } from 'viem'"))}`,
  '/flow': flowPage(),
  '/flow-whole-without-import': flowPage({ flow: without(flowViem, accountsImport) }),
  '/flow-part-without-import': flowPage({ setup: without(setup, accountsImport) }),
  '/flow-without-abi': flowPage().replace(fence('ts', 'abi.ts', abi), ''),
  '/contract': `# Contract\n\n${fence('solidity', 'IGasZipV2.sol', interfaceV2)}\n\n${fence('solidity', 'GasZipDepositor.sol', depositor)}`,
  '/contract-without-import': `# Contract\n\n${fence('solidity', 'IGasZipV2.sol', interfaceV2)}\n\n${fence('solidity', 'GasZipDepositor.sol', without(depositor, solidityImport))}`,
  '/contract-without-interface': `# Contract\n\n${fence('solidity', 'GasZipDepositor.sol', depositor)}`,
}

let reports: Map<string, PageReport>
beforeAll(() => {
  const checked = checkPages(
    Object.entries(pages).map(([route, markdown]) => readPageCode(route, markdown, 'https://dev.gas.zip')),
  )
  reports = new Map(checked.reports.map((report) => [report.route, report]))
}, 120_000)
const problemsOf = (route: keyof typeof pages) => reports.get(route)?.problems

describe('copied code: a removed import fails the check', () => {
  it('passes the known-good blocks as they are', () => {
    expect(problemsOf('/encode')).toEqual([])
    expect(problemsOf('/flow')).toEqual([])
    expect(problemsOf('/contract')).toEqual([])
  })

  it('fails a complete TypeScript file without an import, naming what it imported', () => {
    const problems = problemsOf('/encode-without-import') ?? []
    expect(problems).toContainEqual(
      expect.stringMatching(/^encodeViem\.ts \(block 1\) line \d+: TS2304: .*'encodePacked'/),
    )
    expect(problems).toContainEqual(expect.stringMatching(/TS2304: Cannot find name 'Address'/))
  })

  it('fails a whole file without an import, and names the part that now shows more than the whole', () => {
    const problems = problemsOf('/flow-whole-without-import')
    expect(problems).toContainEqual(
      expect.stringMatching(
        /^flowViem\.ts \(block 5, the whole file\) .* TS2304: Cannot find name 'privateKeyToAccount'/,
      ),
    )
    expect(problems).toContainEqual(
      `block 1, a part of flowViem.ts (whole file on this page): lines not in the whole file: ${accountsImport}`,
    )
  })

  it('fails a part that shows the imports without one of them', () => {
    expect(problemsOf('/flow-part-without-import')).toEqual([
      `block 1, a part of flowViem.ts (whole file on this page): shows the imports but leaves out: ${accountsImport}`,
    ])
  })

  it('fails a relative import of a file the page does not have, saying which block is missing', () => {
    expect(problemsOf('/flow-without-abi')).toContainEqual(
      expect.stringMatching(
        /^flowViem\.ts .* Cannot find module '\.\/abi'.*\(no block on this page or a page it links to is titled abi\.ts\)/,
      ),
    )
  })

  it('fails a Solidity file without its import, and an import of a file the page does not show', () => {
    expect(problemsOf('/contract-without-import')).toContainEqual(
      expect.stringMatching(/^GasZipDepositor\.sol \(block 2\) line \d+: DeclarationError: Identifier not found/),
    )
    expect(problemsOf('/contract-without-interface')).toContainEqual(
      expect.stringMatching(/no block on this page is titled IGasZipV2\.sol/),
    )
  })
})
