/**
 * Runs before `vocs build`: checks every data file in docs/data/ against its
 * schema, and fails on a file that has none. A malformed file stops the build with one line per problem,
 * naming the file, the entry and the field.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { type DataFileName, dataFiles } from '../docs/lib/data/schemas.ts'
import { validateData } from '../docs/lib/data/validateData.ts'

const dataDir = process.env.CHAIN_DATA_DIR ?? join(import.meta.dirname, '..', 'docs', 'data')
const problems: string[] = []

const known = Object.keys(dataFiles) as DataFileName[]
for (const fileName of readdirSync(dataDir).filter((name) => name.endsWith('.json'))) {
  if (!known.includes(fileName as DataFileName)) {
    const display = process.env.CHAIN_DATA_DIR ? join(dataDir, fileName) : `docs/data/${fileName}`
    problems.push(`${display}: no schema describes this file; add one to docs/lib/data/schemas.ts (dataFiles)`)
  }
}
for (const fileName of known) {
  const path = join(dataDir, fileName)
  const display = process.env.CHAIN_DATA_DIR ? path : `docs/data/${fileName}`
  let content: unknown
  try {
    content = JSON.parse(readFileSync(path, 'utf8'))
  } catch (error) {
    problems.push(`${display}: cannot be read as JSON: ${(error as Error).message}`)
    continue
  }
  problems.push(...validateData(fileName, content, display))
}

if (problems.length > 0) {
  console.error(`validate-data: ${problems.length} problem(s) in the data files:\n  ${problems.join('\n  ')}`)
  process.exit(1)
}
console.log(`validate-data: ${known.length} data files are valid.`)
