/**
 * openapi.json states some rules in its descriptions: what a failed request means, the quote
 * window, when the gas is delivered, when a quote may be sent. Those descriptions are written from
 * docs/data/rules.json, never by hand: an object that states a rule carries `"x-gaszip-rule": "<id>"`,
 * and its `description` is the rule's text with the page it is at home on, after the object's own
 * `"x-gaszip-lead"` when it has one (what the field is, which no rule says). `npm run rules:openapi`
 * writes them into public/openapi.json, which stays a plain static file for the reference
 * components, the linters and the readers who download it; a unit test fails while the file and
 * the rules differ.
 */
import type { Parent, RootContent } from 'mdast'
import { toString as plainText } from 'mdast-util-to-string'
import { ruleBlocks, ruleUrl } from './rules.ts'

/**
 * A rule as one line of plain text, as OpenAPI descriptions are read (the reference shows `code`
 * spans and bare URLs, not Markdown): a link becomes its words with the URL after them, and a
 * list item a sentence of its own.
 */
export function rulePlainText(id: string): string {
  const inline = (node: RootContent): string => {
    if (node.type === 'link') return `${plainText(node)} (${node.url})`
    if (node.type === 'inlineCode') return `\`${node.value}\``
    if ('children' in node) return (node as Parent).children.map(inline).join('')
    return plainText(node)
  }
  const block = (node: RootContent): string[] =>
    node.type === 'list' || node.type === 'listItem'
      ? (node as Parent).children.flatMap(block)
      : [
          inline(node)
            .replace(/\s*\n\s*/g, ' ')
            .trim(),
        ]
  const blocks = ruleBlocks(id)
  return blocks
    .flatMap((node, index) => {
      const sentences = block(node)
      // A paragraph that opens a list ends in a colon; in one line of text it ends its sentence.
      if (blocks[index + 1]?.type === 'list') return sentences.map((s) => s.replace(/:$/, '.'))
      return sentences
    })
    .filter(Boolean)
    .map((sentence) => (/[.:!?]$/.test(sentence) ? sentence : `${sentence}.`))
    .join(' ')
}

/** The description of an OpenAPI object that states the rule `id`, after the object's own lead. */
export const ruleDescription = (id: string, lead?: string) =>
  `${lead ? `${lead} ` : ''}${rulePlainText(id)} See ${ruleUrl(id)}.`

/** A copy of the document with the description of every `x-gaszip-rule` object written from its rule. */
export function openapiWithRules<Document>(doc: Document): Document {
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk)
    if (node === null || typeof node !== 'object') return node
    const copy: Record<string, unknown> = Object.fromEntries(
      Object.entries(node).map(([key, value]) => [key, walk(value)]),
    )
    const id = copy['x-gaszip-rule']
    const lead = copy['x-gaszip-lead']
    if (typeof id === 'string') copy.description = ruleDescription(id, typeof lead === 'string' ? lead : undefined)
    return copy
  }
  return walk(doc) as Document
}
