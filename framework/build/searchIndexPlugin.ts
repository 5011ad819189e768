/**
 * Vite plugin: serves `virtual:searchIndex`, whose `getSearchIndex()` resolves to the JSON of the
 * site's own search index (docs/lib/search), in place of Vocs' module; it runs before Vocs'
 * plugins, so Vocs' module is never loaded. Pages are rendered with Vocs' own remark and rehype
 * plugins followed by the site's, so the index holds the HTML readers get.
 * - Client build: the index is written to `<outDir>/.vocs/search-index-<hash of its content>.json`
 *   and fetched on the reader's first search; a page that cannot be indexed fails the build.
 * - Dev server: the module fetches the index from the server each time (`live`), which builds it
 *   when the module is first loaded and again after an edit under docs/pages.
 * - Server build (prerendering): the dev server's module, never called there.
 */
import { posix, resolve, sep } from 'node:path'
import type { Pluggable, PluggableList } from 'unified'
import type { Plugin } from 'vite'
import type { Config } from 'vocs'
import { createPageIndexer } from '../../docs/lib/search/pageIndexer.ts'
import type { BuiltSearchIndex, MarkdownPlugins, SearchKeywords } from '../../docs/lib/search/searchIndex.ts'

export const searchIndexModuleId = 'virtual:searchIndex'
export const resolvedSearchIndexId = '\0gaszip:search-index'
/** Where the dev server serves the index. */
export const devIndexPath = '/@gaszip/search-index.json'

export type SearchIndexPluginOptions = {
  /** Vocs' `rootDir` (the pages are under `<rootDir>/pages`), `cacheDir` and `markdown`. */
  rootDir: string
  cacheDir?: string
  markdown?: Config['markdown']
  /**
   * Remark plugins for the index only, run first: the index renders pages without the site's
   * bundle, so they must leave no component and no import in the page.
   */
  searchRemarkPlugins?: PluggableList
  /** Words entries are also found by, by entry id or page path. */
  keywords?: SearchKeywords
}

/** The part of Vocs' `vite/plugins/mdx.js` used here; it exports no path to it, so it is imported by file URL. */
type VocsMdxModule = Record<
  'getRemarkPlugins' | 'getRehypePlugins',
  (options: Pick<SearchIndexPluginOptions, 'rootDir' | 'cacheDir' | 'markdown'> & { twoslash: false }) => PluggableList
>
const vocsMdxModule = new URL('../../node_modules/vocs/_lib/vite/plugins/mdx.js', import.meta.url).href

/**
 * Code blocks are left out of the index, so the plugins that only draw them (Shiki's highlighting,
 * Mermaid's diagrams) are left out of its renders: they were most of the time and change no entry.
 */
const drawsCode = (plugin: Pluggable) =>
  ['rehypeShiki', 'rehypeMermaid'].includes(
    ((Array.isArray(plugin) ? plugin[0] : plugin) as { name?: string }).name ?? '',
  )

/** Vocs' plugins for one site, without Twoslash (type information on hover is no text to search). */
export async function vocsMarkdownPlugins({
  rootDir,
  cacheDir,
  markdown,
}: SearchIndexPluginOptions): Promise<MarkdownPlugins> {
  const vocs = (await import(vocsMdxModule)) as VocsMdxModule
  const settings = { rootDir, cacheDir, markdown, twoslash: false as const }
  return {
    remarkPlugins: vocs.getRemarkPlugins(settings),
    rehypePlugins: vocs.getRehypePlugins(settings).filter((plugin) => !drawsCode(plugin)),
  }
}

const fetchModule = (url: string, live: boolean) => `export const live = ${live}
export const getSearchIndex = async () => {
  const response = await fetch(${JSON.stringify(url)})
  if (!response.ok) throw new Error('The search index did not load: ' + response.status)
  return response.text()
}
`

export function searchIndexPlugin(
  options: SearchIndexPluginOptions,
  buildIndex: () => Promise<BuiltSearchIndex> = createPageIndexer(
    options.rootDir,
    async () => {
      const plugins = await vocsMarkdownPlugins(options)
      return { ...plugins, remarkPlugins: [...(options.searchRemarkPlugins ?? []), ...plugins.remarkPlugins] }
    },
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
        if (file.startsWith(pagesDir) && /\.mdx?$/.test(file)) index = undefined
      })
      server.middlewares.use(devIndexPath, (_request, response, next) => {
        currentIndex().then(({ json }) => {
          response.setHeader('Content-Type', 'application/json')
          response.end(json)
        }, next)
      })
    },
    resolveId(source) {
      return source === searchIndexModuleId ? resolvedSearchIndexId : null
    },
    async load(id) {
      if (id !== resolvedSearchIndexId) return null
      // The prerender never calls the module. The dev server starts the index when the search
      // dialog's code first asks for it (the page preloads it once idle), well before a search.
      if (target === 'dev') currentIndex().catch(() => {})
      if (target !== 'client') return fetchModule(devIndexPath, target === 'dev')
      const { json, hash } = await currentIndex()
      const fileName = posix.join('.vocs', `search-index-${hash}.json`)
      this.emitFile({ type: 'asset', fileName, source: json })
      return fetchModule(`/${fileName}`, false)
    },
    async buildEnd(error) {
      // A client build fails on a page that cannot be indexed, even if nothing imported the index.
      if (target === 'client' && !error && index) await index
    },
  }
}
