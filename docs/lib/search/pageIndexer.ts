/**
 * The search index of the pages on disk: every `.md` and `.mdx` file under `<rootDir>/pages`,
 * in path order (the same pages always give the same index and file name). Each page's entries
 * are kept with the text they were rendered from, so a later build (an edit in the dev server)
 * renders only new and changed pages.
 */
import { glob, readFile } from 'node:fs/promises'
import { resolve, sep } from 'node:path'
import {
  type BuiltSearchIndex,
  createSearchIndex,
  type MarkdownPlugins,
  pageDocuments,
  type SearchDocument,
  type SearchKeywords,
  withKeywords,
} from './searchIndex.ts'

export function createPageIndexer(
  rootDir: string,
  plugins: () => Promise<MarkdownPlugins>,
  keywords: SearchKeywords = {},
): () => Promise<BuiltSearchIndex> {
  const pagesDir = resolve(rootDir, 'pages')
  let rendered = new Map<string, { source: string; documents: Promise<SearchDocument[]> }>()
  return async function buildIndex() {
    const markdownPlugins = await plugins()
    const pages: string[] = []
    for await (const page of glob('**/*.{md,mdx}', { cwd: pagesDir })) pages.push(page.replaceAll(sep, '/'))
    pages.sort()
    const sources = await Promise.all(pages.map((page) => readFile(resolve(pagesDir, page), 'utf8')))
    const previous = rendered
    rendered = new Map()
    pages.forEach((page, position) => {
      const source = sources[position] ?? ''
      const kept = previous.get(page)
      const fresh = () => ({ source, documents: pageDocuments({ rootDir, page, source }, markdownPlugins) })
      rendered.set(page, kept?.source === source ? kept : fresh())
    })
    const results = await Promise.allSettled([...rendered.values()].map((entry) => entry.documents))
    const failures = results.flatMap((result) =>
      result.status === 'rejected'
        ? [`- ${result.reason instanceof Error ? result.reason.message : result.reason}`]
        : [],
    )
    if (failures.length > 0)
      throw new Error(`Search index: ${failures.length} page(s) could not be indexed:\n${failures.join('\n')}`)
    const documents = results.flatMap((result) => (result.status === 'fulfilled' ? result.value : []))
    return createSearchIndex(withKeywords(documents, keywords))
  }
}
