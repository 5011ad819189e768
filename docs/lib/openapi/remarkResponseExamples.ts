/**
 * Remark plugin: gives every `<ResponseExample operationId="…" example="…" />`
 * in a page a fenced `json` code block with the example from
 * public/openapi.json as its child. Vocs then highlights it, frames it and adds
 * its copy button exactly as it does for the code blocks written in pages, so a
 * response example looks like every other code block and its text is in the
 * search index.
 */
import openapi from '../../../public/openapi.json' with { type: 'json' }
import { findResponseExample, type OpenApiDocument } from './openapi.ts'

type MdastNode = {
  type: string
  name?: string | null
  attributes?: { type: string; name?: string; value?: unknown }[]
  children?: MdastNode[]
  lang?: string
  value?: string
}

const doc = openapi as unknown as OpenApiDocument

function attribute(node: MdastNode, name: string): string | undefined {
  const found = node.attributes?.find((candidate) => candidate.type === 'mdxJsxAttribute' && candidate.name === name)
  return typeof found?.value === 'string' ? found.value : undefined
}

/** The code block a response example is shown as. */
function responseExampleCode(operationId: string, example: string): MdastNode {
  const { value } = findResponseExample(doc, operationId, example)
  return { type: 'code', lang: 'json', value: JSON.stringify(value, null, 2) }
}

function visit(node: MdastNode, file: string | undefined): void {
  if (node.type === 'mdxJsxFlowElement' && node.name === 'ResponseExample') {
    const operationId = attribute(node, 'operationId')
    const example = attribute(node, 'example')
    if (!operationId || !example) {
      throw new Error(`${file ?? 'a page'}: <ResponseExample> needs string operationId and example attributes`)
    }
    node.children = [responseExampleCode(operationId, example)]
    return
  }
  for (const child of node.children ?? []) visit(child, file)
}

export function remarkResponseExamples() {
  return (tree: MdastNode, file?: { path?: string }) => visit(tree, file?.path)
}
