/**
 * The site's search index: each page rendered to HTML with the site's Markdown plugins (so chain
 * tables and other generated content are searchable), cut into one entry per heading that
 * carries an anchor link, and indexed with MiniSearch (the fields are searchFields.ts).
 * Everything here works on strings; pageIndexer.ts reads the pages.
 */
import { createHash } from 'node:crypto'
import { posix, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { compile, run } from '@mdx-js/mdx'
import MiniSearch from 'minisearch'
import { createElement } from 'react'
import * as runtime from 'react/jsx-runtime'
import { renderToStaticMarkup } from 'react-dom/server'
import type { PluggableList } from 'unified'
import type { VFile } from 'vfile'
import { matter } from 'vfile-matter'
import { decodeEntities } from '../site/htmlEntities.ts'
import { type SearchResult, searchIndexOptions } from './searchFields.ts'

/** The remark and rehype plugins pages are compiled with. */
export type MarkdownPlugins = { remarkPlugins: PluggableList; rehypePlugins: PluggableList }

/** One part of a page: a heading with an anchor and the HTML up to the next such heading. */
export type Section = {
  anchor: string
  html: string
  /** The page's first heading (its title): the dialog shows a page icon for it. */
  isPage: boolean
  /** The headings above this one, outermost first, then this heading's own title. */
  titles: string[]
  text: string
}

/** One entry of the index: its stored fields (`excerpt` is the start of `text`, excerptText) and the searched ones. */
export type SearchDocument = SearchResult & {
  /** The entry's link, which is unique: a page path and a heading's anchor. */
  id: string
  /** The whole section's text: searched, not stored. */
  text: string
  /** Words the section is also found by, never shown (see searchFields.ts): searched, not stored. */
  keywords?: string
}

/**
 * Words entries are also found by, keyed by an entry's id (`/gas/overview#limits`) or by a page
 * path (`/gas/overview`), which means the page's own entry (its title and first lines).
 */
export type SearchKeywords = Readonly<Record<string, readonly string[]>>

export type BuiltSearchIndex = {
  /** `MiniSearch#toJSON()` as a string: what the dialog's `getSearchIndex()` resolves to. */
  json: string
  /** 8 hex characters of the SHA-256 of `json`: the index file is named after its content. */
  hash: string
}

/** The most characters of a section's text an excerpt keeps: about the five lines the dialog shows. */
const excerptLength = 320

/** A heading as MDX renders it, on one line: level and inner HTML. */
const headingPattern = /<h([1-6])(?:\s[^>]*)?>(.*?)<\/h\1>/g
/** The anchor link appended to a heading (the last link in it): its fragment. */
const anchorLinkPattern = /<a\s[^>]*href="[^"]*#([^"]*)"[^>]*>(?:(?!<a\s).)*<\/a>\s*$/

const withoutTags = (html: string) => decodeEntities(html.replace(/<[^>]*>/g, ''))

/** Elements that sit inside a line of text: their tags part no words ("Fees and `msg.value`"). */
const inlineTags = /^<\/?(?:a|abbr|b|code|em|i|kbd|mark|s|small|span|strong|sub|sup)(?:[\s/>]|$)/i

/**
 * The text a section is found by, as plain text (`&amp;` read as `&`): the tags of inline
 * elements (inline code, links, emphasis) are dropped, so their text reads as written ("the
 * deposit `status`, plus `txs`:", "`deposit()` example"); every other tag becomes a space, so
 * the cells of a table row and the items of a list stay separate words ("Botanix 3637 496",
 * not "Botanix3637496"); runs of white space become one.
 */
export function searchableText(html: string): string {
  return decodeEntities(html.replace(/<[^>]*>/g, (tag) => (inlineTags.test(tag) ? '' : ' ')))
    .replace(/\s+/g, ' ')
    .trim()
}

/**
 * A section's excerpt: its text up to `length` characters, cut after a whole word, with an
 * ellipsis when text was left out.
 */
export function excerptText(text: string, length = excerptLength): string {
  if (text.length <= length) return text
  const cut = text.slice(0, length + 1)
  const wordEnd = cut.lastIndexOf(' ')
  return `${(wordEnd > 0 ? cut.slice(0, wordEnd) : cut.slice(0, length)).trimEnd()} …`
}

/**
 * A section's HTML without its code blocks. Search finds prose, tables and inline code; whole
 * listings stay out of the index (they were two fifths of its text and most of its words), and
 * the names a reader looks for in them are written in the prose around them.
 */
export function withoutCodeBlocks(html: string): string {
  return html.replace(/<pre[\s>][\s\S]*?<\/pre>/g, ' ')
}

type Heading = { level: number; title: string; anchor: string; start: number; end: number }

function anchoredHeadings(html: string): Heading[] {
  const headings: Heading[] = []
  for (const match of html.matchAll(headingPattern)) {
    const [whole, level = '', inner = ''] = match
    const link = anchorLinkPattern.exec(inner)
    if (!link) continue
    headings.push({
      level: Number(level),
      title: withoutTags(inner.slice(0, link.index)).trim(),
      anchor: link[1] ?? '',
      start: match.index,
      end: match.index + whole.length,
    })
  }
  return headings
}

/**
 * Cuts a rendered page at its headings that carry an anchor link (headings without one stay in
 * the text around them). The HTML before the first such heading belongs to no section. A heading
 * without a title, or with nothing after it, gives no section.
 */
