/**
 * Lets an edit to a page's text update the open tab in place (React Fast Refresh) instead of
 * reloading it. A compiled page exports its component and `frontmatter`, an object; Fast
 * Refresh swaps a module only when its other exports are the same values, and a recompiled
 * page always has a new object. In the dev server the page keeps the previous object while its
 * contents are equal; an edit to the front matter still reloads the tab.
 */
import type { Plugin } from 'vite'

const frontmatterExport = 'export const frontmatter = '

export function keepFrontmatter(code: string): string {
  if (!code.includes(frontmatterExport)) return code
  return `${code.replace(frontmatterExport, 'const compiledFrontmatter = ')}
const kept = import.meta.hot?.data.frontmatter
export const frontmatter = JSON.stringify(kept) === JSON.stringify(compiledFrontmatter) ? kept : compiledFrontmatter
if (import.meta.hot) import.meta.hot.data.frontmatter = frontmatter
`
}

export function mdxRefreshPlugin(): Plugin {
  return {
    name: 'gaszip:mdx-refresh',
    apply: 'serve',
    enforce: 'pre',
    transform(code, id, options) {
      return options?.ssr || !id.split('?')[0]?.endsWith('.mdx') ? null : keepFrontmatter(code)
    },
  }
}
