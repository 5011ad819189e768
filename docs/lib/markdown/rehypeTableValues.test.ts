import { describe, expect, it } from 'vitest'
import { codeTokenClass } from './codeTokens.ts'
import { markTableValues } from './rehypeTableValues.ts'

type Node = {
  type: string
  tagName?: string
  value?: string
  name?: string
  properties?: Record<string, unknown>
  attributes?: { name: string; value: string }[]
  children?: Node[]
}

const text = (value: string): Node => ({ type: 'text', value })
const element = (tagName: string, children: Node[] = [], properties: Record<string, unknown> = {}): Node => ({
  type: 'element',
  tagName,
  properties,
  children,
})
const code = (value: string) => element('code', [text(value)])
const address = '0x26DA582889f59EaaE9dA1f063bE0140CD93E6a4f'

const routerTable = () =>
  element('table', [
    element('thead', [element('tr', [element('th', [text('Version')]), element('th', [text('Address')])])]),
    element('tbody', [
      element('tr', [element('td', [text('v2 (current)')]), element('td', [text(' '), code(address)])]),
    ]),
  ])

const find = (node: Node, test: (node: Node) => boolean): Node[] => [
  ...(test(node) ? [node] : []),
  ...(node.children ?? []).flatMap((child) => find(child, test)),
]

describe('rehypeTableValues', () => {
  it('gives an address in a table a copy button named after its row and column, and stacks the table on phones', () => {
    const table = routerTable()
    const tree: Node = { type: 'root', children: [table] }
    markTableValues(tree, '/components/CopyValue.tsx')
    const [button] = find(tree, (node) => node.name === 'CopyValue')
    expect(button?.attributes).toEqual([
      { type: 'mdxJsxAttribute', name: 'value', value: address },
      { type: 'mdxJsxAttribute', name: 'label', value: 'v2 (current) Address' },
    ])
    expect(table.properties?.className).toEqual(['stacked-table'])
    expect(find(table, (node) => node.tagName === 'td').map((cell) => cell.properties?.dataLabel)).toEqual([
      undefined,
      'Address',
    ])
    expect(tree.children?.[0]?.type).toBe('mdxjsEsm')
  })

  it('adds no button, import or label where no cell is only an address', () => {
    const table = element('table', [
      element('tbody', [element('tr', [element('td', [text('Send to '), code(address)])])]),
    ])
    const tree: Node = { type: 'root', children: [table] }
    markTableValues(tree, '/components/CopyValue.tsx')
    expect(find(tree, (node) => node.name === 'CopyValue')).toEqual([])
    expect(tree.children).toEqual([table])
    expect(table.properties?.className).toBe(undefined)
  })

  it('keeps long tokens whole in prose and tables, but not in code blocks', () => {
    const inProse = code(address)
    const short = code('msg.value')
    const block = element('pre', [code(address)])
    const tree: Node = { type: 'root', children: [element('p', [inProse, short]), block] }
    markTableValues(tree, undefined)
    expect(inProse.properties?.className).toEqual([codeTokenClass])
    expect(inProse.properties?.tabIndex).toBe(0)
    expect(short.properties?.className).toBe(undefined)
    expect(block.children?.[0]?.properties?.className).toBe(undefined)
  })

  it('stacks a table of three columns with running text on phones, without buttons', () => {
    const sentence = 'Drop that chain from the list of outbound chains and quote again, or show the reason.'
    const table = element('table', [
      element('thead', [
        element(
          'tr',
          ['Error', 'Meaning', 'What to do'].map((name) => element('th', [text(name)])),
        ),
      ]),
      element('tbody', [
        element('tr', [
          element('td', [code('error')]),
          element('td', [text('Refused.')]),
          element('td', [text(sentence)]),
        ]),
      ]),
    ])
    const short = element('table', [
      element('thead', [
        element(
          'tr',
          ['Chain', 'Id', 'Short'].map((name) => element('th', [text(name)])),
        ),
      ]),
      element('tbody', [
        element('tr', [element('td', [text('Base')]), element('td', [text('8453')]), element('td', [text('54')])]),
      ]),
    ])
    const tree: Node = { type: 'root', children: [table, short] }
    markTableValues(tree, '/components/CopyValue.tsx')
    expect(table.properties?.className).toEqual(['stacked-table'])
    expect(find(table, (node) => node.tagName === 'td').map((cell) => cell.properties?.dataLabel)).toEqual([
      undefined,
      'Meaning',
      'What to do',
    ])
    expect(short.properties?.className).toBe(undefined)
    expect(tree.children).toEqual([table, short])
  })

  it('leaves the search index compile (no file) without buttons or imports', () => {
    const tree: Node = { type: 'root', children: [routerTable()] }
    markTableValues(tree, undefined)
    expect(find(tree, (node) => node.name === 'CopyValue' || node.type === 'mdxjsEsm')).toEqual([])
  })
})
