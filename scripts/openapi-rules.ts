/**
 * `npm run rules:openapi`: writes the descriptions of public/openapi.json that state a rule
 * (`"x-gaszip-rule": "<id>"`) from docs/data/rules.json, then formats the file as the
 * repository's formatter does. Run it after changing a rule that openapi.json states.
 */
import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { openapiWithRules } from '../docs/lib/rules/openapiRules.ts'

const rootDir = join(import.meta.dirname, '..')
const file = join(rootDir, 'public', 'openapi.json')
writeFileSync(file, `${JSON.stringify(openapiWithRules(JSON.parse(readFileSync(file, 'utf8'))), null, 2)}\n`)
execFileSync(join(rootDir, 'node_modules', '.bin', 'biome'), ['format', '--write', file], { stdio: 'inherit' })
console.log('rules:openapi: public/openapi.json holds the rules of docs/data/rules.json.')