export function splitIntoSections(html: string): Section[] {
  const headings = anchoredHeadings(html)
  const parents: Heading[] = []
  const sections: Section[] = []
  headings.forEach((heading, position) => {
    const content = html.slice(heading.end, headings[position + 1]?.start ?? html.length)
    while ((parents.at(-1)?.level ?? 0) >= heading.level) parents.pop()
    const titles = [...parents.map((parent) => parent.title), heading.title]
    if (!heading.title) return
    parents.push(heading)
    if (!content) return
    sections.push({
      anchor: heading.anchor,
      html: content,
      isPage: position === 0,
      titles,
      text: searchableText(withoutCodeBlocks(content)),
    })
  })
  return sections
}

/**
 * Where a page's entries link to, from its path under docs/pages: `gas/overview.mdx` →
 * `/gas/overview`, `gas/index.mdx` → `/gas`, and the home page (`index.mdx`) → `/`. A bare
 * `#anchor` would open the section on whatever page the reader searched from.
 */
export function pageHref(page: string): string {
  const route = page.replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '')
  return `/${route}`
}

type RenderedPage = { html: string; frontmatter: Record<string, unknown> }

/** Reads the page's YAML front matter into `file.data.matter`. */
const readFrontmatter = () => (_tree: unknown, file: VFile) => matter(file)

function frontmatterOf(file: VFile): Record<string, unknown> {
  const data = file.data.matter
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {}
}

/**
 * Compiles MDX with the given plugins and renders it to static HTML. The compile gets the text
 * only, with no file path: remark plugins that add imports (remarkCopyPage) act on a compile that
 * names its file, the page build, and leave this one alone. `file` only resolves relative URLs.
 */
async function renderMdx(source: string, file: string, plugins: MarkdownPlugins): Promise<RenderedPage> {
  const baseUrl = pathToFileURL(file).href
  const compiled = await compile(source, {
    baseUrl,
    outputFormat: 'function-body',
    remarkPlugins: [...plugins.remarkPlugins, readFrontmatter],
    rehypePlugins: plugins.rehypePlugins,
  })
  const { default: Content } = await run(compiled, { ...runtime, baseUrl })
  return { html: renderToStaticMarkup(createElement(Content)), frontmatter: frontmatterOf(compiled) }
}

/**
 * A page kept only so that an old link still lands somewhere: its title ends in "(moved)" and it
 * points to the pages that took its place. Search leads to those pages, not to the stub.
 */
const isMovedStub = (frontmatter: Record<string, unknown>) =>
  typeof frontmatter.title === 'string' && /\(moved\)$/.test(frontmatter.title.trim())

/**
 * The index entries of one page (`page` is its path under `<rootDir>/pages`). A page with
 * `searchable: false` in its front matter, or a moved page's stub, has none. A page that cannot be rendered throws an
 * error that names its file: it must not drop out of search unnoticed.
 */
export async function pageDocuments(
  { rootDir, page, source }: { rootDir: string; page: string; source: string },
  plugins: MarkdownPlugins,
): Promise<SearchDocument[]> {
  const name = posix.join(rootDir.replaceAll('\\', '/'), 'pages', page)
  let rendered: RenderedPage
  try {
    rendered = await renderMdx(source, resolve(rootDir, 'pages', page), plugins)
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw new Error(`${name}: the search index could not render this page: ${reason}`, { cause: error })
  }
  if (rendered.frontmatter.searchable === false || isMovedStub(rendered.frontmatter)) return []
  const href = pageHref(page)
  // The page's description sums the page up: its page entry is found by it too, as by its text.
  const { description } = rendered.frontmatter
  const summary = typeof description === 'string' ? description : ''
  return splitIntoSections(rendered.html).map(({ anchor, isPage, text, titles }) => ({
    id: `${href}#${anchor}`,
    excerpt: excerptText(text),
    isPage,
    text: isPage && summary ? `${text} ${summary}` : text,
    title: titles.at(-1) ?? '',
    titles: titles.slice(0, -1),
  }))
}

/**
 * The entries with their keywords. A key that names no entry throws, listing every such key: a
 * renamed heading must not leave its keywords behind unnoticed.
 */
export function withKeywords(documents: readonly SearchDocument[], keywords: SearchKeywords): SearchDocument[] {
  const pagePath = (document: SearchDocument) => document.id.split('#')[0] ?? ''
  const keys = new Set(
    documents.flatMap((document) => (document.isPage ? [document.id, pagePath(document)] : [document.id])),
  )
  const unknown = Object.keys(keywords).filter((key) => !keys.has(key))
  if (unknown.length > 0) throw new Error(`Search keywords name no page or section: ${unknown.join(', ')}`)
  return documents.map((document) => {
    const words = [...(keywords[document.id] ?? []), ...(document.isPage ? (keywords[pagePath(document)] ?? []) : [])]
    if (words.length === 0) return document
    return { ...document, keywords: words.join(' ') }
  })
}

const contentHash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 8)

/** The MiniSearch index of the entries, serialised, and the hash its file is named after. */
export function createSearchIndex(documents: readonly SearchDocument[]): BuiltSearchIndex {
  const index = new MiniSearch<SearchDocument>(searchIndexOptions)
  index.addAll(documents)
  const json = JSON.stringify(index.toJSON())
  return { json, hash: contentHash(json) }
}
