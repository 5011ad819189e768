/**
 * What a reader sees at a link into the site: the page's title (its front matter `title`) or, for
 * a `#fragment`, the heading of that section. Text that links into the site from data
 * (openapi.json) takes its link text from here, so a title is written once, in its page.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { splitFrontMatter } from '../docs/lib/markdown/pageMarkdown.ts'
import type { TitleOf } from '../docs/lib/openapi/linkTitles.ts'
import { siteUrl } from '../docs/lib/site/site.ts'
import { headings, linkedPath } from './checks/links.ts'
import { listPageRoutes, pagesDir } from './routes.ts'

type PageTitles = { title: string; sections: ReadonlyMap<string, string> }

/**
 * The title or section heading each site URL (or path) leads to, read from the pages' sources in
 * `dir`; an error for a page or a section that does not exist.
 */
export function pageTitles(dir = pagesDir): TitleOf {
  const pages = new Map<string, PageTitles>(
    listPageRoutes(dir).map((route) => {
      const { title, body } = splitFrontMatter(readFileSync(join(dir, route.file), 'utf8'))
      return [route.path, { title, sections: headings(body) }]
    }),
  )
  return (url) => {
    const { path, anchor } = linkedPath(url.startsWith(`${siteUrl}/`) ? url.slice(siteUrl.length) : url)
    const page = pages.get(path)
    if (!page?.title) throw new Error(`${url}: no page ${path} with a title`)
    if (anchor === undefined) return page.title
    const heading = page.sections.get(anchor)
    if (heading === undefined) throw new Error(`${url}: ${path} has no heading with the id "${anchor}"`)
    return heading
  }
}
