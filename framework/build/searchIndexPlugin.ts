/**
 * Vite plugin: serves `virtual:searchIndex`, the module Vocs' search dialog imports
 * (`getSearchIndex()` resolves to the JSON of a MiniSearch index), from the project's own
 * index (searchIndex.ts) instead of Vocs' plugin. It runs before Vocs' plugins and resolves the
 * import to its own id, so Vocs' module is never loaded.
 * - Client build: the index is built while Vite bundles, written to
 *   `<outDir>/.vocs/search-index-<hash of its content>.json`, and the module fetches that file
 *   on the reader's first search. A page that cannot be rendered fails the build, naming the page.
 * - Server build (prerendering): the dialog loads the index in an effect, which prerendering
 *   never runs; the module exists for the import and throws if it is ever called there.
 * - Dev server: the module holds the index itself. A change to a page under docs/pages drops
 *   the module; the next load rebuilds the index, rendering only the pages whose text changed.
 */
import { glob, readFile } from 'node:fs/promises'
import { posix, resolve, sep } from 'node:path'
import type { PluggableList } from 'unified'
import type { Plugin, ViteDevServer } from 'vite'
import {
  type BuiltSearchIndex,
  createSearchIndex,
  pageDocuments,
  type SearchDocument,
  type SearchKeywords,
  withKeywords,
} from './searchIndex.ts'
import { type MarkdownConfig, type MarkdownPlugins, vocsMarkdownPlugins } from './vocsMarkdown.ts'

export const searchIndexModuleId = 'virtual:searchIndex'
export const resolvedSearchIndexId = '\0gaszip:search-index'

export type SearchIndexPluginOptions = {
  /** Vocs' `rootDir`: the pages are `<rootDir>/pages/**\/*.{md,mdx}`. */
  rootDir: string
  cacheDir?: string
  /** The `markdown` of vocs.config.ts: its remark and rehype plugins shape the index as they shape the pages. */
  markdown?: MarkdownConfig
  /**
   * Remark plugins that run first, for the index only: they must leave no component and no
   * import in the page (the index renders pages without the site's bundle).
   */
  searchRemarkPlugins?: PluggableList
  /** Words entries are also found by, by entry id or page path (searchIndex.ts). */
  keywords?: SearchKeywords
}

/** Vocs' plugins for the site, after the index's own remark plugins. */
async function indexPlugins(options: SearchIndexPluginOptions): Promise<MarkdownPlugins> {
  const plugins = await vocsMarkdownPlugins(options)
  return { ...plugins, remarkPlugins: [...(options.searchRemarkPlugins ?? []), ...plugins.remarkPlugins] }
}

/**
 * Builds the index from the pages on disk. Each page's entries are kept with the text they were
 * rendered from, so a later build renders only new and changed pages.
 */
export function createPageIndexer(
  rootDir: string,
  plugins: () => Promise<MarkdownPlugins>,
  keywords: SearchKeywords = {},
) {
  const pagesDir = resolve(rootDir, 'pages')
  const rendered = new Map<string, { source: string; documents: Promise<SearchDocument[]> }>()
  return async function buildIndex(): Promise<BuiltSearchIndex> {
    const markdownPlugins = await plugins()
    const pages: string[] = []
    for await (const page of glob('**/*.{md,mdx}', { cwd: pagesDir })) pages.push(page.replaceAll(sep, '/'))
    // Sorted, so the same pages always give the same index and file name.
    pages.sort()
    for (const page of rendered.keys()) if (!pages.includes(page)) rendered.delete(page)
    const results = await Promise.allSettled(
      pages.map(async (page) => {
        const source = await readFile(resolve(pagesDir, page), 'utf8')
        let entry = rendered.get(page)
        if (entry?.source !== source) {
          entry = { source, documents: pageDocuments({ rootDir, page, source }, markdownPlugins) }
          rendered.set(page, entry)
        }
        return entry.documents
      }),
    )
    const failures = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []))
    if (failures.length > 0) {
      const reasons = failures.map((reason) => `- ${reason instanceof Error ? reason.message : String(reason)}`)
      throw new Error(`Search index: ${failures.length} page(s) could not be indexed:\n${reasons.join('\n')}`)
    }
    const documents = results.flatMap((result) => (result.status === 'fulfilled' ? result.value : []))
    return createSearchIndex(withKeywords(documents, keywords))
  }
}

const inlineModule = (json: string) => `export const getSearchIndex = async () => ${JSON.stringify(json)}\n`

const fetchModule = (url: string) => `export const getSearchIndex = async () => {
  const response = await fetch(${JSON.stringify(url)})
  if (!response.ok) throw new Error('The search index did not load: ' + response.status)
  return response.text()
}
`

const serverModule = `export const getSearchIndex = async () => {
  throw new Error('The search index is loaded in the browser only.')
}
`

export function searchIndexPlugin(
  options: SearchIndexPluginOptions,
  buildIndex: () => Promise<BuiltSearchIndex> = createPageIndexer(
    options.rootDir,
    () => indexPlugins(options),
    options.keywords,
  ),
): Plugin {
  const pagesDir = resolve(options.rootDir, 'pages') + sep
  let target: 'dev' | 'client' | 'server' = 'dev'
  let index: Promise<BuiltSearchIndex> | undefined
  const currentIndex = () => {
    index ??= buildIndex()
    return index
  }

  function dropIndex(server: ViteDevServer) {
    index = undefined
    for (const environment of Object.values(server.environments)) {
      const module = environment.moduleGraph.getModuleById(resolvedSearchIndexId)
      if (module) environment.moduleGraph.invalidateModule(module)
    }
  }

  return {
    name: 'gaszip:search-index',
    enforce: 'pre',
    configResolved(config) {
      target = config.command === 'serve' ? 'dev' : config.build.ssr ? 'server' : 'client'
    },
    buildStart() {
      // Start rendering while Vite bundles; `load` and `buildEnd` report a failure.
      if (target === 'client') currentIndex().catch(() => {})
    },
    configureServer(server) {
      server.watcher.add(pagesDir)
      server.watcher.on('all', (_event, file) => {
        if (file.startsWith(pagesDir) && /\.mdx?$/.test(file)) dropIndex(server)
      })
    },
    resolveId(source) {
      return source === searchIndexModuleId ? resolvedSearchIndexId : null
    },
    async load(id) {
      if (id !== resolvedSearchIndexId) return null
      if (target === 'server') return serverModule
      const { json, hash } = await currentIndex()
      if (target === 'dev') return inlineModule(json)
      const fileName = posix.join('.vocs', `search-index-${hash}.json`)
      this.emitFile({ type: 'asset', fileName, source: json })
      return fetchModule(`/${fileName}`)
    },
    async buildEnd(error) {
      // A client build fails on a page that cannot be indexed, even if nothing imported the index.
      if (target === 'client' && !error && index) await index
    },
  }
}
