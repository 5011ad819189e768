import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { createPageIndexer } from './pageIndexer.ts'
import type { MarkdownPlugins } from './searchIndex.ts'

describe('createPageIndexer', () => {
  const roots: string[] = []
  afterEach(() => {
    for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true })
  })

  /** A docs folder with the given pages, and plugins that count the pages rendered. */
  function site(pages: Record<string, string>) {
    const rootDir = mkdtempSync(join(tmpdir(), 'search-index-'))
    roots.push(rootDir)
    const write = (page: string, source: string) => {
      mkdirSync(join(rootDir, 'pages', page, '..'), { recursive: true })
      writeFileSync(join(rootDir, 'pages', page), source)
    }
    for (const [page, source] of Object.entries(pages)) write(page, source)
    const rendered: string[] = []
    const plugins: MarkdownPlugins = {
      remarkPlugins: [() => (_tree: unknown, file: { value: unknown }) => void rendered.push(String(file.value))],
      rehypePlugins: [],
    }
    return { rootDir, write, rendered, buildIndex: createPageIndexer(rootDir, async () => plugins) }
  }

  it('renders only new and changed pages on a later build, and forgets removed ones', async () => {
    const { rootDir, write, rendered, buildIndex } = site({ 'a.mdx': 'Page a', 'b/c.mdx': 'Page c' })
    const first = await buildIndex()
    expect(rendered.sort()).toEqual(['Page a', 'Page c'])
    rendered.length = 0
    expect((await buildIndex()).hash).toBe(first.hash)
    expect(rendered).toEqual([])
    write('a.mdx', 'Page a, changed')
    rmSync(join(rootDir, 'pages', 'b/c.mdx'))
    await buildIndex()
    expect(rendered).toEqual(['Page a, changed'])
  })

  it('names every page that cannot be rendered', async () => {
    const { buildIndex } = site({ 'good.mdx': 'Fine', 'bad/one.mdx': '{oops', 'two.mdx': '<a' })
    const error = await buildIndex().catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(Error)
    const { message } = error as Error
    expect(message).toMatch(/^Search index: 2 page\(s\) could not be indexed:/)
    expect(message).toContain('/pages/bad/one.mdx: the search index could not render this page')
    expect(message).toContain('/pages/two.mdx: the search index could not render this page')
    expect(message).not.toContain('good.mdx')
  })
})
