/**
 * Runs before `vocs build`: checks every data file in docs/data/ against its
 * schema, and fails on a file that has none. A malformed file stops the build with one line per problem,
 * naming the file, the entry and the field (tooling/checks/dataFiles.ts).
 */
import { join } from 'node:path'
import { dataFileCount, dataFileProblems } from '../tooling/checks/dataFiles.ts'

const otherDir = process.env.CHAIN_DATA_DIR
const problems = otherDir ? dataFileProblems(otherDir, (fileName) => join(otherDir, fileName)) : dataFileProblems()

if (problems.length > 0) {
  console.error(`validate-data: ${problems.length} problem(s) in the data files:\n  ${problems.join('\n  ')}`)
  process.exit(1)
}
console.log(`validate-data: ${dataFileCount} data files are valid.`)
