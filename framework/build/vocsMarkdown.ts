/**
 * The remark and rehype plugins Vocs compiles pages with (its own list followed by the site's
 * `markdown` plugins), so the search index is made from the same HTML readers get. The package
 * exports no path to this module, so it is imported by file URL, with the small type below.
 */
import type { PluggableList } from 'unified'
import type { Config } from 'vocs'
import type { MarkdownPlugins } from '../../docs/lib/search/searchIndex.ts'

export type MarkdownConfig = Config['markdown']

/** The part of `vocs/_lib/vite/plugins/mdx.js` used here. */
type VocsMdxModule = {
  getRemarkPlugins(options: { markdown?: MarkdownConfig }): PluggableList
  getRehypePlugins(options: {
    cacheDir?: string
    markdown?: MarkdownConfig
    rootDir?: string
    twoslash: false
  }): PluggableList
}

const vocsMdxModule = new URL('../../node_modules/vocs/_lib/vite/plugins/mdx.js', import.meta.url).href

/**
 * Vocs' plugins for one site. Twoslash is off: type information on hover is no text to search,
 * and it would type-check every code block once more.
 */
export async function vocsMarkdownPlugins(options: {
  rootDir: string
  cacheDir?: string
  markdown?: MarkdownConfig
}): Promise<MarkdownPlugins> {
  const { getRemarkPlugins, getRehypePlugins } = (await import(vocsMdxModule)) as VocsMdxModule
  const { rootDir, cacheDir, markdown } = options
  return {
    remarkPlugins: getRemarkPlugins({ markdown }),
    rehypePlugins: getRehypePlugins({ cacheDir, markdown, rootDir, twoslash: false }),
  }
}
