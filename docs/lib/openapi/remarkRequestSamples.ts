/**
 * Remark plugin: gives every `<RequestSamples operationId="…" query="…" />` in a page its
 * request samples (requestSamples.ts) as children, in the form Vocs gives a `:::code-group`
 * block written in a page: a `div.code-group` with one titled code block per language. Vocs
 * then highlights the blocks and renders the group's tabs as for the groups written in pages, in
 * the prerendered HTML, with no code of its own; this group also prerenders every tab's code, so a
 * reader without JavaScript reads all three.
 */
import type { Code, Paragraph, RootContent } from 'mdast'
import openapi from '../../../public/openapi.json' with { type: 'json' }
import type { OpenApiDocument } from './openapi.ts'
import { queryNames, requestSamples } from './requestSamples.ts'

type MdastNode = {
  type: string
  name?: string | null
  attributes?: { type: string; name?: string; value?: unknown }[]
  children?: MdastNode[]
}

const doc = openapi as unknown as OpenApiDocument

function attribute(node: MdastNode, name: string): string | undefined {
  const found = node.attributes?.find((candidate) => candidate.type === 'mdxJsxAttribute' && candidate.name === name)
  return typeof found?.value === 'string' ? found.value : undefined
}

/**
 * The samples of an operation as titled code blocks, `[Title]` in the meta as in a code group
 * written in a page: the page's Markdown form (docs/components/registry.ts) shows them as they are.
 * `query` is the element's attribute, e.g. `to,from`.
 */
export const requestSampleBlocks = (operationId: string, query: string | undefined): Code[] =>
  requestSamples(doc, operationId, { query: queryNames(query) }).map(({ code, lang, title }) => ({
    type: 'code',
    lang,
    meta: `[${title}]`,
    value: code,
  }))

/** What Vocs' code-group plugin makes of `:::code-group` around these blocks. */
function codeGroup(blocks: Code[]): RootContent {
  const tabs: Paragraph[] = blocks.map((block) => ({
    type: 'paragraph',
    // A code block is no phrasing content; Vocs' plugin wraps it the same way.
    children: [block as never],
    data: { hName: 'div', hProperties: { 'data-title': block.meta?.slice(1, -1) ?? '' } },
  }))
  return {
    type: 'containerDirective',
    name: 'code-group',
    attributes: { class: 'code-group' },
    children: tabs,
    data: { hName: 'div', hProperties: { className: ['code-group'] } },
  } as RootContent
}

function visit(node: MdastNode, file: string | undefined): void {
  if (node.type === 'mdxJsxFlowElement' && node.name === 'RequestSamples') {
    const operationId = attribute(node, 'operationId')
    if (!operationId) throw new Error(`${file ?? 'a page'}: <RequestSamples> needs a string operationId attribute`)
    try {
      node.children = [codeGroup(requestSampleBlocks(operationId, attribute(node, 'query'))) as MdastNode]
    } catch (error) {
      throw new Error(`${file ?? 'a page'}: <RequestSamples> ${(error as Error).message}`)
    }
    return
  }
  for (const child of node.children ?? []) visit(child, file)
}

export function remarkRequestSamples() {
  return (tree: MdastNode, file?: { path?: string }) => visit(tree, file?.path)
}
