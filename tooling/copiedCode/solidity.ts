/**
 * Compiles the Solidity files a reader assembles from one page with solc-js (the compiler version
 * this repository pins). Imports resolve among the page's own files: `import {IGasZipV2} from
 * "./IGasZipV2.sol"` needs a block titled `IGasZipV2.sol` on the same page.
 */
import { posix } from 'node:path'
import solc from 'solc'

export type CompileError = { file: string; line: number; message: string }

type SolcError = {
  severity: 'error' | 'warning' | 'info'
  type: string
  message: string
  sourceLocation?: { file: string; start: number }
}

const lineOf = (code: string | undefined, offset: number) =>
  code === undefined ? 0 : code.slice(0, Math.max(offset, 0)).split('\n').length

/**
 * Compiles the files (name → code) as one compiler input, to bytecode, and returns every error
 * with its file and line. Warnings are not errors: a reader's compile succeeds with them.
 */
export function compileSolidity(files: ReadonlyMap<string, string>): CompileError[] {
  const sources = Object.fromEntries([...files].map(([name, content]) => [name, { content }]))
  const input = {
    language: 'Solidity',
    sources,
    settings: { outputSelection: { '*': { '*': ['evm.bytecode.object'] } } },
  }
  const missingImport = (path: string) => ({
    error: `no block on this page is titled ${posix.basename(path)}, so "${path}" cannot be found`,
  })
  const output = JSON.parse(solc.compile(JSON.stringify(input), { import: missingImport })) as {
    errors?: SolcError[]
  }
  return (output.errors ?? [])
    .filter((error) => error.severity === 'error')
    .map((error) => {
      const file = error.sourceLocation?.file ?? ''
      return {
        file,
        line: lineOf(files.get(file), error.sourceLocation?.start ?? 0),
        message: `${error.type}: ${error.message}`,
      }
    })
}
