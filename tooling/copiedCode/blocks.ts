/**
 * The code a reader can copy from a page, read from the page's Markdown page: every TypeScript
 * and Solidity fence with its title, and the site pages the Markdown page links to (a file's whole form
 * may be on one of them, one click away).
 */
import type { Nodes, Root } from 'mdast'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import { unified } from 'unified'

export type Language = 'typescript' | 'solidity'

export type CodeBlock = {
  /** Position among the page's TypeScript and Solidity blocks, from 1, as a reader counts them. */
  index: number
  language: Language
  /** TSX is TypeScript with JSX; it keeps its own file extension. */
  jsx: boolean
  /** The `[title]` of the fence (a file name such as `abi.ts`, or a tab label such as `viem`). */
  title: string | undefined
  code: string
}

export type PageCode = {
  /** Route of the page, e.g. `/layerzero/v1/code-examples/completeFlow`. */
  route: string
  blocks: CodeBlock[]
  /** Routes of the site pages the Markdown page links to, without `#anchor`, in order of first link. */
  links: string[]
}

const languages: Record<string, { language: Language; jsx: boolean }> = {
  ts: { language: 'typescript', jsx: false },
  typescript: { language: 'typescript', jsx: false },
  tsx: { language: 'typescript', jsx: true },
  solidity: { language: 'solidity', jsx: false },
  sol: { language: 'solidity', jsx: false },
}

/** The `[title]` in a fence's meta (`ts [abi.ts]`), as Vocs shows it above the block. */
export function fenceTitle(meta: string | null | undefined): string | undefined {
  return meta?.match(/\[([^\]]+)\]/)?.[1]?.trim() || undefined
}

/** The route a link points at when it is a page of this site (`siteUrl` or a root-relative path). */
export function siteRoute(url: string, siteUrl: string): string | undefined {
  const path = url.startsWith(siteUrl) ? url.slice(siteUrl.length) : url.startsWith('/') ? url : undefined
  if (path === undefined || (path !== '' && !path.startsWith('/'))) return undefined
  const route = (path.split(/[#?]/)[0] ?? '').replace(/\.(md|html)$/, '').replace(/\/+$/, '')
  return route === '' || route === '/index' ? '/' : route
}

/** The TypeScript and Solidity blocks of a Markdown page, in page order, and the site pages it links to. */
export function readPageCode(route: string, markdown: string, siteUrl: string): PageCode {
  const tree = unified().use(remarkParse).use(remarkGfm).parse(markdown) as Root
  const blocks: CodeBlock[] = []
  const links: string[] = []
  const walk = (node: Nodes) => {
    if (node.type === 'code') {
      const kind = languages[(node.lang ?? '').toLowerCase()]
      if (kind) blocks.push({ index: blocks.length + 1, ...kind, title: fenceTitle(node.meta), code: node.value })
    } else if (node.type === 'link') {
      const target = siteRoute(node.url, siteUrl)
      if (target !== undefined && target !== route && !links.includes(target)) links.push(target)
    }
    if ('children' in node) for (const child of node.children) walk(child)
  }
  walk(tree)
  return { route, blocks, links }
}
