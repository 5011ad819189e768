import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import MiniSearch from 'minisearch'
import { describe, expect, it } from 'vitest'
import { distDir } from '../../tooling/routes.ts'
import { readPages } from '../support/pages.ts'

type IndexedDocument = { href: string; title: string; titles: string[]; isPage: boolean }

const indexDir = join(distDir, '.vocs')
const indexFiles = existsSync(indexDir)
  ? readdirSync(indexDir).filter((name) => /^search-index-\w+\.json$/.test(name))
  : []

/** Every entry of the built index, its id (the entry's link) as `href`. */
function readBuiltIndex(): IndexedDocument[] {
  const [file] = indexFiles
  if (!file) throw new Error(`no search index in ${indexDir}: run \`npm run build\` first`)
  const json = readFileSync(join(indexDir, file), 'utf8')
  const index = MiniSearch.loadJSON<Omit<IndexedDocument, 'href'>>(json, {
    fields: ['title', 'titles', 'text'],
    storeFields: ['title', 'titles', 'isPage'],
  })
  const { _documentIds: ids, _storedFields: stored } = index as unknown as {
    _documentIds: Map<number, string>
    _storedFields: Map<number, Omit<IndexedDocument, 'href'>>
  }
  return [...stored.entries()].map(([short, fields]) => ({ ...fields, href: ids.get(short) ?? '' }))
}

/** Heading text as the reader sees it: markdown marks removed. */
const plain = (markdown: string) =>
  markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_]/g, '')
    .trim()

function headingsOf(source: string): string[] {
  const headings: string[] = []
  let inFence = false
  for (const line of source.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence
    if (inFence) continue
    const match = /^(##|###) (.+)$/.exec(line)
    if (match?.[2]) headings.push(plain(match[2]))
  }
  return headings
}

/** A moved page's stub: it points to the pages that took its place, and search leads there instead. */
const isMovedStub = (title: string) => /\(moved\)$/.test(title)

describe('built search index', () => {
  const documents = readBuiltIndex()
  const pages = readPages()
  const searchedPages = pages.filter((page) => !isMovedStub(page.title))

  it('leaves the stubs of moved pages out, and has stubs to leave out', () => {
    const stubs = pages.filter((page) => isMovedStub(page.title)).map((page) => page.path)
    expect(stubs.length).toBeGreaterThan(0)
    expect(documents.filter((doc) => stubs.includes(doc.href.split('#')[0] ?? '')).map((doc) => doc.href)).toEqual([])
  })

  it.each(searchedPages.map((page) => [page.path, page] as const))('holds %s and its h2/h3 sections', (_, page) => {
    const ofPage = documents.filter((doc) => doc.href.split('#')[0] === page.path)
    expect(ofPage.filter((doc) => doc.isPage).map((doc) => doc.title)).toEqual([plain(page.h1)])
    const titles = ofPage.map((doc) => doc.title)
    for (const heading of headingsOf(page.source)) expect(titles).toContain(heading)
  })
})

describe('search index file', () => {
  it('is one file, named after the SHA-256 of its content, so a changed index never keeps an old name', () => {
    expect(indexFiles).toHaveLength(1)
    const [file = ''] = indexFiles
    const content = readFileSync(join(indexDir, file), 'utf8')
    expect(file).toBe(`search-index-${createHash('sha256').update(content).digest('hex').slice(0, 8)}.json`)
  })

  it('is at most 60 KB gzip: a phone fetches it on the first search', () => {
    const [file = ''] = indexFiles
    const content = readFileSync(join(indexDir, file))
    expect(gzipSync(content, { level: 9 }).length).toBeLessThanOrEqual(60 * 1024)
  })

  it('stores a short excerpt of each section, not its HTML or its whole text', () => {
    const [file = ''] = indexFiles
    const { storedFields } = JSON.parse(readFileSync(join(indexDir, file), 'utf8')) as {
      storedFields: Record<string, Record<string, unknown>>
    }
    const stored = Object.values(storedFields)
    expect(new Set(stored.flatMap((fields) => Object.keys(fields)))).toEqual(
      new Set(['excerpt', 'isPage', 'title', 'titles']),
    )
    // An excerpt is about the five lines the dialog shows under a result.
    const longest = Math.max(...stored.map((fields) => String(fields.excerpt).length))
    expect(longest).toBeLessThanOrEqual(400)
    expect(stored.filter((fields) => String(fields.excerpt).trim().length > 0).length).toBeGreaterThan(150)
  })

  it('stores titles and excerpts as plain text, which the dialog renders as text: `&`, not `&amp;`', () => {
    const [file = ''] = indexFiles
    const { storedFields } = JSON.parse(readFileSync(join(indexDir, file), 'utf8')) as {
      storedFields: Record<string, { excerpt?: string; title?: string; titles?: string[] }>
    }
    const texts = Object.values(storedFields).flatMap(({ excerpt = '', title = '', titles = [] }) => [
      excerpt,
      title,
      ...titles,
    ])
    expect(texts.filter((text) => /&(?:#x?[0-9a-f]+|[a-z]+);/i.test(text))).toEqual([])
    // The site's prose has apostrophes, which React's HTML escaped.
    expect(texts.some((text) => text.includes("'"))).toBe(true)
  })

  it('keeps the text around inline code as written: no space before punctuation or inside a call', () => {
    const [file = ''] = indexFiles
    const { storedFields } = JSON.parse(readFileSync(join(indexDir, file), 'utf8')) as {
      storedFields: Record<string, { excerpt?: string; title?: string; titles?: string[] }>
    }
    const texts = Object.values(storedFields).flatMap(({ excerpt = '', title = '', titles = [] }) => [
      excerpt,
      title,
      ...titles,
    ])
    // "status , plus txs :", "msg . value", "deposit ()": a tag read as a space. A space before
    // an ellipsis or an opening parenthesis is written prose.
    const stray = texts.filter((text) => /\w \.\w| [,:;!?](?:\s|$)|\w \(\)/.test(text))
    expect(stray).toEqual([])
    expect(texts.some((text) => text.includes('msg.value'))).toBe(true)
  })

  it('links every entry to a page path, the home page included', () => {
    for (const doc of readBuiltIndex()) expect(doc.href, doc.title).toMatch(/^\/[^#]*#.+/)
    expect(readBuiltIndex().some((doc) => doc.href.startsWith('/#'))).toBe(true)
  })
})
