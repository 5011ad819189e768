/**
 * The rules an integrator acts on (docs/data/rules.json), each written once, and every form the
 * site shows them in: the `::rule{id="…"}` directive on pages (expanded before the page is
 * compiled, so the web page, its Markdown copy and the search index get the same text), and the
 * Markdown the agent skills, the MCP answers and openapi.json are assembled from.
 *
 * A rule's `{{name}}` placeholders are filled here from the values the site already holds: the
 * limits and the quote window from the API guide's code, addresses and chains from the chain data.
 */
import type { BlockContent, Parent, RootContent } from 'mdast'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import { unified } from 'unified'
import rulesJson from '../../data/rules.json' with { type: 'json' }
import solanaDeposit from '../../data/solanaDeposit.json' with { type: 'json' }
import {
  apiBase,
  directDepositAddress,
  maxUsdPerChain,
  minUsdPerChain,
  quoteValidityMs,
} from '../../snippets/api/verdict.ts'
import { inboundChains, layerzeroChains } from '../chains/chainData.ts'
import type { Rule, RulesFile, RuleValueName } from '../data/schemas.ts'
import { siteUrl } from '../site/site.ts'

const rulesFile = rulesJson as RulesFile

export const usd = (value: number) => `$${value.toFixed(2).replace(/\.00$/, '')}`

/** A list of chains as prose: "Beam (4337)", "A (1) and B (2)", "A (1), B (2) and C (3)". */
function chainsInProse(chains: readonly { name: string; nativeId: number }[]): string {
  const names = chains.map((chain) => `${chain.name} (${chain.nativeId})`)
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`
}

/**
 * The value of every placeholder a rule may use. The limits, the window and the addresses come from
 * the decision module readers copy (docs/snippets/api/verdict.ts), which decides by the same rules.
 */
function ruleValues(): Record<RuleValueName, string> {
  const gasZipV2 = inboundChains.gasZipV2Address.toLowerCase()
  return {
    minUsdPerChain: usd(minUsdPerChain),
    maxUsdPerChain: usd(maxUsdPerChain),
    quoteWindowSeconds: String(quoteValidityMs / 1000),
    apiBase,
    directDepositAddress,
    nonDirectDepositChains: chainsInProse(inboundChains.chains.filter((chain) => !chain.directDeposit)),
    gasZipV2Address: inboundChains.gasZipV2Address,
    gasZipV2OtherVerified: inboundChains.chains
      .filter((chain) => chain.gasZipV2Verified && chain.contractDepositAddress.toLowerCase() !== gasZipV2)
      .map((chain) => `\`${chain.contractDepositAddress}\` on ${chain.name} (${chain.nativeId})`)
      .join(', '),
    solanaProgramId: solanaDeposit.programId,
    solanaWrongProgramId: solanaDeposit.wrongProgramId,
    routerV1: layerzeroChains.routers.v1,
    routerV2: layerzeroChains.routers.v2,
    v1RouterChains: chainsInProse(layerzeroChains.chains.filter((chain) => chain.sendThrough === 'v1')),
  }
}

/** The rule with that id, or an error that names the id and the ids there are. */
function findRule(id: string): Rule {
  const rule = rulesFile.rules.find((entry) => entry.id === id)
  if (!rule)
    throw new Error(`no rule "${id}" in docs/data/rules.json; rules: ${rulesFile.rules.map((r) => r.id).join(', ')}`)
  return rule
}

/** Where a rule is at home, as an absolute page URL with its anchor. */
export function ruleUrl(id: string): string {
  const rule = findRule(id)
  return `${siteUrl}${rule.page}#${rule.anchor}`
}

/**
 * A rule's text as Markdown, placeholders filled. With `absolute`, links to site pages become
 * absolute URLs, for text read outside the site (skills, MCP answers, openapi.json).
 */
export function ruleMarkdown(id: string, { absolute = true } = {}): string {
  const values = ruleValues()
  const filled = findRule(id).text.replace(/\{\{(\w+)\}\}/g, (_, name: RuleValueName) => values[name])
  return absolute ? filled.replace(/\]\(\/(?!\/)/g, `](${siteUrl}/`) : filled
}

/** A rule's text as Markdown blocks, as a page shows it. */
export function ruleBlocks(id: string, options: { absolute?: boolean } = {}): BlockContent[] {
  const tree = unified().use(remarkParse).use(remarkGfm).parse(ruleMarkdown(id, options))
  return tree.children as BlockContent[]
}

type Directive = RootContent & { name?: string; attributes?: Record<string, string | null | undefined> | null }

/** The rule id a `::rule{id="…"}` directive names, or an error naming the page. */
export function directiveRule(node: { attributes?: Record<string, string | null | undefined> | null }, page: string) {
  const id = node.attributes?.id ?? ''
  try {
    findRule(id)
  } catch (error) {
    throw new Error(`${page}: ::rule ${(error as Error).message}`)
  }
  return id
}

function expand(parent: Parent, page: string) {
  parent.children = parent.children.flatMap((child) => {
    const node = child as Directive
    if (node.type === 'leafDirective' && node.name === 'rule')
      return ruleBlocks(directiveRule(node, page), { absolute: false })
    if ('children' in child) expand(child as Parent, page)
    return [child]
  }) as typeof parent.children
}

/** Remark plugin: expands `::rule{id="…"}` into the rule's text. */
export function remarkRule() {
  return (tree: Parent, file: { path?: string }) => expand(tree, file.path ?? 'page')
}

/**
 * Rules as Markdown sections, for text read outside the site (skills, MCP answers): each a heading
 * with the rule's title, its text, and the page section it is at home in.
 */
export function ruleSections(ids: readonly string[], depth = 3): string {
  return ids
    .map((id) => `${'#'.repeat(depth)} ${findRule(id).title}\n\n${ruleMarkdown(id)}\n\nPage: ${ruleUrl(id)}`)
    .join('\n\n')
}
