import { EventEmitter } from 'node:events'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { BuiltSearchIndex } from '../../docs/lib/search/searchIndex.ts'
import { devIndexPath, resolvedSearchIndexId, searchIndexModuleId, searchIndexPlugin } from './searchIndexPlugin.ts'

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

type IndexModule = { live: boolean; getSearchIndex: () => Promise<string> }

/** Runs a module served by the plugin. */
async function indexModule(code: unknown): Promise<IndexModule> {
  const url = `data:text/javascript;base64,${Buffer.from(String(code)).toString('base64')}`
  return (await import(/* @vite-ignore */ url)) as IndexModule
}

/** What the `getSearchIndex()` of a module served by the plugin resolves to. */
const getSearchIndex = async (code: unknown) => (await indexModule(code)).getSearchIndex()

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
    expect((await indexModule(code)).live).toBe(false)
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

  it('gives the server build a module that builds nothing and fails if it is ever called', async () => {
    const { call, buildIndex, emitted } = setUp('server')
    call('buildStart')
    const code = await call('load', resolvedSearchIndexId)
    await call('buildEnd')
    expect(buildIndex).not.toHaveBeenCalled()
    expect(emitted).toEqual([])
    await expect(getSearchIndex(code)).rejects.toThrow()
  })

  it('leaves other modules alone', async () => {
    const { call } = setUp('client')
    expect(await call('load', '\0virtual:searchIndex')).toBeNull()
  })

  it('serves the index from the dev server, built when its module is first loaded and again after an edit to a page', async () => {
    const { call, buildIndex, emitted } = setUp('dev')
    type Handler = (request: unknown, response: unknown, next: (error: unknown) => void) => void
    const handlers = new Map<string, Handler>()
    const watcher = Object.assign(new EventEmitter(), { add: vi.fn() })
    const middlewares = { use: (path: string, handler: Handler) => handlers.set(path, handler) }
    call('configureServer', { watcher, middlewares })
    expect(watcher.add).toHaveBeenCalledWith(join(process.cwd(), 'docs/pages/'))
    call('buildStart')
    expect(buildIndex).not.toHaveBeenCalled()

    const serve = () =>
      new Promise<string>((resolve, reject) =>
        handlers.get(devIndexPath)?.({}, { setHeader: vi.fn(), end: resolve }, reject),
      )
    vi.stubGlobal('fetch', async (url: string) => new Response(url === devIndexPath ? await serve() : null))
    const module = await indexModule(await call('load', resolvedSearchIndexId))
    expect(buildIndex).toHaveBeenCalledTimes(1)
    expect(module.live).toBe(true)
    expect(await module.getSearchIndex()).toBe(built.json)
    expect(await module.getSearchIndex()).toBe(built.json)
    expect(buildIndex).toHaveBeenCalledTimes(1)
    expect(emitted).toEqual([])

    watcher.emit('all', 'change', join(process.cwd(), 'docs/styles.css'))
    watcher.emit('all', 'change', join(process.cwd(), 'docs/components/Table.mdx'))
    await serve()
    expect(buildIndex).toHaveBeenCalledTimes(1)
    watcher.emit('all', 'change', join(process.cwd(), 'docs/pages/gas/overview.mdx'))
    expect(await serve()).toBe(built.json)
    expect(buildIndex).toHaveBeenCalledTimes(2)
  })
})
