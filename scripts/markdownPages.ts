/**
 * Writes the Markdown forms of the site into the build, after `vocs build`:
 * - `<route>.md` for every page (`/` → `/index.md`), the page's Markdown page;
 * - `llms.txt`: the site's title and description, then one line per page linking its Markdown page;
 * - `llms-full.txt`: every page's Markdown in one file, in navigation order;
 * - `404.md`: what the host answers, with status 404, to an address with no page asked as Markdown.
 * All three come from docs/lib/markdown/pageMarkdown.ts, so they agree. They replace
 * the llms files Vocs writes, which keep include lines and leave data tables empty.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { SidebarItem } from 'vocs'
import { markdownPagePath } from '../docs/lib/markdown/markdownPagePath.ts'
import { type PageMarkdown, renderPageMarkdown, withIndexPointer } from '../docs/lib/markdown/pageMarkdown.ts'
import { siteDescription, siteTitle, siteUrl } from '../docs/lib/site/site.ts'
import { sidebar } from '../sidebar.ts'
import { type PageRoute, pagesDir } from '../tooling/routes.ts'

/** Route paths in the order the navigation lists them. */
function navigationOrder(items: readonly SidebarItem[]): string[] {
  return items.flatMap((item) => [...(item.link ? [item.link] : []), ...navigationOrder(item.items ?? [])])
}

/** Home page first, then the navigation's order, then pages the navigation does not list. */
export function orderRoutes(routes: readonly PageRoute[]): PageRoute[] {
  const order = ['/', ...navigationOrder(sidebar)]
  const rank = (path: string) => {
    const index = order.indexOf(path)
    return index === -1 ? order.length : index
  }
  return [...routes].sort((a, b) => rank(a.path) - rank(b.path) || a.path.localeCompare(b.path))
}

export type RenderedPage = PageRoute & PageMarkdown & { markdownPath: string }

export function renderPages(routes: readonly PageRoute[]): RenderedPage[] {
  return orderRoutes(routes).map((route) => ({
    ...route,
    markdownPath: markdownPagePath(route.path),
    ...renderPageMarkdown(readFileSync(join(pagesDir, route.file), 'utf8'), {
      page: `docs/pages/${route.file}`,
      url: `${siteUrl}${route.path === '/' ? '' : route.path}`,
    }),
  }))
}

export function llmsIndex(pages: readonly RenderedPage[], description = siteDescription): string {
  return [
    `# ${siteTitle}`,
    '',
    `> ${description}`,
    '',
    `Every page below is Markdown. All of them in one file: ${siteUrl}/llms-full.txt`,
    '',
    '## Docs',
    '',
    ...pages.map(
      (page) => `- [${page.title}](${siteUrl}${page.markdownPath})${page.description ? `: ${page.description}` : ''}`,
    ),
    '',
  ].join('\n')
}

export function llmsFull(pages: readonly RenderedPage[], description = siteDescription): string {
  return [
    `# ${siteTitle}`,
    '',
    `> ${description}`,
    '',
    ...pages.flatMap((page) => [
      page.nested.trimEnd(),
      '',
      `Source: <${siteUrl}${page.path === '/' ? '/' : page.path}>`,
      '',
    ]),
  ].join('\n')
}

/** The Markdown answer for an address with no page (vercel.json sends it with status 404). */
export const notFoundMarkdownPath = '404.md'
const notFoundMarkdown = withIndexPointer(`# Page not found\n\nNo page of these docs has this address.\n`)

/** Writes the Markdown pages and both llms files into `distDir`; returns the number of Markdown pages. */
export function writeMarkdownForms(routes: readonly PageRoute[], distDir: string): number {
  const pages = renderPages(routes)
  for (const page of pages) {
    const file = join(distDir, page.markdownPath)
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, withIndexPointer(page.markdown))
  }
  writeFileSync(join(distDir, 'llms.txt'), llmsIndex(pages))
  writeFileSync(join(distDir, 'llms-full.txt'), llmsFull(pages))
  writeFileSync(join(distDir, notFoundMarkdownPath), notFoundMarkdown)
  return pages.length
}
