/**
 * What the MCP endpoint serves, read once from the build output (docs/dist): the search index
 * the search dialog loads, the Markdown form of every page and the agent skills. Nothing is
 * fetched and nothing is written; a missing file is an error that names it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import MiniSearch from 'minisearch'
import { type SearchResult, searchIndexOptions } from '../search/searchFields.ts'
import { siteUrl } from '../site/site.ts'

type DocsPage = {
  /** Route as readers see it: `/gas/api/quote` (or `/`). */
  route: string
  title: string
  /** Absolute URL of the page's Markdown form. */
  url: string
  markdown: string
}

type DocsSkill = { name: string; url: string; text: string }

export type DocsContent = {
  search: MiniSearch<SearchResult>
  pages: ReadonlyMap<string, DocsPage>
  skills: readonly DocsSkill[]
}

function markdownFiles(dir: string, root: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory())
      return entry.name.startsWith('.') || entry.name === 'assets' ? [] : markdownFiles(path, root)
    return entry.name.endsWith('.md') && relative(root, path) !== 'skill.md' ? [path] : []
  })
}

/** `gas/api/quote.md` → `/gas/api/quote`; `index.md` → `/`. */
export const routeOfMarkdownFile = (file: string) => `/${file.replace(/\.md$/, '')}`.replace(/^\/index$/, '/')

export function loadDocsContent(distDir: string): DocsContent {
  const indexDir = join(distDir, '.vocs')
  const indexFile = existsSync(indexDir)
    ? readdirSync(indexDir).find((name) => /^search-index-[0-9a-f]+\.json$/.test(name))
    : undefined
  if (!indexFile) throw new Error(`${indexDir}: no search index (search-index-<hash>.json); run the build first`)
  const search = MiniSearch.loadJSON<SearchResult>(readFileSync(join(indexDir, indexFile), 'utf8'), searchIndexOptions)

  const pages = new Map<string, DocsPage>()
  for (const path of markdownFiles(distDir, distDir)) {
    const file = relative(distDir, path)
    const markdown = readFileSync(path, 'utf8')
    const route = routeOfMarkdownFile(file)
    const title = markdown.match(/^# (.+)$/m)?.[1]?.trim() ?? route
    pages.set(route, { route, title, url: `${siteUrl}/${file}`, markdown })
  }
  if (pages.size === 0) throw new Error(`${distDir}: no Markdown pages; run the build first`)

  const skillsDir = join(distDir, '.well-known', 'agent-skills')
  const index = JSON.parse(readFileSync(join(skillsDir, 'index.json'), 'utf8')) as { skills: { name: string }[] }
  const skills = index.skills.map(({ name }) => ({
    name,
    url: `${siteUrl}/.well-known/agent-skills/${name}/SKILL.md`,
    text: readFileSync(join(skillsDir, name, 'SKILL.md'), 'utf8'),
  }))
  return { search, pages, skills }
}
