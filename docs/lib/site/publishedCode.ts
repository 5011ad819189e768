/**
 * The code files readers save, published under /code/ as the pages show them: each page's save
 * line links the files it needs (`<a href="/code/verdict.ts" download>`), and the built-site
 * test copies exactly those links into an empty folder and runs them.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

const snippetsDir = join(import.meta.dirname, '..', '..', 'snippets')

/** Published name → the snippet it is made from. */
const publishedCode: Readonly<Record<string, string>> = {
  'verdict.ts': 'api/verdict.ts',
  'depositFlow.ts': 'api/depositFlow.ts',
  'depositFlowExample.ts': 'api/depositFlowExample.ts',
  'directDepositViem.ts': 'directDepositViem.ts',
  'directDepositEthers.ts': 'directDepositEthers.ts',
  'gasZipV2Viem.ts': 'gasZipV2Viem.ts',
  'gasZipV2Ethers.ts': 'gasZipV2Ethers.ts',
  'solanaDeposit.ts': 'solanaDeposit.ts',
}

/** A snippet as a page shows it: the include markers (`// [!region …]`) taken out. */
function codeAsShown(source: string): string {
  return source
    .split('\n')
    .filter((line) => !/^\s*\/\/ \[!(end)?region\b[^\]]*\]\s*$/.test(line))
    .join('\n')
}

/** Every published file: its path under the site root and its text. */
export function publishedCodeFiles(): { path: string; text: string }[] {
  return Object.entries(publishedCode).map(([name, snippet]) => ({
    path: `code/${name}`,
    text: codeAsShown(readFileSync(join(snippetsDir, snippet), 'utf8')),
  }))
}
