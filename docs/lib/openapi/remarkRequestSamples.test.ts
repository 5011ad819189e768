import { describe, expect, it } from 'vitest'
import { remarkRequestSamples } from './remarkRequestSamples.ts'

type Node = {
  type: string
  name?: string
  attributes?: { type: string; name: string; value: string }[]
  children?: Node[]
  data?: { hName?: string; hProperties?: Record<string, unknown> }
  lang?: string
  meta?: string
  value?: string
}

const element = (attributes: Record<string, string>): Node => ({
  type: 'mdxJsxFlowElement',
  name: 'RequestSamples',
  attributes: Object.entries(attributes).map(([name, value]) => ({ type: 'mdxJsxAttribute', name, value })),
  children: [],
})

function run(node: Node) {
  const tree: Node = { type: 'root', children: [{ type: 'paragraph', children: [] }, node] }
  remarkRequestSamples()(tree as never, { path: 'docs/pages/gas/api/chains.mdx' })
  return node
}

describe('remarkRequestSamples', () => {
  it('gives the element a code group of three titled blocks', () => {
    const [group] = run(element({ operationId: 'getChains' })).children ?? []
    expect(group?.data).toEqual({ hName: 'div', hProperties: { className: ['code-group'] } })
    const tabs = group?.children ?? []
    expect(tabs.map((tab) => tab.data?.hProperties?.['data-title'])).toEqual(['cURL', 'Python', 'TypeScript'])
    const blocks = tabs.map((tab) => tab.children?.[0])
    expect(blocks.map((block) => [block?.lang, block?.meta])).toEqual([
      ['bash', '[cURL]'],
      ['python', '[Python]'],
      ['ts', '[TypeScript]'],
    ])
    expect(blocks[0]?.value).toBe("curl -sS --fail-with-body 'https://backend.gas.zip/v2/chains'")
  })

  it('sets the query parameters the element names', () => {
    const [group] = run(element({ operationId: 'getQuote', query: 'to,from' })).children ?? []
    expect(group?.children?.[0]?.children?.[0]?.value).toContain('?to=0x7Ed2A81B7054Dc5D393234B7a3A33B9ba125cAc9&from=')
  })

  it('names the page and the problem: no operationId, or a route without a stated method', () => {
    expect(() => run(element({}))).toThrow('chains.mdx: <RequestSamples> needs a string operationId attribute')
    expect(() => run(element({ operationId: 'quoteToken' }))).toThrow(
      'chains.mdx: <RequestSamples> openapi: quoteToken has no documented HTTP method',
    )
  })
})
