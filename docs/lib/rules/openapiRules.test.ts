import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { openapiWithRules, ruleDescription } from './openapiRules.ts'

const file = join(import.meta.dirname, '..', '..', '..', 'public', 'openapi.json')
const doc = JSON.parse(readFileSync(file, 'utf8')) as {
  components: {
    responses: Record<string, { description: string }>
    schemas: Record<string, { properties?: Record<string, { description?: string }> }>
  }
}

describe('the rules in openapi.json', () => {
  it('public/openapi.json states each rule as docs/data/rules.json does (npm run rules:openapi writes it)', () => {
    expect(doc).toEqual(openapiWithRules(doc))
  })

  it('a failed request and the quote window are written from their rules', () => {
    expect(doc.components.responses.FailedRequest?.description).toBe(ruleDescription('failed-request'))
    expect(doc.components.responses.QuoteFailed?.description).toBe(ruleDescription('failed-request'))
    expect(doc.components.schemas.QuoteResponse?.properties?.expires?.description).toBe(ruleDescription('quote-window'))
  })

  it('a hand-written description of a marked object is replaced', () => {
    const copy = structuredClone(doc)
    if (copy.components.responses.FailedRequest)
      copy.components.responses.FailedRequest.description = 'Try again later.'
    expect(copy).not.toEqual(openapiWithRules(copy))
    expect(openapiWithRules(copy)).toEqual(doc)
  })
})
