/**
 * Turns a page's MDX source into plain Markdown: the page's Markdown page
 * (`/gas/api/quote.md`) and its part of `llms-full.txt`.
 *
 * - `// [!include ~/snippets/…:region]` lines are replaced by the snippet's code,
 *   with the same region rules as the site's code blocks;
 * - components that render data (API reference, chain tables, token and contract
 *   tables) become Markdown tables and code blocks;
 * - callouts become block quotes, code groups and steps lose their wrappers;
 * - imports, front matter and JSX are removed; site links become absolute URLs.
 *
 * A component or directive it does not know stops the build with the page's name,
 * so a new component cannot leak JSX into the Markdown (components and their Markdown
 * forms: docs/components/registry.ts).
 */
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { BlockContent, Heading, Nodes, Parent, PhrasingContent, Root, RootContent } from 'mdast'
import { gfmToMarkdown } from 'mdast-util-gfm'
import { toMarkdown } from 'mdast-util-to-markdown'
import { toString as plainText } from 'mdast-util-to-string'
import remarkDirective from 'remark-directive'
import remarkGfm from 'remark-gfm'
import remarkMdx from 'remark-mdx'
import remarkParse from 'remark-parse'
import { unified } from 'unified'
import { componentMarkdown, type PlacedElement, stringAttributes } from '../../components/registry.ts'
import { isChainListName } from '../chains/chainTables.ts'
import { directiveRule, ruleBlocks } from '../rules/rules.ts'
import { siteUrl } from '../site/site.ts'
import { directivePlaybook, statusTableBlocks } from '../statuses/statusTable.ts'
import { absoluteUrl, link, paragraph, settleHeadingLevels, strong, text } from './blocks.ts'
import { chainTableBlocks } from './dataBlocks.ts'

/** `docs/`, which `~` stands for in include paths. */
const defaultDocsDir = resolve(import.meta.dirname, '..', '..')

export type PageMarkdown = {
  title: string
  description: string
  /** The page as Markdown, starting with its `# Title`. */
  markdown: string
  /** The same page with every heading one level deeper, for a file that holds many pages. */
  nested: string
}

type Context = { page: string; url: string; docsDir: string }

const fail = (context: Context, message: string): never => {
  throw new Error(`${context.page}: ${message}`)
}

/** Front matter `title` and `description` (quoted or bare), and the body after it. */
export function splitFrontMatter(source: string): { title: string; description: string; body: string } {
  const match = source.match(/^---\r?\n([\s\S]*?)\r?\n---\r?\n/)
  if (!match) return { title: '', description: '', body: source }
  const field = (name: string) => {
    const line = match[1]?.match(new RegExp(`^${name}:\\s*(.*)$`, 'm'))?.[1]?.trim() ?? ''
    if (line.startsWith('"') && line.endsWith('"')) return JSON.parse(line) as string
    if (line.startsWith("'") && line.endsWith("'")) return line.slice(1, -1).replace(/''/g, "'")
    return line
  }
  return { title: field('title'), description: field('description'), body: source.slice(match[0].length) }
}

const includeLine = /^\s*\/\/ \[!include (\S+)\]\s*$/
const regionStart = /\/\/ \[!region (.*)\]/
const regionEnd = /\/\/ \[!endregion (.*)\]/

/** The lines of a snippet inside `// [!region name]` (all of it without a name), markers left out. */
export function extractRegion(code: string, region: string | undefined): string {
  const lines: string[] = []
  let inside = region === undefined
  let found = region === undefined
  for (const line of code.split('\n')) {
    const start = line.match(regionStart)
    const end = line.match(regionEnd)
    if (start) {
      if (start[1] === region) inside = found = true
    } else if (end) {
      if (end[1] === region) inside = false
    } else if (inside) lines.push(line)
  }
  if (!found) throw new Error(`no region "${region}"`)
  return lines.join('\n').replace(/\n$/, '')
}

