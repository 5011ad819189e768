/**
 * The status playbook (docs/data/statuses.json) as page content: for each thing to follow (a
 * Gas.zip deposit, a LayerZero message) one paragraph with the polling schedule and one table of
 * statuses. The same Markdown syntax tree serves the web page (`::status-table{playbook="deposit"}`,
 * expanded by `remarkStatusTable` before the page is compiled, so the table is in the prerendered
 * HTML and in the search index), the page's Markdown form, the skills and the MCP tool.
 */
import type { BlockContent, Parent, RootContent } from 'mdast'
import statuses from '../../data/statuses.json' with { type: 'json' }
import type { Playbook, PlaybookName, StatusesFile } from '../data/schemas.ts'
import { type Inline, inlineCode, link, paragraph, stackedTable, text } from '../markdown/blocks.ts'

export const statusPlaybook: StatusesFile = statuses
export const playbookNames: readonly PlaybookName[] = ['deposit', 'layerzero']

const isPlaybookName = (value: unknown): value is PlaybookName =>
  typeof value === 'string' && (playbookNames as readonly string[]).includes(value)

/** Playbook prose as inline nodes: `code` spans and [text](https://…) links; the rest is text. */
export function playbookInline(value: string): Inline[] {
  const nodes: Inline[] = []
  for (const part of value.split(/(`[^`]+`|\[[^\]]+\]\(https:\/\/[^)\s]+\))/)) {
    if (part === '') continue
    const linked = part.match(/^\[([^\]]+)\]\((https:\/\/[^)\s]+)\)$/)
    if (linked) nodes.push(link(linked[2] ?? '', text(linked[1] ?? '')))
    else if (part.startsWith('`') && part.endsWith('`') && part.length > 1) nodes.push(inlineCode(part.slice(1, -1)))
    else nodes.push(text(part))
  }
  return nodes
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`

/** The polling schedule as one sentence. */
export function pollSentence(playbook: Playbook): string {
  const { firstWaitSeconds, maxWaitSeconds, giveUpAfterMinutes } = playbook.poll
  const waits =
    firstWaitSeconds === maxWaitSeconds
      ? `wait ${firstWaitSeconds} s between two requests`
      : `wait ${firstWaitSeconds} s before the next request and double the wait after each answer, up to ${maxWaitSeconds} s`
  return `Ask at once. Until a final status, ${waits}; give up after ${plural(giveUpAfterMinutes, 'minute')}.`
}

/** The paragraph and table of one playbook. */
export function statusTableBlocks(name: PlaybookName, file: StatusesFile = statusPlaybook): BlockContent[] {
  const playbook = file[name]
  const labelled = playbook.statuses.some((status) => status.label !== undefined)
  const columns = labelled
    ? ['Status', 'Client value', 'Final', 'Meaning', 'What to do']
    : ['Status', 'Final', 'Meaning', 'What to do']
  const rows = playbook.statuses.map((status) => [
    ...(labelled ? [status.label ?? status.value, [inlineCode(status.value)]] : [[inlineCode(status.value)]]),
    status.final ? 'Yes: it does not change' : 'No',
    status.meaning === null ? '' : playbookInline(status.meaning),
    playbookInline(status.action),
  ])
  return [
    paragraph(text(`${pollSentence(playbook)} `), ...playbookInline(playbook.otherValues)),
    stackedTable(columns, rows),
  ]
}

type Directive = RootContent & { name?: string; attributes?: Record<string, string | null | undefined> | null }

/** The playbook a `::status-table{playbook="…"}` directive names, or an error naming the page. */
export function directivePlaybook(
  node: { attributes?: Record<string, string | null | undefined> | null },
  page: string,
): PlaybookName {
  const name = node.attributes?.playbook
  if (!isPlaybookName(name))
    throw new Error(
      `${page}: ::status-table needs playbook="${playbookNames.join('|')}", got ${JSON.stringify(name ?? null)}`,
    )
  return name
}

function expand(parent: Parent, page: string) {
  parent.children = parent.children.flatMap((child) => {
    const node = child as Directive
    if (node.type === 'leafDirective' && node.name === 'status-table')
      return statusTableBlocks(directivePlaybook(node, page))
    if ('children' in child) expand(child as Parent, page)
    return [child]
  }) as typeof parent.children
}

/** Remark plugin: expands `::status-table{playbook="deposit|layerzero"}` into the paragraph and table. */
export function remarkStatusTable() {
  return (tree: Parent, file: { path?: string }) => expand(tree, file.path ?? 'page')
}

/** The playbook as the site publishes it at `/statuses.json`: the data file, formatted. */
export const statusesJson = (file: StatusesFile = statusPlaybook) => `${JSON.stringify(file, null, 2)}\n`
