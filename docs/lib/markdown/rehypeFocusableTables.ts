/**
 * Rehype plugin: every table in page content gets `tabindex="0"`. Wide tables scroll
 * sideways on narrow screens, and a keyboard user can only scroll a region that can
 * take focus (axe: scrollable-region-focusable). Registered in vocs.config.ts.
 */
type HastNode = {
  type: string
  tagName?: string
  properties?: Record<string, unknown>
  children?: HastNode[]
}

export function makeTablesFocusable(node: HastNode): void {
  if (node.type === 'element' && node.tagName === 'table') node.properties = { ...node.properties, tabIndex: 0 }
  for (const child of node.children ?? []) makeTablesFocusable(child)
}

export function rehypeFocusableTables() {
  return makeTablesFocusable
}
