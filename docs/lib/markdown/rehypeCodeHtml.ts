/**
 * Rehype plugin: a highlighted code block's lines reach the page as one HTML string on its
 * `code` element (`data-html`), which the site's Code component writes as the element's inner
 * HTML (framework/app/Code.tsx), instead of as one React element per token. The prerendered page
 * is the same; the browser no longer builds and hydrates every token of every block before the
 * page answers a tap (2,240 elements of 2,859 on the longest LayerZero flow page, 7,744 of 8,259
 * on the API guide). A token's two colours become classes (tokenColors.ts). Runs
 * after Vocs' highlighter; registered in vocs.config.ts.
 */
import { toHtml } from 'hast-util-to-html'
import { tokenClasses } from './tokenColors.ts'

// Named references (`&amp;`, `&lt;`), as React writes text: the page reads the same either way.
const characterReferences = { characterReferences: { useNamedReferences: true } }

type HastNode = {
  type: string
  tagName?: string
  properties?: Record<string, unknown>
  children?: HastNode[]
}

/** Shiki names its block's classes in a `class` string; other plugins in a `className` list. */
const classesOf = (node: HastNode): string[] => {
  const { className, class: classString } = node.properties ?? {}
  if (Array.isArray(className)) return className.map(String)
  return typeof classString === 'string' ? classString.split(/\s+/) : []
}

const isHighlightedBlock = (node: HastNode) => node.tagName === 'pre' && classesOf(node).includes('shiki')

/** Every token of a block whose style is its two colours carries them as classes instead. */
function classifyTokens(node: HastNode) {
  for (const child of node.children ?? []) {
    if (child.type !== 'element') continue
    const style = child.properties?.style
    const classes = child.tagName === 'span' && typeof style === 'string' ? tokenClasses(style) : undefined
    if (classes) {
      // `class` is the highlighter's spelling of `className`: one list replaces both.
      const { style: _style, class: _class, ...rest } = child.properties ?? {}
      child.properties = { ...rest, className: [...classesOf(child), ...classes] }
    }
    classifyTokens(child)
  }
}

function visit(node: HastNode) {
  // Blocks sit in elements and in the page's JSX (a code group, a component's children) alike.
  for (const child of node.children ?? []) {
    if (child.type === 'element' && isHighlightedBlock(child)) {
      for (const code of child.children ?? []) {
        if (code.type !== 'element' || code.tagName !== 'code') continue
        classifyTokens(code)
        code.properties = {
          ...code.properties,
          dataHtml: toHtml(code.children as Parameters<typeof toHtml>[0], characterReferences),
        }
        code.children = []
      }
    } else visit(child)
  }
}

export function rehypeCodeHtml() {
  return (tree: HastNode) => visit(tree)
}
