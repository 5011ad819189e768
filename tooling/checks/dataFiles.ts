/**
 * The data files against their schemas: every file in docs/data/ has a schema
 * (docs/lib/data/schemas.ts, `dataFiles`) and holds to it. One line per problem, naming the file,
 * the entry and the field. The build (scripts/validate-data.ts), `npm run check` and the dev
 * server all ask this.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { type DataFileName, dataFiles } from '../../docs/lib/data/schemas.ts'
import { validateData } from '../../docs/lib/data/validateData.ts'
import { rootDir } from '../routes.ts'

const dataDir = join(rootDir, 'docs', 'data')

/** `display` names a file in the messages (its path as the reader of the message knows it). */
export function dataFileProblems(
  dir = dataDir,
  display: (fileName: string) => string = (fileName) => `docs/data/${fileName}`,
): string[] {
  const problems: string[] = []
  const known = Object.keys(dataFiles) as DataFileName[]
  for (const fileName of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
    if (!known.includes(fileName as DataFileName))
      problems.push(
        `${display(fileName)}: no schema describes this file; add one to docs/lib/data/schemas.ts (dataFiles)`,
      )
  }
  for (const fileName of known) {
    let content: unknown
    try {
      content = JSON.parse(readFileSync(join(dir, fileName), 'utf8'))
    } catch (error) {
      problems.push(`${display(fileName)}: cannot be read as JSON: ${(error as Error).message}`)
      continue
    }
    problems.push(...validateData(fileName, content, display(fileName)))
  }
  return problems
}

export const dataFileCount = Object.keys(dataFiles).length
