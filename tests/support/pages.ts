import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { listPageRoutes, pagesDir } from '../../tooling/routes.ts'

export type Page = {
  path: string
  file: string
  title: string
  description: string
  layout: string | undefined
  /** Text of the page's `# ` heading. */
  h1: string
  source: string
}

const frontmatterValue = (frontmatter: string, key: string) => {
  const raw = new RegExp(`^${key}:\\s*(.*)$`, 'm').exec(frontmatter)?.[1]?.trim()
  if (raw === undefined) return undefined
  return raw.startsWith('"') ? (JSON.parse(raw) as string) : raw.replace(/^'(.*)'$/, '$1')
}

/** Every page with its frontmatter and h1, read from the MDX sources. */
export function readPages(): Page[] {
  return listPageRoutes().map(({ path, file }) => {
    const source = readFileSync(join(pagesDir, file), 'utf8')
    const frontmatter = /^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? ''
    const h1 = /^# (.+)$/m.exec(source)?.[1]?.trim() ?? ''
    return {
      path,
      file,
      source,
      title: frontmatterValue(frontmatter, 'title') ?? '',
      description: frontmatterValue(frontmatter, 'description') ?? '',
      layout: frontmatterValue(frontmatter, 'layout'),
      h1,
    }
  })
}

/** The h1 as a reader sees it: inline code marks removed. */
export const visibleText = (markdown: string) => markdown.replace(/`/g, '')
