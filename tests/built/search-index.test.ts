import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import MiniSearch from 'minisearch'
import { describe, expect, it } from 'vitest'
import { distDir } from '../../tooling/routes.ts'
import { readPages } from '../support/pages.ts'

type IndexedDocument = { href: string; title: string; titles: string[]; isPage: boolean }

const indexDir = join(distDir, '.vocs')
const indexFiles = existsSync(indexDir)
  ? readdirSync(indexDir).filter((name) => /^search-index-\w+\.json$/.test(name))
  : []

function readBuiltIndex(): IndexedDocument[] {
  const [file] = indexFiles
  if (!file) throw new Error(`no search index in ${indexDir}: run \`npm run build\` first`)
  const json = readFileSync(join(indexDir, file), 'utf8')
  const index = MiniSearch.loadJSON<IndexedDocument>(json, {
    fields: ['title', 'titles', 'text'],
    storeFields: ['href', 'title', 'titles', 'isPage'],
  })
  return [...(index as unknown as { _storedFields: Map<number, IndexedDocument> })._storedFields.values()]
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

describe('built search index', () => {
  const documents = readBuiltIndex()
  const pages = readPages()

  it.each(pages.map((page) => [page.path, page] as const))('holds %s and its h2/h3 sections', (_, page) => {
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

  it('links every entry to a page path, the home page included', () => {
    for (const doc of readBuiltIndex()) expect(doc.href, doc.title).toMatch(/^\/[^#]*#.+/)
    expect(readBuiltIndex().some((doc) => doc.href.startsWith('/#'))).toBe(true)
  })
})
