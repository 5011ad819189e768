/**
 * Strict type-checking of the TypeScript files a reader assembles, with the TypeScript compiler
 * API. The files live in memory, one folder per page under the repository root, so a bare import
 * (`viem`, `ethers`, `@solana/web3.js`) resolves from the repository's node_modules exactly as in
 * a reader's project that installed the same packages, and a relative import (`./abi`) finds only
 * the files of the same page.
 */
import { join } from 'node:path'
import ts from 'typescript'
import { rootDir } from '../routes.ts'

/** Where the pages' folders are placed; nothing is written there. */
export const virtualRoot = join(rootDir, '.copied-code')

/**
 * A reader's project: ES modules on a current runtime (top-level await, `import type`), strict,
 * with the stricter index checks this repository uses for its own code. Every file is a module,
 * as it is in a project with `"type": "module"`, so files never share a global scope.
 */
const readerCompilerOptions: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  moduleDetection: ts.ModuleDetectionKind.Force,
  jsx: ts.JsxEmit.ReactJSX,
  strict: true,
  noUncheckedIndexedAccess: true,
  isolatedModules: true,
  verbatimModuleSyntax: true,
  allowImportingTsExtensions: true,
  resolveJsonModule: true,
  esModuleInterop: true,
  skipLibCheck: true,
  noEmit: true,
  types: ['node'],
}

/** Declaration files and libraries, parsed once and shared by every check in the process. */
const libraryFiles = new Map<string, ts.SourceFile | undefined>()

export type TypeCheckError = { file: string; line: number; message: string }

/**
 * Type-checks the files (absolute paths under `virtualRoot` → code) as one program and returns
 * every error, with its file and line. An empty list means every file type-checks.
 */
export function typecheckFiles(files: ReadonlyMap<string, string>): TypeCheckError[] {
  const host = ts.createCompilerHost(readerCompilerOptions, true)
  const readDisk = host.getSourceFile
  host.getSourceFile = (fileName, languageVersion, onError) => {
    const code = files.get(fileName)
    if (code !== undefined) return ts.createSourceFile(fileName, code, languageVersion, true)
    if (!libraryFiles.has(fileName)) libraryFiles.set(fileName, readDisk(fileName, languageVersion, onError))
    return libraryFiles.get(fileName)
  }
  const fileExists = host.fileExists
  host.fileExists = (fileName) => files.has(fileName) || fileExists(fileName)
  const readFile = host.readFile
  host.readFile = (fileName) => files.get(fileName) ?? readFile(fileName)
  const directoryExists = host.directoryExists?.bind(host)
  host.directoryExists = (directory) =>
    [...files.keys()].some((file) => file.startsWith(`${directory}/`)) || (directoryExists?.(directory) ?? true)
  host.getCurrentDirectory = () => rootDir

  const program = ts.createProgram({ rootNames: [...files.keys()], options: readerCompilerOptions, host })
  return ts
    .getPreEmitDiagnostics(program)
    .filter((diagnostic) => diagnostic.category === ts.DiagnosticCategory.Error)
    .map((diagnostic) => {
      const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')
      if (!diagnostic.file || diagnostic.start === undefined)
        return { file: '', line: 0, message: `TS${diagnostic.code}: ${message}` }
      const { line } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start)
      return { file: diagnostic.file.fileName, line: line + 1, message: `TS${diagnostic.code}: ${message}` }
    })
}