/** A code block's text with every include line replaced by the snippet it names. */
export function resolveIncludes(code: string, docsDir: string): string {
  return code
    .split('\n')
    .map((line) => {
      const match = line.match(includeLine)
      if (!match?.[1]) return line
      const [file = '', region] = match[1].split(':')
      if (!file.startsWith('~/')) throw new Error(`include "${match[1]}" must start with ~/`)
      const source = readFileSync(join(docsDir, file.slice(2)), 'utf8')
      try {
        return extractRegion(source, region)
      } catch (error) {
        throw new Error(`include "${match[1]}": ${(error as Error).message}`)
      }
    })
    .join('\n')
    .split('\n')
    .filter((line) => !regionStart.test(line) && !regionEnd.test(line))
    .join('\n')
}

const calloutKinds: Record<string, string> = {
  note: 'Note',
  info: 'Info',
  tip: 'Tip',
  success: 'Success',
  warning: 'Warning',
  danger: 'Danger',
}

type JsxElement = PlacedElement & { type: 'mdxJsxFlowElement' | 'mdxJsxTextElement' }
type Directive = {
  type: 'containerDirective' | 'leafDirective' | 'textDirective'
  name: string
  attributes?: Record<string, string | null | undefined> | null
  children: RootContent[]
}

/** The Markdown of a component or HTML element placed in a page (components: docs/components/registry.ts). */
function componentBlocks(element: JsxElement, children: RootContent[], context: Context): RootContent[] {
  const name = element.name ?? '(fragment)'
  let attributes: Record<string, string>
  try {
    attributes = stringAttributes(element)
  } catch (error) {
    return fail(context, `${(error as Error).message} in Markdown pages`)
  }
  switch (name) {
    case 'a':
      return [paragraph(link(absoluteUrl(attributes.href ?? ''), ...(children as PhrasingContent[])))]
    case 'details':
      // A folded block (the whole file at the end of a guide): the Markdown page shows it unfolded.
      return children
    case 'summary': {
      const phrasing = children.flatMap((child) =>
        child.type === 'paragraph' ? child.children : [child as PhrasingContent],
      )
      return [paragraph(strong(...phrasing))]
    }
    default:
      return componentMarkdown(name, attributes, children, { page: context.page, url: context.url })
  }
}

function directiveBlocks(node: Directive, context: Context): RootContent[] {
  if (node.type === 'leafDirective' && node.name === 'chain-table') {
    const list = node.attributes?.list
    if (!isChainListName(list)) return fail(context, `::chain-table has an unknown list ${JSON.stringify(list)}`)
    return chainTableBlocks(list)
  }
  if (node.type === 'leafDirective' && node.name === 'status-table')
    return statusTableBlocks(directivePlaybook(node, context.page))
  if (node.type === 'leafDirective' && node.name === 'rule') return ruleBlocks(directiveRule(node, context.page))
  if (node.type === 'containerDirective' && (node.name === 'code-group' || node.name === 'steps')) return node.children
  const kind = calloutKinds[node.name]
  if (node.type === 'containerDirective' && kind) {
    const labelNode = node.children.find(
      (child) => child.type === 'paragraph' && (child.data as { directiveLabel?: boolean })?.directiveLabel,
    )
    const body = node.children.filter((child) => child !== labelNode) as BlockContent[]
    const label = labelNode && labelNode.type === 'paragraph' ? labelNode.children : []
    // The kind and the label lead the callout's first paragraph: `> **Warning: Label.** Text`.
    const ending = /[.!?:]$/.test(plainText({ type: 'paragraph', children: label })) ? '' : label.length > 0 ? '.' : ':'
    const lead = strong(text(label.length > 0 ? `${kind}: ` : kind), ...label, ...(ending ? [text(ending)] : []))
    const [first, ...rest] = body
    const children: BlockContent[] =
      first?.type === 'paragraph'
        ? [paragraph(lead, text(' '), ...first.children), ...rest]
        : [paragraph(lead), ...body]
    return [{ type: 'blockquote', children }]
  }
  if (node.type === 'textDirective') {
    // `word:other` in prose parses as a directive; it is text.
    return [text(`:${node.name}`), ...node.children]
  }
  return fail(context, `directive "${node.name}" has no Markdown form`)
}

