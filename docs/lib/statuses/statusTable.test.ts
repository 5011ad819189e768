import { gfmToMarkdown } from 'mdast-util-gfm'
import { toMarkdown } from 'mdast-util-to-markdown'
import { describe, expect, it } from 'vitest'
import { directivePlaybook, playbookInline, pollSentence, remarkStatusTable, statusPlaybook } from './statusTable.ts'

describe('status table', () => {
  it('writes the polling schedule as a sentence, doubling or fixed', () => {
    expect(pollSentence(statusPlaybook.deposit)).toMatch(/^Ask at once\. Until a final status, wait \d+ s before/)
    const fixed = {
      ...statusPlaybook.layerzero,
      poll: { firstWaitSeconds: 10, maxWaitSeconds: 10, giveUpAfterMinutes: 1 },
    }
    expect(pollSentence(fixed)).toBe(
      'Ask at once. Until a final status, wait 10 s between two requests; give up after 1 minute.',
    )
  })

  it('turns `code` and [links](https://…) of the playbook into inline nodes, and leaves other text alone', () => {
    const markdown = toMarkdown(
      {
        type: 'paragraph',
        children: playbookInline('Open [Discord](https://discord.gg/gasdotzip) with `hash` [x](/local).'),
      },
      { extensions: [gfmToMarkdown()] },
    )
    expect(markdown.trim()).toBe('Open [Discord](https://discord.gg/gasdotzip) with `hash` \\[x]\\(/local).')
  })

  it('refuses a directive without a known playbook, naming the page', () => {
    expect(() => directivePlaybook({ attributes: { playbook: 'bridge' } }, 'gas/api/deposit.mdx')).toThrow(
      'gas/api/deposit.mdx: ::status-table needs playbook="deposit|layerzero", got "bridge"',
    )
    const tree = {
      type: 'root',
      children: [{ type: 'leafDirective', name: 'status-table', attributes: {}, children: [] }],
    }
    expect(() => remarkStatusTable()(tree as never, { path: 'page.mdx' })).toThrow(/page\.mdx: ::status-table needs/)
  })

  it('replaces the directive with the paragraph and the table', () => {
    const tree = {
      type: 'root',
      children: [{ type: 'leafDirective', name: 'status-table', attributes: { playbook: 'layerzero' }, children: [] }],
    }
    remarkStatusTable()(tree as never, { path: 'page.mdx' })
    expect(tree.children.map((child) => child.type)).toEqual(['paragraph', 'table'])
  })
})
