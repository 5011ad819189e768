/**
 * openapi.json states some rules in its descriptions: what a failed request means, the quote
 * window. Those descriptions are written from docs/data/rules.json, never by hand: an object that
 * states a rule carries `"x-gaszip-rule": "<id>"`, and its `description` is the rule's text with
 * the page it is at home on. `npm run rules:openapi` writes them into public/openapi.json, which
 * stays a plain static file for the reference components, the linters and the readers who
 * download it; a unit test fails while the file and the rules differ.
 */
import { ruleMarkdown, ruleUrl } from './rules.ts'

/** The description of an OpenAPI object that states the rule `id`. */
export const ruleDescription = (id: string) => `${ruleMarkdown(id)} See ${ruleUrl(id)}.`

/** A copy of the document with the description of every `x-gaszip-rule` object written from its rule. */
export function openapiWithRules<Document>(doc: Document): Document {
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk)
    if (node === null || typeof node !== 'object') return node
    const copy: Record<string, unknown> = Object.fromEntries(
      Object.entries(node).map(([key, value]) => [key, walk(value)]),
    )
    const id = copy['x-gaszip-rule']
    if (typeof id === 'string') copy.description = ruleDescription(id)
    return copy
  }
  return walk(doc) as Document
}
