/**
 * The text of an OpenAPI description (public/openapi.json) as the reference shows it. Descriptions
 * are one paragraph of CommonMark using three of its forms: `code` spans, links written
 * `[words](https://…)` (the words may hold `code`), and bare URLs, shown as written. The web page
 * (EndpointReference) and the Markdown copy and search index (markdown/blocks.ts) read them
 * through this one function, so they show the same words.
 */

export type Phrase = { kind: 'text'; value: string } | { kind: 'code'; value: string }
export type DescriptionPart = Phrase | { kind: 'link'; url: string; words: Phrase[] }

const code = /`[^`]+`/.source
const markdownLink = String.raw`\[((?:[^\]\x60]|${code})+)\]\((https?:\/\/[^\s)]+)\)`
const bareUrl = /https?:\/\/[^\s`]*[^\s`.,;:)]/.source
const pattern = new RegExp(`${markdownLink}|(${code})|(${bareUrl})`, 'g')

/** Text and `code` spans, in order. */
function phrases(value: string): Phrase[] {
  return value
    .split(/(`[^`]+`)/)
    .filter((part) => part !== '')
    .map((part) =>
      part.length > 1 && part.startsWith('`') && part.endsWith('`')
        ? { kind: 'code', value: part.slice(1, -1) }
        : { kind: 'text', value: part },
    )
}

/** A description as text, `code` spans and links, in order. */
export function descriptionParts(description: string): DescriptionPart[] {
  const parts: DescriptionPart[] = []
  let last = 0
  for (const match of description.matchAll(pattern)) {
    if (match.index > last) parts.push({ kind: 'text', value: description.slice(last, match.index) })
    const [whole, words, url, codeSpan, bare] = match
    if (words !== undefined && url !== undefined) parts.push({ kind: 'link', url, words: phrases(words) })
    else if (codeSpan !== undefined) parts.push({ kind: 'code', value: codeSpan.slice(1, -1) })
    else if (bare !== undefined) parts.push({ kind: 'link', url: bare, words: [{ kind: 'text', value: bare }] })
    last = match.index + whole.length
  }
  if (last < description.length) parts.push({ kind: 'text', value: description.slice(last) })
  return parts
}
