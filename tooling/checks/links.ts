/**
 * Internal links and their `#anchors`: a link to a page that does not exist, or to a part of a
 * page that has no element with that id, sends the reader nowhere without a word. The built-site
 * test asks this of every prerendered page with the ids of the built HTML; `npm run check` and
 * the dev server ask it of the pages' Markdown forms, with the ids the pages' headings get.
 */

/**
 * The page path a link names, `#anchor` and query aside: `/x`, `/x/`, `/x.html` and `/x.md` are
 * the same page; `/` and `/index.md` are the home page.
 */
export function linkedPath(href: string): { path: string; anchor: string | undefined } {
  const [beforeAnchor = '', anchor] = href.split('#')
  const bare = (beforeAnchor.split('?')[0] ?? '').replace(/\.(html|md)$/, '').replace(/\/+$/, '')
  const path = bare === '' || bare === '/index' ? '/' : bare
  return { path, anchor: anchor === undefined || anchor === '' ? undefined : decodeURIComponent(anchor) }
}

/**
 * What is wrong with each link of a page: `from` is the page the links are on (a bare `#anchor`
 * points into it), `isFile` tells paths that are files rather than pages (`/openapi.json`).
 */
export function linkProblems(
  from: string,
  hrefs: readonly string[],
  pages: ReadonlyMap<string, ReadonlySet<string>>,
  isFile: (path: string) => boolean = () => false,
): string[] {
  const problems: string[] = []
  for (const href of new Set(hrefs)) {
    const { path, anchor } = href.startsWith('#') ? { path: from, anchor: linkedPath(href).anchor } : linkedPath(href)
    const ids = pages.get(path)
    if (!ids) {
      if (!isFile(path)) problems.push(`${href}: no such page`)
      continue
    }
    if (anchor && !ids.has(anchor)) problems.push(`${href}: no element with id "${anchor}" on ${path}`)
  }
  return problems
}

/**
 * The id a heading gets (Vocs' rehype-slug, by GitHub's rule): lower case, every character but
 * letters, digits, marks, `_`, spaces and `-` dropped, spaces as `-`; a repeated heading gets
 * `-1`, `-2` after it. `seen` counts the ids of one page.
 */
function headingId(text: string, seen: Map<string, number>): string {
  const base = text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-')
  const count = seen.get(base) ?? 0
  seen.set(base, count + 1)
  return count === 0 ? base : `${base}-${count}`
}

/** The text a reader sees in a Markdown heading: code marks, emphasis and link targets removed. */
const headingText = (markdown: string) =>
  markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*]/g, '')
    .replace(/\\(.)/g, '$1')
    .trim()

/**
 * The headings of a Markdown or MDX text (fenced code aside), level two and below: each heading's
 * id with the text a reader sees in it.
 */
export function headings(markdown: string): Map<string, string> {
  const seen = new Map<string, number>()
  const found = new Map<string, string>()
  let fence: string | undefined
  for (const line of markdown.split('\n')) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1]
    if (marker && (fence === undefined || marker.startsWith(fence))) {
      fence = fence === undefined ? marker : undefined
      continue
    }
    const heading = fence === undefined ? /^#{2,6} (.+)$/.exec(line)?.[1] : undefined
    if (heading) {
      const text = headingText(heading)
      found.set(headingId(text, seen), text)
    }
  }
  return found
}

/** The ids of the headings of a Markdown or MDX text (fenced code aside). */
export const headingIds = (markdown: string): Set<string> => new Set(headings(markdown).keys())

/**
 * The links of a Markdown or MDX text that point into the site, as paths (`siteUrl` removed):
 * Markdown links and the `href` of elements.
 */
export function siteLinks(markdown: string, siteUrl: string): string[] {
  return [
    ...[...markdown.matchAll(/\]\(<?([^)\s>]+)>?(?:\s+"[^"]*")?\)/g)].map((match) => match[1] ?? ''),
    ...[...markdown.matchAll(/\bhref=["']([^"']+)["']/g)].map((match) => match[1] ?? ''),
  ].flatMap((href) =>
    href.startsWith(`${siteUrl}/`) || href === siteUrl
      ? [href.slice(siteUrl.length) || '/']
      : href.startsWith('/') && !href.startsWith('//')
        ? [href]
        : href.startsWith('#')
          ? [href]
          : [],
  )
}
