/**
 * Checks a data file against its schema and reports every problem as
 * one line naming the file, the entry and the field, e.g.
 * `docs/data/outboundChains.json: chains[3] (Base): field "shortId": expected a number`.
 */
import type { z } from 'zod'
import { type DataFileName, dataFiles } from './schemas.ts'

type Issue = z.core.$ZodIssue

/** Names an entry of a list by its position and, when it has one, its `name` (or its `id`). */
function describeEntry(root: unknown, path: readonly PropertyKey[]): { entry: string; field: string } {
  let node: unknown = root
  let entry = 'top level'
  let fieldStart = 0
  for (let index = 0; index < path.length; index++) {
    const key = path[index]
    if (typeof key === 'number') {
      const list = path.slice(0, index).map(String).join('.')
      const item = Array.isArray(node) ? node[key] : undefined
      const label =
        item && typeof item === 'object' ? ('name' in item ? item.name : 'id' in item ? item.id : null) : null
      const name = typeof label === 'string' ? ` (${label})` : ''
      entry = `${list}[${key}]${name}`
      fieldStart = index + 1
    }
    node = node && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[key as string] : undefined
  }
  const fieldPath = path.slice(fieldStart).map(String).join('.')
  return { entry, field: fieldPath || '(the entry itself)' }
}

function formatIssue(file: string, root: unknown, issue: Issue): string {
  const { entry, field } = describeEntry(root, issue.path)
  return `${file}: ${entry}: field "${field}": ${issue.message}`
}

/** Lists duplicate values of `key` among `entries`, naming both entries. */
function findDuplicates<Entry extends { name: string }>(
  file: string,
  listName: string,
  entries: readonly Entry[],
  key: string,
  valueFor: (entry: Entry) => unknown,
): string[] {
  const seen = new Map<unknown, number>()
  const problems: string[] = []
  entries.forEach((entry, index) => {
    const value = valueFor(entry)
    if (value === null || value === undefined) return
    const first = seen.get(value)
    if (first === undefined) seen.set(value, index)
    else
      problems.push(
        `${file}: ${listName}[${index}] (${entry.name}): field "${key}": ${String(value)} is already used by ${listName}[${first}] (${entries[first]?.name})`,
      )
  })
  return problems
}

/**
 * Validates the parsed content of one data file: its schema, then ids that must
 * be unique within a list.
 * @returns one message per problem; an empty list means the file is valid.
 */
export function validateData(fileName: DataFileName, content: unknown, displayPath = `docs/data/${fileName}`) {
  const result = dataFiles[fileName].safeParse(content)
  if (!result.success) return result.error.issues.map((issue) => formatIssue(displayPath, content, issue))
  const data = result.data
  const problems: string[] = []
  if ('chains' in data) {
    const chains: readonly { name: string; nativeId: number; shortId?: number; lzV2Eid?: number | null }[] = data.chains
    problems.push(...findDuplicates(displayPath, 'chains', chains, 'nativeId', (c) => c.nativeId))
    if (fileName === 'outboundChains.json')
      problems.push(...findDuplicates(displayPath, 'chains', chains, 'shortId', (c) => c.shortId))
    if (fileName === 'layerzeroChains.json')
      problems.push(...findDuplicates(displayPath, 'chains', chains, 'lzV2Eid', (c) => c.lzV2Eid))
  }
  if ('rules' in data) {
    const rules = data.rules.map((rule) => ({ ...rule, name: rule.id }))
    problems.push(...findDuplicates(displayPath, 'rules', rules, 'id', (rule) => rule.id))
  }
  return problems
}
