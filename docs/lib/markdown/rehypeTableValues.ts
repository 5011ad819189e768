/**
 * Rehype plugin: values a reader copies stay whole, and those in Markdown tables get a copy button.
 * - Every inline code that holds a long token (codeTokens.ts) gets `code-token`: docs/styles.css
 *   keeps it on one line, in a box that scrolls when the line is too narrow for it.
 * - In the page build, a table cell that holds only an address or a 32-byte hash gets a "Copy"
 *   button after it (docs/components/CopyValue.tsx, named after its row and column).
 * - Such a table, and a table of three or more columns with running text, becomes a list of
 *   labelled entries on phones (`stacked-table`), so values and code chips have the phone's
 *   whole width instead of a squeezed column.
 * The search index compiles pages from a string with no file path, where an import could not be
 * resolved (see remarkCopyPage.ts): there only the class is added. Registered in vocs.config.ts.
 */
import { fileURLToPath } from 'node:url'
import { codeTokenClass, isCopyableValue, isLongToken } from './codeTokens.ts'
import { mdxImport } from './mdxImport.ts'

type HastNode = {
  type: string
  tagName?: string
  value?: string
  name?: string
  properties?: Record<string, unknown>
  attributes?: unknown[]
  children?: HastNode[]
  data?: unknown
}

const copyValuePath = fileURLToPath(new URL('../../components/CopyValue.tsx', import.meta.url))
const componentName = 'CopyValue'
const stackedClass = 'stacked-table'

const textOf = (node: HastNode): string =>
  node.type === 'text' ? (node.value ?? '') : (node.children ?? []).map(textOf).join('')
const elements = (node: HastNode, tagName: string) =>
  (node.children ?? []).filter((child) => child.type === 'element' && child.tagName === tagName)
const classesOf = (node: HastNode): string[] => {
  const existing = node.properties?.className
  return Array.isArray(existing) ? (existing as string[]) : typeof existing === 'string' ? existing.split(' ') : []
}
const addClass = (node: HastNode, name: string) => {
  const classes = classesOf(node)
  if (!classes.includes(name)) node.properties = { ...node.properties, className: [...classes, name] }
}

/**
 * Marks every inline code (not the code of a `pre` block) that holds a long token. Outside a
 * table, where it may scroll on a narrow screen, it also takes focus, so a keyboard can scroll it
 * (a table is focusable as a whole, rehypeFocusableTables.ts).
 */
function markLongTokens(node: HastNode, inTable = false): void {
  if (node.type === 'element' && node.tagName === 'pre') return
  if (node.type === 'element' && node.tagName === 'code' && isLongToken(textOf(node))) {
    addClass(node, codeTokenClass)
    if (!inTable) node.properties = { ...node.properties, tabIndex: 0 }
  }
  const table = inTable || (node.type === 'element' && node.tagName === 'table')
  for (const child of node.children ?? []) markLongTokens(child, table)
}

/** The cell's only content (blank text aside), when that is an inline code holding a copyable value. */
function soleValue(cell: HastNode): HastNode | undefined {
  const content = (cell.children ?? []).filter((child) => child.type !== 'text' || (child.value ?? '').trim() !== '')
  const [only] = content
  return content.length === 1 && only?.tagName === 'code' && isCopyableValue(textOf(only)) ? only : undefined
}

const attribute = (name: string, value: string) => ({ type: 'mdxJsxAttribute', name, value })

/** A cell of running text: a table of such cells reads better as entries on a phone. */
const proseLength = 60

/**
 * Lays one table out for phones and gives its values their copy buttons (`withButtons`). A
 * table that holds an address or a hash, or that has three or more columns and a cell of running
 * text, becomes labelled entries on phones (`stacked-table`): whole code chips and a long value
 * need the phone's width, which three squeezed columns do not leave. Columns are named by the
 * header row, rows by their first cell. Returns whether a copy button was added.
 */
function layOutTable(table: HastNode, withButtons: boolean): boolean {
  const sections = [...elements(table, 'thead'), ...elements(table, 'tbody')]
  const headRow = elements(sections.find((section) => section.tagName === 'thead') ?? table, 'tr')[0]
  const columns = headRow ? elements(headRow, 'th').map((cell) => textOf(cell).trim()) : []
  const rows = sections.filter((section) => section.tagName === 'tbody').flatMap((body) => elements(body, 'tr'))
  const cells = rows.flatMap((row) => elements(row, 'td'))
  const holdsValue = cells.some((cell) => soleValue(cell))
  const prose = columns.length >= 3 && cells.some((cell) => textOf(cell).trim().length > proseLength)
  if (!holdsValue && !prose) return false
  addClass(table, stackedClass)
  let buttons = false
  for (const row of rows) {
    const rowCells = elements(row, 'td')
    const rowName = textOf(rowCells[0] ?? { type: 'text' }).trim()
    rowCells.forEach((cell, index) => {
      const column = columns[index] ?? ''
      // Phones show each row as an entry, each cell after the first under its column's name.
      if (index > 0 && column) cell.properties = { ...cell.properties, dataLabel: column }
      const code = soleValue(cell)
      if (!code || !withButtons) return
      buttons = true
      const button: HastNode = {
        type: 'mdxJsxTextElement',
        name: componentName,
        attributes: [attribute('value', textOf(code)), attribute('label', `${rowName} ${column}`.trim())],
        children: [],
      }
      cell.children = [
        { type: 'element', tagName: 'span', properties: { className: ['copyable-value'] }, children: [code, button] },
      ]
    })
  }
  return buttons
}

function tablesOf(node: HastNode): HastNode[] {
  if (node.type === 'element' && node.tagName === 'table') return [node]
  return (node.children ?? []).flatMap(tablesOf)
}

/** Both steps on one page tree; the copy buttons only when the page is compiled from its file. */
export function markTableValues(tree: HastNode, source: string | undefined): void {
  markLongTokens(tree)
  let used = false
  for (const table of tablesOf(tree)) if (layOutTable(table, source !== undefined)) used = true
  if (used && source)
    tree.children = [mdxImport(componentName, source) as unknown as HastNode, ...(tree.children ?? [])]
}

export function rehypeTableValues() {
  return (tree: HastNode, file: { path?: string }) => markTableValues(tree, file.path ? copyValuePath : undefined)
}
