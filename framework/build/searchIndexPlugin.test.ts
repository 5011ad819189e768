import { EventEmitter } from 'node:events'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { BuiltSearchIndex } from './searchIndex.ts'
import {
  createPageIndexer,
  resolvedSearchIndexId,
  searchIndexModuleId,
  searchIndexPlugin,
} from './searchIndexPlugin.ts'
import type { MarkdownPlugins } from './vocsMarkdown.ts'

type Hook = (this: unknown, ...args: unknown[]) => unknown
const hook = (plugin: object, name: string) => (plugin as Record<string, Hook>)[name] as Hook

const built: BuiltSearchIndex = { json: '{"documentCount":1}', hash: '0123abcd' }

/** A plugin in one of its three settings, with a context that records emitted files. */
function setUp(target: 'client' | 'server' | 'dev', buildIndex = vi.fn(async () => built)) {
  const plugin = searchIndexPlugin({ rootDir: 'docs' }, buildIndex)
  hook(plugin, 'configResolved')({ command: target === 'dev' ? 'serve' : 'build', build: { ssr: target === 'server' } })
  const emitted: unknown[] = []
  const context = { emitFile: (file: unknown) => emitted.push(file) }
  const call = (name: string, ...args: unknown[]) => hook(plugin, name).apply(context, args)
  return { plugin, buildIndex, emitted, call }
}

/** Runs a module served by the plugin and returns what its `getSearchIndex()` resolves to. */
async function getSearchIndex(code: unknown): Promise<string> {
  const url = `data:text/javascript;base64,${Buffer.from(String(code)).toString('base64')}`
  const module = (await import(/* @vite-ignore */ url)) as { getSearchIndex: () => Promise<string> }
  return module.getSearchIndex()
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('searchIndexPlugin', () => {
  it('takes the import of virtual:searchIndex and nothing else', () => {
    const { call } = setUp('client')
    expect(call('resolveId', searchIndexModuleId)).toBe(resolvedSearchIndexId)
    expect(call('resolveId', 'virtual:routes')).toBeNull()
    expect(call('resolveId', './searchIndex.js')).toBeNull()
  })

  it('runs before Vocs’ plugins, so Vocs’ module is never loaded', () => {
    expect(setUp('client').plugin.enforce).toBe('pre')
  })

  it('writes the index of a client build to a file named after its content and fetches it', async () => {
    const { call, emitted } = setUp('client')
    const code = await call('load', resolvedSearchIndexId)
    expect(emitted).toEqual([{ type: 'asset', fileName: '.vocs/search-index-0123abcd.json', source: built.json }])
    const fetched: string[] = []
    vi.stubGlobal('fetch', async (url: string) => {
      fetched.push(url)
      return new Response(built.json)
    })
    expect(await getSearchIndex(code)).toBe(built.json)
    expect(fetched).toEqual(['/.vocs/search-index-0123abcd.json'])
  })

  it('says so when the index file does not load', async () => {
    const { call } = setUp('client')
    const code = await call('load', resolvedSearchIndexId)
    vi.stubGlobal('fetch', async () => new Response('not found', { status: 404 }))
    await expect(getSearchIndex(code)).rejects.toThrow('The search index did not load: 404')
  })

  it('starts the index of a client build when the build starts, and builds it once', async () => {
    const { call, buildIndex } = setUp('client')
    call('buildStart')
    expect(buildIndex).toHaveBeenCalledTimes(1)
    await call('load', resolvedSearchIndexId)
    await call('buildEnd')
    expect(buildIndex).toHaveBeenCalledTimes(1)
  })

  it('fails a client build with the error that names the page', async () => {
    const failing = vi.fn(async (): Promise<BuiltSearchIndex> => {
      throw new Error('docs/pages/gas/broken.mdx: the search index could not render this page: oops')
    })
    const { call } = setUp('client', failing)
    call('buildStart')
    await expect(call('buildEnd')).rejects.toThrow('docs/pages/gas/broken.mdx')
    await expect(call('load', resolvedSearchIndexId)).rejects.toThrow('docs/pages/gas/broken.mdx')
  })

  it('gives the server build a module that builds nothing and is not for use there', async () => {
    const { call, buildIndex, emitted } = setUp('server')
    call('buildStart')
    const code = await call('load', resolvedSearchIndexId)
    await call('buildEnd')
    expect(buildIndex).not.toHaveBeenCalled()
    expect(emitted).toEqual([])
    await expect(getSearchIndex(code)).rejects.toThrow('browser only')
  })

  it('leaves other modules alone', async () => {
    const { call } = setUp('client')
    expect(await call('load', '\0virtual:searchIndex')).toBeNull()
  })

  it('serves the index itself on the dev server and drops it when a page changes', async () => {
    const { call, buildIndex, emitted } = setUp('dev')
    const module = { id: resolvedSearchIndexId }
    const moduleGraph = {
      getModuleById: (id: string) => (id === resolvedSearchIndexId ? module : undefined),
      invalidateModule: vi.fn(),
    }
    const watcher = Object.assign(new EventEmitter(), { add: vi.fn() })
    call('configureServer', { watcher, environments: { client: { moduleGraph } } })
    expect(watcher.add).toHaveBeenCalledWith(join(process.cwd(), 'docs/pages/'))
    call('buildStart')
    expect(buildIndex).not.toHaveBeenCalled()

    expect(await getSearchIndex(await call('load', resolvedSearchIndexId))).toBe(built.json)
    expect(await getSearchIndex(await call('load', resolvedSearchIndexId))).toBe(built.json)
    expect(buildIndex).toHaveBeenCalledTimes(1)
    expect(emitted).toEqual([])

    watcher.emit('all', 'change', join(process.cwd(), 'docs/styles.css'))
    watcher.emit('all', 'change', join(process.cwd(), 'docs/components/Table.mdx'))
    expect(moduleGraph.invalidateModule).not.toHaveBeenCalled()
    watcher.emit('all', 'change', join(process.cwd(), 'docs/pages/gas/overview.mdx'))
    expect(moduleGraph.invalidateModule).toHaveBeenCalledWith(module)
    await call('load', resolvedSearchIndexId)
    expect(buildIndex).toHaveBeenCalledTimes(2)
  })
})

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
