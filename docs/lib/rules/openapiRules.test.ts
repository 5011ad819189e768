import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { pageTitles } from '../../../tooling/pageTitles.ts'
import { openapiAsWritten, openapiWithRules, ruleDescription, ruleInlineMarkdown } from './openapiRules.ts'
import { ruleMarkdown, ruleUrl } from './rules.ts'

const file = join(import.meta.dirname, '..', '..', '..', 'public', 'openapi.json')
const doc = JSON.parse(readFileSync(file, 'utf8')) as {
  components: {
    responses: Record<string, { description: string }>
    schemas: Record<string, { properties?: Record<string, { description?: string }> }>
  }
}
const titleOf = pageTitles()

describe('the rules in openapi.json', () => {
  it('public/openapi.json states each rule as docs/data/rules.json does and titles its links (npm run rules:openapi writes it)', () => {
    expect(doc).toEqual(openapiAsWritten(doc, titleOf))
  })

  it('a failed request and the quote window are written from their rules', () => {
    expect(doc.components.responses.FailedRequest?.description).toBe(ruleDescription('failed-request', titleOf))
    expect(doc.components.responses.QuoteFailed?.description).toBe(ruleDescription('failed-request', titleOf))
    expect(doc.components.schemas.QuoteResponse?.properties?.expires?.description).toBe(
      ruleDescription('quote-window', titleOf),
    )
  })

  it('a rule ends with the heading of its section, linked', () => {
    expect(ruleDescription('failed-request', titleOf)).toMatch(
      new RegExp(`See \\[${titleOf(ruleUrl('failed-request'))}\\]\\(${ruleUrl('failed-request')}\\)\\.$`),
    )
  })

  it("a rule's links keep the rule's own words, as Markdown links", () => {
    const links = [...ruleMarkdown('tracking').matchAll(/\[[^\]]+\]\([^)]+\)/g)].map((match) => match[0])
    expect(links.length).toBeGreaterThan(0)
    for (const link of links) expect(ruleInlineMarkdown('tracking')).toContain(link)
  })

  it('a hand-written description of a marked object is replaced', () => {
    const copy = structuredClone(doc)
    if (copy.components.responses.FailedRequest)
      copy.components.responses.FailedRequest.description = 'Try again later.'
    expect(copy).not.toEqual(openapiWithRules(copy, titleOf))
    expect(openapiWithRules(copy, titleOf)).toEqual(doc)
  })
})
