import { describe, expect, it } from 'vitest'
import openapi from '../../../public/openapi.json' with { type: 'json' }
import { remarkResponseExamples } from './remarkResponseExamples.ts'

type Node = {
  type: string
  name?: string
  attributes?: { type: string; name: string; value: string }[]
  children?: Node[]
  lang?: string
  value?: string
}

const element = (attributes: Record<string, string>): Node => ({
  type: 'mdxJsxFlowElement',
  name: 'ResponseExample',
  attributes: Object.entries(attributes).map(([name, value]) => ({ type: 'mdxJsxAttribute', name, value })),
  children: [],
})

function run(node: Node) {
  const tree: Node = { type: 'root', children: [{ type: 'paragraph', children: [] }, node] }
  remarkResponseExamples()(tree as never, { path: 'docs/pages/gas/api/chains.mdx' })
  return node
}

describe('remarkResponseExamples', () => {
  it('gives the element the example of openapi.json as a json code block', () => {
    const node = run(element({ operationId: 'getChains', example: 'illustrative' }))
    const [code] = node.children ?? []
    expect(code?.type).toBe('code')
    expect(code?.lang).toBe('json')
    // The example the document's /chains 200 response points at, read straight from its JSON.
    const example = openapi.components.examples.ChainListIllustrative
    expect(JSON.parse(code?.value ?? '')).toEqual(example.value)
    expect(code?.value).toContain('\n  ')
  })

  it('names the operation and the known examples when an example is missing', () => {
    expect(() => run(element({ operationId: 'getChains', example: 'nope' }))).toThrow(
      /getChains has no example "nope" \(known: .*illustrative/,
    )
  })

  it('names the page when an attribute is missing', () => {
    expect(() => run(element({ operationId: 'getChains' }))).toThrow(/chains\.mdx: <ResponseExample> needs/)
  })

  it('leaves other elements alone', () => {
    const other: Node = { type: 'mdxJsxFlowElement', name: 'EndpointParameters', children: [] }
    expect(run(other).children).toEqual([])
  })
})
