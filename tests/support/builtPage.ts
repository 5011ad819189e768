import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fromHtml } from 'hast-util-from-html'
import { select, selectAll } from 'hast-util-select'
import { distDir } from '../../tooling/routes.ts'

export { select, selectAll }

type Root = ReturnType<typeof fromHtml>
type Element = NonNullable<ReturnType<typeof select>>
/** Any node of the tree: text has a value, elements and the root have children. */
type TreeNode = { type: string; value?: string; children?: TreeNode[] }

/**
 * A prerendered page of the deploy build as a tree, to read what every reader receives before
 * any script runs: the text and structure that need no browser are tested here, not in one.
 */
export function builtPage(route: string): Root {
  const file = join(distDir, route === '/' ? '' : route.slice(1), 'index.html')
  return fromHtml(readFileSync(file, 'utf8'))
}

/** The page's article; throws, naming the route, when it has none. */
export function articleOf(route: string): Element {
  const article = select('article', builtPage(route))
  if (!article) throw new Error(`${route}: no <article> in the prerendered page`)
  return article
}

/** All the text under a node, hidden or not, as the DOM's `textContent` gives it. */
export function textOf(node: TreeNode): string {
  if (node.type === 'text') return node.value ?? ''
  return (node.children ?? []).map(textOf).join('')
}
