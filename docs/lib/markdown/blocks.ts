/**
 * Builders for the Markdown syntax tree (mdast) that the Markdown pages are written
 * from: plain and inline-code text, links, code blocks and GFM tables. Cells and
 * descriptions stay phrasing content, so a table written this way is valid
 * Markdown that any reader (or model) can parse back.
 */
import type { BlockContent, Code, Heading, Paragraph, PhrasingContent, Table, TableCell, TableRow } from 'mdast'
import { toString as plainText } from 'mdast-util-to-string'
import { descriptionParts, type Phrase } from '../openapi/descriptionText.ts'
import { siteUrl } from '../site/site.ts'

export type Inline = PhrasingContent

export const text = (value: string): Inline => ({ type: 'text', value })
export const inlineCode = (value: string): Inline => ({ type: 'inlineCode', value })
export const strong = (...children: Inline[]): Inline => ({ type: 'strong', children })
export const emphasis = (...children: Inline[]): Inline => ({ type: 'emphasis', children })
export const link = (url: string, ...children: Inline[]): Inline => ({ type: 'link', url, children })
export const paragraph = (...children: Inline[]): Paragraph => ({ type: 'paragraph', children })
export const codeBlock = (value: string, lang?: string, meta?: string): Code => ({
  type: 'code',
  lang: lang ?? null,
  meta: meta ?? null,
  value,
})

/** A site path (`/gas/api/quote`) as the absolute URL a reader of the Markdown can open. */
export function absoluteUrl(href: string): string {
  return href.startsWith('/') && !href.startsWith('//') ? `${siteUrl}${href}` : href
}

/**
 * Prose from a data file (an OpenAPI description, say), read as the web page reads it
 * (docs/lib/openapi/descriptionText.ts): `code` spans become inline code and links keep their words.
 */
export function richText(value: string): Inline[] {
  const phrase = (part: Phrase): Inline => (part.kind === 'code' ? inlineCode(part.value) : text(part.value))
  return descriptionParts(value).map((part) =>
    part.kind === 'link' ? link(part.url, ...part.words.map(phrase)) : phrase(part),
  )
}

/** One table cell: plain text, or a list of inline nodes. */
export type CellContent = string | Inline[]

const cell = (content: CellContent): TableCell => ({
  type: 'tableCell',
  children: typeof content === 'string' ? (content === '' ? [] : [text(content)]) : content,
})

/** A GFM table: a header row of column names, then one row per entry. */
export function table(columns: readonly string[], rows: readonly (readonly CellContent[])[]): Table {
  const row = (cells: readonly CellContent[]): TableRow => {
    if (cells.length !== columns.length)
      throw new Error(`table: a row has ${cells.length} cells for ${columns.length} columns (${columns.join(', ')})`)
    return { type: 'tableRow', children: cells.map(cell) }
  }
  return {
    type: 'table',
    align: columns.map(() => null),
    children: [row(columns), ...rows.map(row)],
  }
}

/**
 * A table that shows each row as one labelled entry on phones (`table.stacked-table` in
 * docs/styles.css): the web page gets the class and each body cell after the first its column
 * name as `data-label`. The Markdown form is the plain table.
 */
export function stackedTable(columns: readonly string[], rows: readonly (readonly CellContent[])[]): Table {
  const result = table(columns, rows)
  result.data = { ...result.data, hProperties: { className: ['stacked-table'] } } as Table['data']
  for (const row of result.children.slice(1))
    row.children.forEach((cell, index) => {
      if (index > 0) cell.data = { ...cell.data, hProperties: { dataLabel: columns[index] } } as typeof cell.data
    })
  return result
}

/**
 * A heading one level below the section it is placed in, e.g. `### Parameters` under
 * `## Request`. Its level is set once the page is assembled (settleHeadingLevels), since a data
 * block does not know the heading above it.
 */
function subheading(...children: Inline[]): Heading {
  return { type: 'heading', depth: 6, children, data: { subheading: true } as Heading['data'] }
}

/** Whether a heading was made by `subheading`, its level not settled yet. */
const isSubheading = (heading: Heading) => (heading.data as { subheading?: boolean } | undefined)?.subheading

/**
 * Sets the level of every heading of a page: a subheading sits one level below the section
 * heading before it (and is left out when it only repeats that heading), and no heading is more
 * than one level deeper than the heading before it (an `###` right after the `#` title becomes
 * `##`).
 */
export function settleHeadingLevels<Block extends { type: string }>(blocks: readonly Block[]): Block[] {
  let section: Heading | undefined
  // Before the first heading nothing limits the level.
  let previous = 5
  return blocks.filter((block) => {
    if (block.type !== 'heading') return true
    const heading = block as unknown as Heading
    if (isSubheading(heading)) {
      if (section && plainText(section) === plainText(heading)) return false
      heading.depth = Math.min((section?.depth ?? 0) + 1, 6) as Heading['depth']
      heading.data = undefined
    } else {
      heading.depth = Math.min(heading.depth, previous + 1) as Heading['depth']
      section = heading
    }
    previous = heading.depth
    return true
  })
}

/**
 * Markdown has no table caption: it becomes a subheading right above the table, with the
 * table's description, if any, as a paragraph under it.
 */
export function captionedTable(
  caption: Inline[],
  columns: readonly string[],
  rows: readonly (readonly CellContent[])[],
  description: Inline[] = [],
): BlockContent[] {
  return [subheading(...caption), ...(description.length > 0 ? [paragraph(...description)] : []), table(columns, rows)]
}
