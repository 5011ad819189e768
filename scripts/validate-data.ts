/**
 * Runs before `vocs build`: checks every chain data file in docs/data/ against
 * its schema. A malformed file stops the build with one line per problem,
 * naming the file, the entry and the field.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { type ChainDataFileName, chainDataFiles } from '../docs/lib/chainDataSchemas.ts'
import { validateChainData } from '../docs/lib/validateChainData.ts'

const dataDir = process.env.CHAIN_DATA_DIR ?? join(import.meta.dirname, '..', 'docs', 'data')
const problems: string[] = []

for (const fileName of Object.keys(chainDataFiles) as ChainDataFileName[]) {
  const path = join(dataDir, fileName)
  const display = process.env.CHAIN_DATA_DIR ? path : `docs/data/${fileName}`
  let content: unknown
  try {
    content = JSON.parse(readFileSync(path, 'utf8'))
  } catch (error) {
    problems.push(`${display}: cannot be read as JSON: ${(error as Error).message}`)
    continue
  }
  problems.push(...validateChainData(fileName, content, display))
}

if (problems.length > 0) {
  console.error(`validate-data: ${problems.length} problem(s) in the chain data:\n  ${problems.join('\n  ')}`)
  process.exit(1)
}
console.log(`validate-data: ${Object.keys(chainDataFiles).length} chain data files are valid.`)
