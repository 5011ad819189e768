/**
 * openapi.json states some rules in its descriptions: what a failed request means, the quote
 * window, when the gas is delivered, when a quote may be sent. Those descriptions are written from
 * docs/data/rules.json, never by hand: an object that states a rule carries `"x-gaszip-rule": "<id>"`,
 * and its `description` is the rule's text with the page section it is at home in, after the
 * object's own `"x-gaszip-lead"` when it has one (what the field is, which no rule says).
 * `npm run rules:openapi` writes them into public/openapi.json, which stays a plain static file for
 * the reference components, the linters and the readers who download it; a unit test fails while
 * the file and the rules differ.
 */
import type { Parent, RootContent } from 'mdast'
import { toString as plainText } from 'mdast-util-to-string'
import { openapiWithLinkTitles, type TitleOf } from '../openapi/linkTitles.ts'
import { ruleBlocks, ruleUrl } from './rules.ts'

/**
 * A rule as one paragraph of the CommonMark OpenAPI descriptions are written in (the reference
 * shows `code` spans and `[words](url)` links, docs/lib/openapi/descriptionText.ts): links keep the
 * rule's own words, and a list item becomes a sentence of its own.
 */
export function ruleInlineMarkdown(id: string): string {
  const inline = (node: RootContent): string => {
    if (node.type === 'link') return `[${(node as Parent).children.map(inline).join('')}](${node.url})`
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
      // A paragraph that opens a list ends in a colon; in one paragraph of text it ends its sentence.
      if (blocks[index + 1]?.type === 'list') return sentences.map((s) => s.replace(/:$/, '.'))
      return sentences
    })
    .filter(Boolean)
    .map((sentence) => (/[.:!?]$/.test(sentence) ? sentence : `${sentence}.`))
    .join(' ')
}

/**
 * The description of an OpenAPI object that states the rule `id`: the object's own lead, the rule,
 * then the section the rule is at home in, by its heading.
 */
export const ruleDescription = (id: string, titleOf: TitleOf, lead?: string) =>
  `${lead ? `${lead} ` : ''}${ruleInlineMarkdown(id)} See [${titleOf(ruleUrl(id))}](${ruleUrl(id)}).`

/** A copy of the document with the description of every `x-gaszip-rule` object written from its rule. */
export function openapiWithRules<Document>(doc: Document, titleOf: TitleOf): Document {
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk)
    if (node === null || typeof node !== 'object') return node
    const copy: Record<string, unknown> = Object.fromEntries(
      Object.entries(node).map(([key, value]) => [key, walk(value)]),
    )
    const id = copy['x-gaszip-rule']
    const lead = copy['x-gaszip-lead']
    if (typeof id === 'string')
      copy.description = ruleDescription(id, titleOf, typeof lead === 'string' ? lead : undefined)
    return copy
  }
  return walk(doc) as Document
}

/**
 * The document as `npm run rules:openapi` writes it: links into the site titled, rules stated
 * from docs/data/rules.json.
 */
export const openapiAsWritten = <Document>(doc: Document, titleOf: TitleOf): Document =>
  openapiWithRules(openapiWithLinkTitles(doc, titleOf), titleOf)
