import { builtPage, select } from './builtPage.ts'

type Node = { type: string; tagName?: string; properties?: Record<string, unknown>; children?: Node[] }

/**
 * The dark theme changes colors only, and the colors an element gets come from its own tag,
 * classes and inline colors and from those of its parent (a link in a callout, a code span in a
 * table cell, a token in a code line). A route's color contexts are those pairs, read from its
 * prerendered page below `<body>`.
 */
export function colorContexts(route: string): Set<string> {
  const contexts = new Set<string>()
  const describe = (node: Node) => {
    const classes = node.properties?.className
    const style = String(node.properties?.style ?? '')
    const colors = style
      .split(';')
      .filter((declaration) => /color|shiki/.test(declaration))
      .map((declaration) => declaration.trim())
      .sort()
    return `${node.tagName}.${Array.isArray(classes) ? [...classes].sort().join('.') : ''}{${colors.join(';')}}`
  }
  const walk = (node: Node, parent: string) => {
    for (const child of node.children ?? []) {
      if (child.type !== 'element') continue
      const self = describe(child)
      contexts.add(`${parent} > ${self}`)
      walk(child, self)
    }
  }
  const body = select('body', builtPage(route)) as Node | undefined
  if (!body) throw new Error(`${route}: no <body> in the prerendered page`)
  walk(body, 'body')
  return contexts
}

/**
 * The routes the browser suite scans in the dark theme (tests/e2e/pages.spec.ts): few routes that
 * together hold every color context of the site, chosen greedily in route order from the deploy
 * build. The light theme is scanned on every route; a dark scan of a route whose every context
 * was scanned dark on another finds nothing new.
 */
export function darkSamples(routes: string[]): string[] {
  const contexts = new Map(routes.map((route) => [route, colorContexts(route)]))
  const missing = new Set([...contexts.values()].flatMap((set) => [...set]))
  const samples: string[] = []
  while (missing.size > 0) {
    let best = ''
    let gain = 0
    for (const [route, set] of contexts) {
      const count = [...set].filter((context) => missing.has(context)).length
      if (count > gain) [best, gain] = [route, count]
    }
    samples.push(best)
    for (const context of contexts.get(best) ?? []) missing.delete(context)
  }
  return samples
}
