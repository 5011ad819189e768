/**
 * Remark plugin: expands `::chain-table{list="outbound"}` into real HTML tables
 * built from the chain data files at compile time. Registered in
 * vocs.config.ts, it runs for page compilation and for the search index, so
 * every chain name and id is in the prerendered HTML and findable by search.
 */
import { chainTableFor, outboundChains } from './chainData.ts'
import { aliasSuffix, type Cell, type ChainTableModel, formatSnapshotDate, isChainListName } from './chainTables.ts'

type HastText = { type: 'text'; value: string }
type HastElement = {
  type: 'element'
  tagName: string
  properties: Record<string, string | number | boolean>
  children: HastNode[]
}
type HastNode = HastText | HastElement
type MdastNode = {
  type: string
  name?: string
  attributes?: Record<string, string | null | undefined> | null
  children?: MdastNode[]
  data?: Record<string, unknown>
}

const text = (value: string): HastText => ({ type: 'text', value })
const h = (tagName: string, properties: HastElement['properties'], children: HastNode[]): HastElement => ({
  type: 'element',
  tagName,
  properties,
  children,
})

function renderCell(cell: Cell): HastNode[] {
  switch (cell.kind) {
    case 'text':
      return cell.aliases
        ? [text(cell.text), h('span', { className: 'chainTable-aliases' }, [text(aliasSuffix(cell.aliases))])]
        : [text(cell.text)]
    case 'number':
      return [text(cell.value === null ? (cell.missing ?? '') : String(cell.value))]
    case 'address':
      return [h('a', { href: cell.href }, [h('code', {}, [text(cell.address)])])]
    case 'link':
      return [h('a', { href: cell.href, ...(cell.label ? { ariaLabel: cell.label } : {}) }, [text(cell.text)])]
    case 'note':
      return [h('em', {}, [text(cell.text)])]
  }
}

/**
 * Ends a cell with a space, so text taken from the page HTML with its tags
 * removed keeps neighbouring cells apart ("Botanix 3637 496", not one
 * unsearchable word "Botanix3637496").
 */
function spaced(children: HastNode[]): HastNode[] {
  const last = children.at(-1)
  if (last?.type === 'text') return [...children.slice(0, -1), text(`${last.value} `)]
  return [...children, text(' ')]
}

/** The static HTML (as a hast tree) of a chain table model. */
function chainTableToHast(model: ChainTableModel): HastElement {
  return h(
    'div',
    { className: 'chainTable-static', dataChainTable: model.list },
    model.groups.map((group) =>
      h('table', { dataChainGroup: group.id }, [
        h('caption', {}, [text(`${group.caption} (${group.rows.length}) `)]),
        h('thead', {}, [
          h(
            'tr',
            {},
            model.columns.map((column) => h('th', { scope: 'col' }, [text(`${column} `)])),
          ),
        ]),
        h(
          'tbody',
          {},
          group.rows.map((row) =>
            h(
              'tr',
              { dataChainRow: row.key },
              row.cells.map((cell) => h('td', {}, spaced(renderCell(cell)))),
            ),
          ),
        ),
      ]),
    ),
  )
}

function visit(node: MdastNode, file: { path?: string }) {
  for (const child of node.children ?? []) {
    if (child.type === 'leafDirective' && child.name === 'chain-table') {
      const list = child.attributes?.list
      if (!isChainListName(list))
        throw new Error(
          `${file.path ?? 'page'}: ::chain-table needs list="inbound|outbound|layerzero-deposit|layerzero-outbound", got ${JSON.stringify(list)}`,
        )
      const table = chainTableToHast(chainTableFor(list))
      if (list === 'outbound')
        table.children.unshift(
          h('p', { dataChainSource: 'static' }, [text(`Snapshot of ${formatSnapshotDate(outboundChains.takenAt)}.`)]),
        )
      child.data = { hName: table.tagName, hProperties: table.properties, hChildren: table.children }
      child.children = []
    } else visit(child, file)
  }
}

export function remarkChainTable() {
  return (tree: MdastNode, file: { path?: string }) => visit(tree, file)
}
