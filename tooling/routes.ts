import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'

export const rootDir = resolve(import.meta.dirname, '..')
export const pagesDir = join(rootDir, 'docs', 'pages')
export const distDir = join(rootDir, 'docs', 'dist')
/** Present while `npm run build` (scripts/build.ts) writes docs/dist, and left by a build that failed. */
export const incompleteBuildMarker = join(rootDir, 'docs', 'dist.incomplete')

/**
 * Why docs/dist cannot be trusted, or undefined when the last build finished: a build that stopped
 * halfway leaves some pages and none of the Markdown forms, and a test reading it would report
 * every missing file instead of the failed build.
 */
export function incompleteBuild(): string | undefined {
  if (!existsSync(incompleteBuildMarker)) return undefined
  const step = readFileSync(incompleteBuildMarker, 'utf8').trim()
  return `docs/dist is incomplete: the last npm run build stopped in ${step}. Fix its error and build again (npm run build:deploy for the built tests).`
}

export type PageRoute = {
  /** Route path as readers see it, e.g. `/gas/api/quote` (or `/`). */
  path: string
  /** Source file relative to `docs/pages`, e.g. `gas/api/quote.mdx`. */
  file: string
}

/** Every page route, derived from the MDX files the way Vocs derives them. */
export function listPageRoutes(dir = pagesDir): PageRoute[] {
  const routes: PageRoute[] = []
  const walk = (current: string) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const full = join(current, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (/\.mdx?$/.test(entry.name)) {
        const file = relative(dir, full)
        const path = `/${file.replace(/\.mdx?$/, '')}`.replace(/\/index$/, '') || '/'
        routes.push({ path, file })
      }
    }
  }
  walk(dir)
  return routes.sort((a, b) => a.path.localeCompare(b.path))
}

/** Files a static host serves for a route: the clean URL and its `.html` copy. */
export function outputFilesFor(path: string): { clean: string; htmlCopy?: string } {
  if (path === '/') return { clean: 'index.html' }
  const bare = path.slice(1)
  return { clean: `${bare}/index.html`, htmlCopy: `${bare}.html` }
}
