/**
 * The checks a writer's change must pass before the build, run on the sources in one process:
 * the data files, each page's front matter, the sidebar, each page's Markdown form (which fails on
 * a `{…}` expression or a component with no Markdown form, naming the page) and the internal links
 * of those forms with their `#anchors`. `npm run check` prints them; the dev server reports them as a
 * writer saves (devServerPlugin.ts). Each problem is one line that names its file.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { renderPageMarkdown } from '../../docs/lib/markdown/pageMarkdown.ts'
import { siteUrl } from '../../docs/lib/site/site.ts'
import { sidebar, unlistedRoutes } from '../../sidebar.ts'
import { listPageRoutes, type PageRoute, pagesDir } from '../routes.ts'
import { dataFileProblems } from './dataFiles.ts'
import { frontMatterProblems } from './frontMatter.ts'
import { headingIds, linkProblems, siteLinks } from './links.ts'
import { placementProblems, productSidebarProblems } from './sidebarPlacement.ts'

export type CheckResult = { check: string; problems: string[] }

/** A page's Markdown form, or why it has none. */
export type RenderedSource = PageRoute & { source: string; markdown?: string; failure?: string }

const pageFile = (file: string) => `docs/pages/${file}`

/** The ids of the headings an MDX source writes, front matter aside. */
export const sourceHeadingIds = (source: string) => headingIds(source.replace(/^---\n[\s\S]*?\n---/, ''))

export function renderSource(route: PageRoute): RenderedSource {
  const source = readFileSync(join(pagesDir, route.file), 'utf8')
  try {
    const { markdown } = renderPageMarkdown(source, {
      page: pageFile(route.file),
      url: `${siteUrl}${route.path === '/' ? '' : route.path}`,
    })
    return { ...route, source, markdown }
  } catch (error) {
    return { ...route, source, failure: (error as Error).message }
  }
}

/** Files and endpoints the build or the host serves beside the pages: links to them are not page links. */
const isFile = (path: string) => /\.[a-z0-9]+$/i.test(path) || path === '/mcp' || path.startsWith('/.well-known/')

/** Every check on the given pages (all of them unless told), in a fixed order. */
export function sourceChecks(pages: readonly RenderedSource[] = listPageRoutes().map(renderSource)): CheckResult[] {
  // The ids a link may point at: the headings the page's source writes (what its web page
  // anchors), not those of its Markdown form, where components add headings of their own.
  const ids = new Map(pages.map((page) => [page.path, sourceHeadingIds(page.source)]))
  const files = new Map(pages.map((page) => [page.path, pageFile(page.file)]))
  return [
    { check: 'data files', problems: dataFileProblems() },
    { check: 'front matter', problems: pages.flatMap((page) => frontMatterProblems(pageFile(page.file), page.source)) },
    {
      check: 'sidebar',
      problems: [
        ...productSidebarProblems(sidebar),
        ...placementProblems(
          sidebar,
          Object.keys(unlistedRoutes),
          [...files.keys()],
          (path) => files.get(path) ?? path,
        ),
      ],
    },
    { check: 'Markdown forms and {…}', problems: pages.flatMap((page) => (page.failure ? [page.failure] : [])) },
    {
      check: 'links and #anchors',
      // The links the page writes, and those its components add to its Markdown form.
      problems: pages.flatMap((page) =>
        linkProblems(
          page.path,
          [...siteLinks(page.source, siteUrl), ...siteLinks(page.markdown ?? '', siteUrl)],
          ids,
          isFile,
        ).map((problem) => `${pageFile(page.file)}: ${problem}`),
      ),
    },
  ]
}
