/**
 * `npm run rules:openapi`: writes the generated parts of public/openapi.json, then formats the file
 * as the repository's formatter does: the descriptions that state a rule (`"x-gaszip-rule": "<id>"`)
 * from docs/data/rules.json, and the words of every link into the site from the title or heading
 * it leads to. Run it after changing a rule that openapi.json states, a linked page's title or
 * heading, or a description's links.
 */
import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { openapiAsWritten } from '../docs/lib/rules/openapiRules.ts'
import { pageTitles } from '../tooling/pageTitles.ts'

const rootDir = join(import.meta.dirname, '..')
const file = join(rootDir, 'public', 'openapi.json')
const written = openapiAsWritten(JSON.parse(readFileSync(file, 'utf8')), pageTitles())
writeFileSync(file, `${JSON.stringify(written, null, 2)}\n`)
execFileSync(join(rootDir, 'node_modules', '.bin', 'biome'), ['format', '--write', file], { stdio: 'inherit' })
console.log('rules:openapi: public/openapi.json states the rules of docs/data/rules.json and titles its links.')
