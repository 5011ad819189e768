import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import MiniSearch from 'minisearch'
import { describe, expect, it } from 'vitest'
import { distDir, rootDir } from '../../tooling/routes.ts'
import { readPages } from '../support/pages.ts'

type IndexedDocument = { href: string; title: string; titles: string[]; isPage: boolean }

function readBuiltIndex(): IndexedDocument[] {
  const dir = join(distDir, '.vocs')
  const file = existsSync(dir) ? readdirSync(dir).find((name) => /^search-index-\w+\.json$/.test(name)) : undefined
  if (!file) throw new Error(`no search index in ${dir}: run \`npm run build\` first`)
  const json = readFileSync(join(dir, file), 'utf8')
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
    const ofPage = documents.filter((doc) => doc.href.split('#')[0] === (page.path === '/' ? '' : page.path))
    expect(ofPage.filter((doc) => doc.isPage).map((doc) => doc.title)).toEqual([plain(page.h1)])
    const titles = ofPage.map((doc) => doc.title)
    for (const heading of headingsOf(page.source)) expect(titles).toContain(heading)
  })
})

describe('search index file name', () => {
  it('follows the content, even when the build cache still holds an older name', async () => {
    // The patched Vocs `saveIndex`: a name left in the build cache used to win over the content.
    const module = pathToFileURL(join(rootDir, 'node_modules/vocs/_lib/vite/utils/search.js')).href
    const { saveIndex } = (await import(module)) as {
      saveIndex: (outDir: string, index: MiniSearch, options: { cacheDir: string }) => string
    }
    const cacheDir = mkdtempSync(join(tmpdir(), 'vocs-cache-'))
    writeFileSync(join(cacheDir, 'search.hash.json'), JSON.stringify(JSON.stringify({ value: 'stale000' })))
    const outDir = mkdtempSync(join(tmpdir(), 'vocs-out-'))
    const make = (text: string) => {
      const index = new MiniSearch({ fields: ['text'] })
      index.add({ id: 1, text })
      return index
    }
    const first = saveIndex(outDir, make('first content'), { cacheDir })
    const again = saveIndex(outDir, make('first content'), { cacheDir })
    const changed = saveIndex(outDir, make('changed content'), { cacheDir })
    expect(first).not.toBe('stale000')
    expect(again).toBe(first)
    expect(changed).not.toBe(first)
    expect(readdirSync(join(outDir, '.vocs')).sort()).toEqual(
      [`search-index-${first}.json`, `search-index-${changed}.json`].sort(),
    )
    // Importing Vocs' build code takes seconds on a busy machine.
  }, 30_000)
})
