import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fromHtml } from 'hast-util-from-html'
import { select, selectAll } from 'hast-util-select'
import { distDir, outputFilesFor } from '../../tooling/routes.ts'

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
  return fromHtml(readFileSync(join(distDir, outputFilesFor(route).clean), 'utf8'))
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

/** The table whose caption matches `caption`; throws, naming it, when there is none. */
export function tableCaptioned(root: Element, caption: RegExp): Element {
  const table = selectAll('table', root).find((candidate) => {
    const title = select('caption', candidate)
    return title !== undefined && caption.test(textOf(title).trim())
  })
  if (!table) throw new Error(`no table captioned ${caption}`)
  return table
}

/** A cell's text as a reader reads its value: without the label of a copy button beside it. */
const cellText = (cell: Element) =>
  textOf(cell)
    .replace(new RegExp(`${selectAll('button.copy-value', cell).map(textOf).join('|') || '$^'}$`), '')
    .trim()

/** The body rows of a table, each as its cells' text (copy buttons left out). */
export const bodyRows = (table: Element): string[][] =>
  selectAll('tbody tr', table).map((row) => selectAll('td, th', row).map(cellText))
