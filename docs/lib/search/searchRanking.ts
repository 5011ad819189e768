/**
 * The order of search results after MiniSearch's score: a section whose title is the query, or
 * one of whose words readers use for its subject (docs/data/searchAliases.json) is the query,
 * comes first. A reader who types a page's or a section's exact name gets it first, whatever
 * other sections score for the same words. The search dialog and the MCP `search_docs` tool
 * both order their results with it.
 */
import searchAliases from '../../data/searchAliases.json' with { type: 'json' }
import type { SearchAliasesFile } from '../data/schemas.ts'

/** Lower case, single spaces: "Deposit  Limits " and "deposit limits" are the same name. */
const normalized = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase()

/** The words of docs/data/searchAliases.json, normalized, by section or page path. */
export function aliasesBySection(file: SearchAliasesFile = searchAliases as SearchAliasesFile): Map<string, string[]> {
  const bySection = new Map<string, string[]>()
  for (const { section, words } of file.aliases)
    bySection.set(section, [...(bySection.get(section) ?? []), ...words.map(normalized)])
  return bySection
}

const siteAliases = aliasesBySection()

/** A result as MiniSearch gives it, with the stored fields of searchFields.ts. */
type Ranked = { id: unknown; title?: unknown; isPage?: unknown }

/**
 * Whether `result` is named `query` exactly: its title, or a word of its section (a page's own
 * entry also takes the words given to its page path).
 */
function isExactMatch(result: Ranked, query: string, aliases: ReadonlyMap<string, readonly string[]>): boolean {
  if (typeof result.title === 'string' && normalized(result.title) === query) return true
  const id = String(result.id)
  const words = [
    ...(aliases.get(id) ?? []),
    ...(result.isPage === true ? (aliases.get(id.split('#')[0] ?? '') ?? []) : []),
  ]
  return words.includes(query)
}

/** The results with the exact matches of `query` first; otherwise in the order they came. */
export function exactMatchFirst<Result extends Ranked>(
  results: readonly Result[],
  query: string,
  aliases: ReadonlyMap<string, readonly string[]> = siteAliases,
): Result[] {
  const name = normalized(query)
  const exact = results.filter((result) => isExactMatch(result, name, aliases))
  return exact.length === 0 ? [...results] : [...exact, ...results.filter((result) => !exact.includes(result))]
}