/** Rewrites a subtree in place; returns the nodes that replace `node` in its parent. */
function transform(node: Nodes, context: Context): RootContent[] {
  switch (node.type) {
    case 'mdxjsEsm':
      return []
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
      return fail(context, 'a {…} expression has no Markdown form; keep expressions out of pages')
    case 'code':
      node.value = resolveIncludes(node.value, context.docsDir)
      // Every fence names its language; a block of plain text or a URL is `text`.
      node.lang ??= 'text'
      return [node]
    case 'link':
      node.url = absoluteUrl(node.url)
      break
  }
  if ('children' in node) {
    const parent = node as Parent
    parent.children = parent.children.flatMap((child) => transform(child, context)) as typeof parent.children
  }
  if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement')
    return componentBlocks(node as unknown as JsxElement, node.children as RootContent[], context)
  if (node.type === 'containerDirective' || node.type === 'leafDirective' || node.type === 'textDirective')
    return directiveBlocks(node as unknown as Directive, context)
  return [node as RootContent]
}

/**
 * Callouts in a row become one block quote, a paragraph each: two block quotes with only a
 * blank line between them read as one in some Markdown parsers and as two in others.
 */
function joinCallouts(blocks: RootContent[]): RootContent[] {
  const joined: RootContent[] = []
  for (const block of blocks) {
    const previous = joined.at(-1)
    if (block.type === 'blockquote' && previous?.type === 'blockquote') previous.children.push(...block.children)
    else joined.push(block)
  }
  return joined
}

const stringify = (tree: Root) =>
  toMarkdown(tree, {
    extensions: [gfmToMarkdown({ tablePipeAlign: false })],
    bullet: '-',
    emphasis: '_',
    rule: '-',
    fences: true,
  })

/**
 * The Markdown of one page.
 * @param source MDX source of the page
 * @param page its file, for error messages (`gas/api/quote.mdx`)
 * @param url the page's absolute URL, for components that point readers to the web page
 */
export function renderPageMarkdown(
  source: string,
  { page, url, docsDir = defaultDocsDir }: { page: string; url: string; docsDir?: string },
): PageMarkdown {
  const context: Context = { page, url, docsDir }
  const { title, description, body } = splitFrontMatter(source)
  const tree = unified().use(remarkParse).use(remarkMdx).use(remarkDirective).use(remarkGfm).parse(body) as Root
  tree.children = joinCallouts(tree.children.flatMap((child) => transform(child, context)))
  tree.children = settleHeadingLevels(tree.children)
  const firstHeading = tree.children.find((child): child is Heading => child.type === 'heading' && child.depth === 1)
  const markdown = stringify(tree)
  const deeper = structuredClone(tree)
  const nest = (node: Nodes) => {
    if (node.type === 'heading') node.depth = Math.min(node.depth + 1, 6) as Heading['depth']
    if ('children' in node) for (const child of node.children) nest(child)
  }
  nest(deeper)
  return {
    title: title || (firstHeading ? plainText(firstHeading) : page),
    description,
    markdown,
    nested: stringify(deeper),
  }
}

/** The line under the title of every Markdown page that points agents to the index of all pages. */
export const indexPointer = `> Every page of these docs is listed, as Markdown, in [/llms.txt](${siteUrl}/llms.txt).`

/**
 * A page's Markdown as its own file (`/gas/api/quote.md`): the title, then the pointer to
 * `/llms.txt`, then the page. `llms-full.txt` holds every page already and goes without it.
 */
export function withIndexPointer(markdown: string): string {
  const title = markdown.match(/^# [^\n]*\n/)?.[0]
  return title ? `${title}\n${indexPointer}\n${markdown.slice(title.length)}` : `${indexPointer}\n\n${markdown}`
}
