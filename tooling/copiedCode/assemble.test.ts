import { describe, expect, it } from 'vitest'
import { assemble, fileNameOf, importsOf, isExcerptOf, partProblems } from './assemble.ts'
import type { CodeBlock, PageCode } from './blocks.ts'

const ts = (index: number, code: string, title?: string): CodeBlock => ({
  index,
  language: 'typescript',
  jsx: false,
  title,
  code,
})
const page = (route: string, blocks: CodeBlock[], links: string[] = []): PageCode => ({ route, blocks, links })

const setup = "import { parseEther } from 'viem'\nimport { abi } from './abi'"
const body = 'const amount = parseEther("1")\nconsole.log(abi, amount)'
const wholeFlow = `// The flow.\n${setup}\n\n${body}`

describe('file names', () => {
  it('reads a title as a file name only when it ends like a file of the block language', () => {
    expect(fileNameOf(ts(1, '', 'abi.ts'))).toBe('abi.ts')
    expect(fileNameOf(ts(1, '', 'src/abi.ts'))).toBe('src/abi.ts')
    expect(fileNameOf(ts(1, '', 'TypeScript'))).toBe(undefined)
    expect(fileNameOf(ts(1, '', 'viem'))).toBe(undefined)
    expect(fileNameOf(ts(1, '', '../abi.ts'))).toBe(undefined)
    expect(fileNameOf({ ...ts(1, '', 'A.sol'), language: 'solidity' })).toBe('A.sol')
    expect(fileNameOf(ts(1, '', 'A.sol'))).toBe(undefined)
  })
})

describe('parts and their whole file', () => {
  it('finds lines in order, ignoring indentation and blank lines', () => {
    expect(isExcerptOf(['b', 'd'], ['a', 'b', 'c', 'd'])).toBe(true)
    expect(isExcerptOf(['d', 'b'], ['a', 'b', 'c', 'd'])).toBe(false)
    expect(isExcerptOf(['e'], ['a'])).toBe(false)
  })

  it('reads import declarations, one line each, also when they span lines', () => {
    expect(
      importsOf('typescript', "import {\n  a,\n  b,\n} from 'x'\nconst c = 1\nimport type { D } from 'y'"),
    ).toEqual(["import { a, b, } from 'x'", "import type { D } from 'y'"])
    expect(importsOf('solidity', 'pragma solidity ^0.8.37;\nimport {I} from "./I.sol";\ncontract A {}')).toEqual([
      'import {I} from "./I.sol";',
    ])
  })

  it('accepts a part with the whole import section or none', () => {
    expect(partProblems('typescript', setup, wholeFlow)).toEqual([])
    expect(partProblems('typescript', body.split('\n')[1] ?? '', wholeFlow)).toEqual([])
  })

  it('refuses a part with lines the whole file does not have, or in another order', () => {
    expect(partProblems('typescript', 'const other = 2', wholeFlow)).toEqual([
      'lines not in the whole file: const other = 2',
    ])
    expect(partProblems('typescript', body.split('\n').reverse().join('\n'), wholeFlow)).toEqual([
      'its lines are in the whole file, but not in this order',
    ])
  })

  it('refuses a part that shows the imports but leaves one out', () => {
    expect(partProblems('typescript', "import { parseEther } from 'viem'", wholeFlow)).toEqual([
      "shows the imports but leaves out: import { abi } from './abi'",
    ])
  })

  it('refuses the whole file without its imports: it looks complete and does not compile', () => {
    expect(partProblems('typescript', body, wholeFlow)).toEqual([
      `is the whole file without its imports: import { parseEther } from 'viem' | import { abi } from './abi'`,
    ])
  })
})

describe('assembling the files of pages', () => {
  it('compiles a block without a title, or with a tab label, on its own', () => {
    const { files, parts } = assemble([page('/a', [ts(1, 'export const a = 1'), ts(2, 'export const b = 2', 'viem')])])
    expect(files.map((file) => [file.name, file.code, file.origin])).toEqual([
      ['block-1.ts', 'export const a = 1', 'block 1'],
      ['block-2.ts', 'export const b = 2', 'block 2'],
    ])
    expect(parts).toEqual([])
  })

  it('takes the block that holds all others of its name as the whole file, the others as its parts', () => {
    const blocks = [ts(1, setup, 'flow.ts'), ts(2, body, 'flow.ts'), ts(3, wholeFlow, 'flow.ts')]
    const { files, parts } = assemble([page('/a', blocks)])
    expect(files.map((file) => [file.name, file.code, file.origin])).toEqual([
      ['flow.ts', wholeFlow, 'block 3, the whole file'],
    ])
    expect(parts.map((part) => [part.block.index, part.wholeRoute])).toEqual([
      [1, '/a'],
      [2, '/a'],
    ])
  })

  it('keeps the longest block as the whole file when one part no longer fits it, and names that part', () => {
    const blocks = [
      ts(1, setup, 'flow.ts'),
      ts(2, body, 'flow.ts'),
      ts(3, wholeFlow.replace(`${setup}\n`, ''), 'flow.ts'),
    ]
    const { files, parts } = assemble([page('/a', blocks)])
    expect(files.map((file) => file.origin)).toEqual(['block 3, the whole file'])
    expect(parts.map((part) => [part.block.index, part.problems.length > 0])).toEqual([
      [1, true],
      [2, false],
    ])
  })

  it('joins the blocks of one name in page order when none holds the others', () => {
    const { files } = assemble([page('/a', [ts(1, setup, 'flow.ts'), ts(2, body, 'flow.ts')])])
    expect(files.map((file) => [file.name, file.code, file.origin])).toEqual([
      ['flow.ts', `${setup}\n\n${body}`, 'blocks 1, 2 joined'],
    ])
  })

  it('makes blocks parts of a longer file of the same name on a linked page, compiled there', () => {
    const { files, parts } = assemble([
      page('/steps', [ts(1, body, 'flow.ts')], ['/whole']),
      page('/whole', [ts(1, wholeFlow, 'flow.ts')]),
    ])
    expect(files.map((file) => [file.route, file.name])).toEqual([['/whole', 'flow.ts']])
    expect(parts.map((part) => [part.route, part.block.index, part.wholeRoute, part.problems])).toEqual([
      ['/steps', 1, '/whole', [`is the whole file without its imports: ${setup.split('\n').join(' | ')}`]],
    ])
  })

  it('compiles a page form that no linked page holds, or that is as long as the linked one', () => {
    const { files, parts } = assemble([
      page('/unlinked', [ts(1, body, 'flow.ts')]),
      page('/same', [ts(1, wholeFlow, 'flow.ts')], ['/whole']),
      page('/whole', [ts(1, wholeFlow, 'flow.ts')]),
    ])
    expect(files.map((file) => file.route)).toEqual(['/unlinked', '/same', '/whole'])
    expect(parts).toEqual([])
  })
})
