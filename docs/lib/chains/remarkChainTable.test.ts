import { describe, expect, it } from 'vitest'
import { inboundChains, outboundChains } from './chainData.ts'
import { formatSnapshotDate } from './chainTables.ts'
import { remarkChainTable } from './remarkChainTable.ts'

type Node = {
  type: string
  tagName?: string
  value?: string
  name?: string
  attributes?: Record<string, string>
  children?: Node[]
  properties?: Record<string, unknown>
  data?: { hName?: string; hProperties?: Record<string, unknown>; hChildren?: Node[] }
}

const directive = (list: string): Node => ({
  type: 'leafDirective',
  name: 'chain-table',
  attributes: { list },
  children: [],
})

function expand(list: string) {
  const node = directive(list)
  const tree: Node = {
    type: 'root',
    children: [{ type: 'mdxJsxFlowElement', name: 'ChainTableFilter', children: [node] }],
  }
  remarkChainTable()(tree as never, { path: 'page.mdx' })
  return node
}

const all = (nodes: Node[] | undefined, tag: string): Node[] =>
  (nodes ?? []).flatMap((node) => [...(node.tagName === tag ? [node] : []), ...all(node.children, tag)])
const textOf = (node: Node): string => node.value ?? (node.children ?? []).map(textOf).join('')

describe('remarkChainTable', () => {
  it('expands ::chain-table inside a component into static tables with every row', () => {
    const node = expand('outbound')
    expect(node.data?.hName).toBe('div')
    expect(node.data?.hProperties).toMatchObject({ dataChainTable: 'outbound' })
    expect(all(node.data?.hChildren, 'tr').filter((row) => row.properties?.dataChainRow)).toHaveLength(
      outboundChains.chains.length,
    )
    expect(textOf({ type: 'root', children: node.data?.hChildren })).toContain(
      `Snapshot of ${formatSnapshotDate(outboundChains.takenAt)}.`,
    )
  })

  it('ends every cell with a space so the search index sees separate words', () => {
    const node = expand('layerzero-outbound')
    const cells = all(node.data?.hChildren, 'td')
    expect(cells.length).toBeGreaterThan(0)
    for (const cell of cells) expect(textOf(cell).endsWith(' ')).toBe(true)
    const meter = all(node.data?.hChildren, 'tr').find((row) => textOf(row).startsWith('Meter '))
    expect(meter && textOf(meter)).toBe('Meter 82 176 Not supported ')
  })

  it('writes no placeholder address into the inbound table', () => {
    const node = expand('inbound')
    const text = textOf({ type: 'root', children: node.data?.hChildren })
    expect(text.toLowerCase()).not.toContain('0xaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa')
    expect(text.match(/Not offered/g)).toHaveLength(inboundChains.chains.filter((chain) => !chain.directDeposit).length)
  })

  it('fails the page with a clear message for an unknown list', () => {
    expect(() => expand('everything')).toThrow(
      'page.mdx: ::chain-table needs list="inbound|outbound|layerzero-deposit|layerzero-outbound", got "everything"',
    )
  })
})
