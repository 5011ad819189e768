/**
 * Rehype plugin: a table cell that holds nothing but one inline code of at most 20
 * characters (a value column: a status such as `PAYLOAD_STORED`, an id) gives that code
 * the class `code-whole`, which docs/styles.css keeps on one line, spaces included: a squeezed
 * value column keeps its values whole (`CONFIRMING`, not `CONFIRMI|NG`). Longer values
 * (addresses, hashes) are kept whole by rehypeTableValues.ts instead. Registered in
 * vocs.config.ts.
 */
type HastNode = {
  type: string
  tagName?: string
  value?: string
  properties?: Record<string, unknown>
  children?: HastNode[]
}

export const wholeCodeClass = 'code-whole'
const wholeCodeMaxLength = 20

const textOf = (node: HastNode): string =>
  node.type === 'text' ? (node.value ?? '') : (node.children ?? []).map(textOf).join('')

/** The cell's only content (blank text aside), when that is an inline code. */
function soleCode(cell: HastNode): HastNode | undefined {
  const content = (cell.children ?? []).filter((child) => child.type !== 'text' || (child.value ?? '').trim() !== '')
  const [only] = content
  return content.length === 1 && only?.type === 'element' && only.tagName === 'code' ? only : undefined
}

export function markWholeTableCodes(node: HastNode): void {
  if (node.tagName === 'td' || node.tagName === 'th') {
    const code = soleCode(node)
    if (code && textOf(code).length <= wholeCodeMaxLength) {
      const existing = code.properties?.className
      const classes = Array.isArray(existing) ? existing : typeof existing === 'string' ? [existing] : []
      code.properties = { ...code.properties, className: [...classes, wholeCodeClass] }
    }
  }
  for (const child of node.children ?? []) markWholeTableCodes(child)
}

export function rehypeWholeTableCodes() {
  return (tree: HastNode) => markWholeTableCodes(tree)
}
