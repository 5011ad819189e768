/**
 * Links into the site from public/openapi.json read as the page's title or the section's heading,
 * never as a URL: "What a failed request means: [Errors](https://dev.gas.zip/gas/api/overview#errors)."
 * Those words are written by `npm run rules:openapi` from the pages (a writer puts the bare URL or
 * any words; the script sets the title), and a unit test fails while the file holds other words.
 * The same holds for the `description` of each `externalDocs` object, the page's title.
 * Objects marked `x-gaszip-rule` are left to openapiRules.ts: their links keep the rule's words.
 */
import { siteUrl } from '../site/site.ts'
import { descriptionParts } from './descriptionText.ts'

/** The title or section heading a site URL leads to (tooling/pageTitles.ts reads them from the pages). */
export type TitleOf = (url: string) => string

const isSiteUrl = (url: string) => url === siteUrl || url.startsWith(`${siteUrl}/`)

/** A description with every link into the site written `[title](url)`, the rest as it was. */
export function withLinkTitles(description: string, titleOf: TitleOf): string {
  return descriptionParts(description)
    .map((part) => {
      if (part.kind === 'code') return `\`${part.value}\``
      if (part.kind === 'text') return part.value
      if (isSiteUrl(part.url)) return `[${titleOf(part.url)}](${part.url})`
      const words = part.words.map((phrase) => (phrase.kind === 'code' ? `\`${phrase.value}\`` : phrase.value)).join('')
      return words === part.url ? part.url : `[${words}](${part.url})`
    })
    .join('')
}

const externalDocsKeys = new Set(['externalDocs', 'x-gaszip-external-docs'])

/** A copy of the document whose links into the site read as their titles. */
export function openapiWithLinkTitles<Document>(doc: Document, titleOf: TitleOf): Document {
  const walk = (node: unknown, key?: string): unknown => {
    if (Array.isArray(node)) return node.map((item) => walk(item))
    if (node === null || typeof node !== 'object') return node
    const copy: Record<string, unknown> = Object.fromEntries(
      Object.entries(node).map(([name, value]) => [name, walk(value, name)]),
    )
    const url = copy.url
    if (key && externalDocsKeys.has(key) && typeof url === 'string' && isSiteUrl(url)) copy.description = titleOf(url)
    else if (typeof copy.description === 'string' && copy['x-gaszip-rule'] === undefined)
      copy.description = withLinkTitles(copy.description, titleOf)
    if (typeof copy['x-gaszip-lead'] === 'string')
      copy['x-gaszip-lead'] = withLinkTitles(copy['x-gaszip-lead'], titleOf)
    return copy
  }
  return walk(doc) as Document
}
