/**
 * The words the site search also finds pages and sections by, which their text does not hold
 * where a reader looks (searchFields.ts, `keywords`):
 * - each page in the sidebar: the groups above it and its own label, so "manual solana" or
 *   "layerzero v2 deposit" finds the page the sidebar shows under those words;
 * - each section of docs/data/searchAliases.json: the words readers use for its subject;
 * - each chain list section: the names of its chains and their other names, so a chain's name
 *   finds its list among the examples that name it.
 */
import type { SidebarItem } from 'vocs'
import inboundChains from '../../data/inboundChains.json' with { type: 'json' }
import outboundChains from '../../data/outboundChains.json' with { type: 'json' }
import searchAliases from '../../data/searchAliases.json' with { type: 'json' }
import type { SearchAliasesFile } from '../data/schemas.ts'

/**
 * A chain's name as the terms it is searched by: its first word and the whole name as one term
 * (`OP OP_Mainnet`). A query finds the chain by its first word or by the start of its name,
 * and the other words that chain names share with the rest of the site ("chain", "mainnet",
 * "one") do not bring the chain lists to the top of every query that holds them.
 */
export function chainNameTerms(name: string): string[] {
  const words = name.trim().split(/\s+/)
  return words.length > 1 ? [words[0] ?? '', words.join('_')] : words
}

/** A chain's display name and its other names (docs/data: `aliases`), each as search terms. */
const namesOf = (chain: { name: string; aliases?: readonly string[] }) =>
  [chain.name, ...(chain.aliases ?? [])].flatMap(chainNameTerms)

const chainNames = {
  inbound: inboundChains.chains.flatMap(namesOf),
  outbound: outboundChains.chains.flatMap(namesOf),
}

/** The labels of the sidebar groups above each linked page, then the page's own label, by page path. */
export function sidebarTrails(items: readonly SidebarItem[], above: readonly string[] = []): Map<string, string[]> {
  const trails = new Map<string, string[]>()
  for (const item of items) {
    const trail = item.text ? [...above, item.text] : [...above]
    if (item.link) trails.set(item.link, [...(trails.get(item.link) ?? []), ...trail])
    for (const [link, words] of sidebarTrails(item.items ?? [], trail))
      trails.set(link, [...(trails.get(link) ?? []), ...words])
  }
  return trails
}

/** The search keywords of the site, by page path or section (`/gas/overview#limits`). */
export function searchKeywords(
  sidebar: readonly SidebarItem[],
  file: SearchAliasesFile = searchAliases as SearchAliasesFile,
): Record<string, string[]> {
  const keywords: Record<string, string[]> = {}
  const add = (place: string, words: readonly string[]) => {
    keywords[place] = [...(keywords[place] ?? []), ...words]
  }
  for (const [link, words] of sidebarTrails(sidebar)) add(link, words)
  for (const { section, words } of file.aliases) add(section, words)
  for (const { section, list } of file.chainLists) add(section, chainNames[list])
  return keywords
}
