/**
 * Builders for the Markdown syntax tree (mdast) that the Markdown pages are written
 * from: plain and inline-code text, links, code blocks and GFM tables. Cells and
 * descriptions stay phrasing content, so a table written this way is valid
 * Markdown that any reader (or model) can parse back.
 */
import type { BlockContent, Code, Paragraph, PhrasingContent, Table, TableCell, TableRow } from 'mdast'
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
 * Prose from a data file (an OpenAPI description, say): `code` spans become
 * inline code and URLs become links, as the web page shows them.
 */
export function richText(value: string): Inline[] {
  const parts = value.split(/(`[^`]+`|https?:\/\/[^\s`]*[^\s`.,;:)])/)
  const nodes: Inline[] = []
  for (const part of parts) {
    if (part === '') continue
    if (part.startsWith('`') && part.endsWith('`') && part.length > 1) nodes.push(inlineCode(part.slice(1, -1)))
    else if (/^https?:\/\//.test(part)) nodes.push(link(part, text(part)))
    else nodes.push(text(part))
  }
  return nodes
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

/** Markdown has no table caption: it becomes a bold line right above the table. */
export function captionedTable(
  caption: Inline[],
  columns: readonly string[],
  rows: readonly (readonly CellContent[])[],
): BlockContent[] {
  return [paragraph(strong(...caption)), table(columns, rows)]
}
