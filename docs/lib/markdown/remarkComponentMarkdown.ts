/**
 * Remark plugin of the search index: puts each component's Markdown form
 * (docs/components/registry.ts) where the page places it, so search finds the text a
 * component shows (API fields, token and contract tables) the way the page's Markdown copy
 * has it, with no plugin per component. Imports and exports go: the search index renders
 * pages without the site's bundle. Headings inside a form become bold paragraphs, since the
 * web page gives them no anchor to link to.
 */
import type { Nodes, Parent, PhrasingContent, Root, RootContent } from 'mdast'
import { componentMarkdown, type PlacedElement, stringAttributes } from '../../components/registry.ts'
import { paragraph, strong } from './blocks.ts'

type JsxElement = PlacedElement & {
  type: 'mdxJsxFlowElement' | 'mdxJsxTextElement'
  children: RootContent[]
}

const isComponent = (node: Nodes): node is Nodes & JsxElement =>
  (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && /^[A-Z]/.test(node.name ?? '')

/** Headings a Markdown form adds as bold paragraphs; the page's own headings among `kept` stay. */
const withoutAddedHeadings = (nodes: RootContent[], kept: RootContent[]): RootContent[] =>
  nodes.map((node) =>
    node.type === 'heading' && !kept.includes(node) ? paragraph(strong(...(node.children as PhrasingContent[]))) : node,
  )

function replaceComponents(node: Nodes, url: string): RootContent[] {
  if (node.type === 'mdxjsEsm') return []
  if ('children' in node) {
    const parent = node as Parent
    parent.children = parent.children.flatMap((child) => replaceComponents(child, url)) as typeof parent.children
  }
  if (!isComponent(node)) return [node as RootContent]
  const blocks = componentMarkdown(node.name ?? '', stringAttributes(node), node.children, { page: 'page', url })
  if (node.type === 'mdxJsxTextElement')
    return blocks.flatMap((block) => (block.type === 'paragraph' ? block.children : [])) as RootContent[]
  return withoutAddedHeadings(blocks, node.children)
}

/** @param options.url the URL components link back to (the search index has no page URL per compile) */
export function remarkComponentMarkdown(options: { url?: string } = {}) {
  return (tree: Root) => {
    tree.children = tree.children.flatMap((child) => replaceComponents(child, options.url ?? '/'))
  }
}
