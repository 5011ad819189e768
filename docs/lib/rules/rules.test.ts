import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import rules from '../../data/rules.json' with { type: 'json' }
import { maxUsdPerChain, minUsdPerChain, quoteValidityMs } from '../../snippets/api/depositFlow.ts'
import { layerzeroChains } from '../chains/chainData.ts'
import { renderPageMarkdown } from '../markdown/pageMarkdown.ts'
import { ruleMarkdown, ruleUrl } from './rules.ts'

const pagesDir = join(import.meta.dirname, '..', '..', 'pages')
const placement = { page: 'test.mdx', url: 'https://dev.gas.zip/test' }

/** A heading's anchor as the site makes it: lowercase words joined by hyphens, punctuation dropped. */
const anchorOf = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, '')
    .trim()
    .replace(/ /g, '-')

/** The anchor of the section each `::rule{id}` of an MDX source sits in. */
function placedRules(source: string): Map<string, string[]> {
  const placed = new Map<string, string[]>()
  let anchor = ''
  for (const line of source.split('\n')) {
    const heading = line.match(/^#{1,6} (.+)$/)
    if (heading) anchor = anchorOf(heading[1] ?? '')
    const rule = line.match(/^::rule\{id="([^"]+)"\}$/)
    if (rule?.[1]) placed.set(rule[1], [...(placed.get(rule[1]) ?? []), anchor])
  }
  return placed
}

describe('rules (docs/data/rules.json)', () => {
  it('fills the values from the code and data that hold them', () => {
    const usd = (value: number) => `$${value.toFixed(2).replace(/\.00$/, '')}`
    expect(ruleMarkdown('limits')).toContain(`${usd(minUsdPerChain)} to ${usd(maxUsdPerChain)}`)
    expect(ruleMarkdown('quote-window')).toContain(`${quoteValidityMs / 1000} seconds`)
    expect(ruleMarkdown('router-by-chain')).toContain(layerzeroChains.routers.v1)
    for (const rule of rules.rules) expect(ruleMarkdown(rule.id)).not.toMatch(/\{\{/)
  })

  it('places every rule on its home page, in the section its anchor names', () => {
    for (const rule of rules.rules) {
      const source = readFileSync(join(pagesDir, `${rule.page}.mdx`), 'utf8')
      expect(placedRules(source).get(rule.id), `${rule.id} on ${rule.page}`).toContain(rule.anchor)
      expect(ruleUrl(rule.id)).toBe(`https://dev.gas.zip${rule.page}#${rule.anchor}`)
    }
  })

  it('shows a rule in the Markdown page as its text, and names the page of an unknown rule', () => {
    const page = renderPageMarkdown('# Page\n\n:::danger[Limits]\n::rule{id="limits"}\n:::\n', placement).markdown
    expect(page).toContain('> **Danger: Limits.** Each outbound chain')
    expect(page).toContain('[Discord](https://discord.gg/gasdotzip)')
    expect(() => renderPageMarkdown('# Page\n\n::rule{id="limit"}\n', placement)).toThrow(
      /test\.mdx: ::rule no rule "limit" in docs\/data\/rules\.json/,
    )
  })
})
