/**
 * Remark plugin: puts the page's tools (docs/components/CopyPage.tsx) right under the first
 * `# Title` of every page, so no page has to import them and they are part of the prerendered
 * HTML (nothing moves once painted). They are one row: "Copy page", "View as Markdown" and the
 * "Use with AI" disclosure with the page's open and connect links (agentLinks.ts, plain HTML),
 * which the row gets as its child.
 *
 * The search index (docs/lib/search/searchIndex.ts) also compiles every page, from a plain
 * string with imports and components stripped and no file path. An import added
 * there could not be resolved and would fail the build, so the plugin only acts on
 * a compile that names its file: the page build.
 */
import { relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Root, RootContent } from 'mdast'
import { agentLinksNode } from './agentLinks.ts'
import { mdxImport } from './mdxImport.ts'

const copyPageComponentPath = fileURLToPath(new URL('../../components/CopyPage.tsx', import.meta.url))
const pagesDir = fileURLToPath(new URL('../../pages/', import.meta.url))
const componentName = 'CopyPage'

const elementNode = (children: RootContent[]) =>
  ({ type: 'mdxJsxFlowElement', name: componentName, attributes: [], children }) as RootContent

const isTitle = (node: RootContent) => node.type === 'heading' && node.depth === 1

/** The route of a page file: `…/pages/gas/api/quote.mdx` → `/gas/api/quote`, `…/pages/index.mdx` → `/`. */
export function pageRouteOf(file: string, dir = pagesDir): string {
  return `/${relative(dir, file).replace(/\.mdx?$/, '')}`.replace(/\/index$/, '') || '/'
}

/**
 * Adds the row to a page tree, after the `h1` or after the `header` Vocs wraps
 * the `h1` in (its subtitle plugin runs first), with the page's agent links inside it.
 * A tree without an `h1` is left as it is.
 */
export function addCopyPage(tree: Root, route: string, source = copyPageComponentPath): boolean {
  const index = tree.children.findIndex(
    (node) => isTitle(node) || ('children' in node && (node.children as RootContent[]).some(isTitle)),
  )
  if (index === -1) return false
  tree.children.splice(index + 1, 0, elementNode([agentLinksNode(route)]))
  tree.children.unshift(mdxImport(componentName, source) as unknown as RootContent)
  return true
}

/** The home page routes readers to their path; it is no article to copy or hand to an AI tool. */
const withoutTools = new Set(['/'])

export function remarkCopyPage() {
  return (tree: Root, file: { path?: string }) => {
    if (!file.path) return
    const route = pageRouteOf(file.path)
    if (!withoutTools.has(route)) addCopyPage(tree, route)
  }
}
