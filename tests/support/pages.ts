import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { frontMatterOf, frontMatterValue } from '../../tooling/checks/frontMatter.ts'
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

/** Every page with its frontmatter and h1, read from the MDX sources. */
export function readPages(): Page[] {
  return listPageRoutes().map(({ path, file }) => {
    const source = readFileSync(join(pagesDir, file), 'utf8')
    const frontmatter = frontMatterOf(source) ?? ''
    const h1 = /^# (.+)$/m.exec(source)?.[1]?.trim() ?? ''
    return {
      path,
      file,
      source,
      title: frontMatterValue(frontmatter, 'title') ?? '',
      description: frontMatterValue(frontmatter, 'description') ?? '',
      layout: frontMatterValue(frontmatter, 'layout'),
      h1,
    }
  })
}

/** The h1 as a reader sees it: inline code marks removed. */
export const visibleText = (markdown: string) => markdown.replace(/`/g, '')
