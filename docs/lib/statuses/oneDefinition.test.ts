import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { StatusesFile } from '../data/schemas.ts'
import { statusesFileSchema } from '../data/schemas.ts'

/**
 * One definition of every status: the pages' status tables (and their Markdown form), the published
 * statuses.json and the LayerZero follow code read docs/data/statuses.json. The test swaps in a
 * changed copy of that file and sees the table, the JSON and the code's behaviour change together.
 * The Gas.zip deposit poller decides with the playbook written into verdict.ts, which
 * docs/lib/verdict/verdictData.test.ts holds equal to this file.
 */
const dataPath = join(import.meta.dirname, '..', '..', 'data', 'statuses.json')
const original = JSON.parse(readFileSync(dataPath, 'utf8')) as StatusesFile

/** The file with a new final deposit status REFUNDED, CONFIRMED no longer final, and other waits. */
function changedCopy(): StatusesFile {
  const copy = structuredClone(original)
  copy.deposit.poll = { firstWaitSeconds: 7, maxWaitSeconds: 9, giveUpAfterMinutes: 3 }
  copy.deposit.statuses = copy.deposit.statuses.map((status) =>
    status.value === 'CONFIRMED' ? { ...status, final: false, success: false } : status,
  )
  copy.deposit.statuses.push({
    value: 'REFUNDED',
    final: true,
    success: true,
    meaning: 'Paid back to the sender.',
    action: 'Check the refund on the deposit chain.',
  })
  copy.layerzero.statuses = copy.layerzero.statuses.map((status) =>
    status.value === 'BLOCKED' ? { ...status, final: false } : status,
  )
  return statusesFileSchema.parse(copy)
}

async function loadWith(file: StatusesFile) {
  vi.resetModules()
  vi.doMock('../../data/statuses.json', () => ({ default: file }))
  const table = await import('./statusTable.ts')
  const { renderPageMarkdown } = await import('../markdown/pageMarkdown.ts')
  const scan = await import('../../snippets/layerzero/scan.ts')
  return { table, renderPageMarkdown, scan }
}

const hash = `0x${'ab'.repeat(32)}` as const
const page = (playbook: string) => `# Statuses\n\n::status-table{playbook="${playbook}"}\n`

afterEach(() => {
  vi.doUnmock('../../data/statuses.json')
  vi.resetModules()
})

describe('one definition of the statuses (docs/data/statuses.json)', () => {
  it('the original file: CONFIRMED is final, REFUNDED is unknown', async () => {
    const { table, renderPageMarkdown } = await loadWith(original)
    const markdown = renderPageMarkdown(page('deposit'), { page: 'test.mdx', url: 'https://dev.gas.zip/test' }).markdown
    expect(markdown).toMatch(/\| `CONFIRMED` \| Yes: it does not change \|/)
    expect(markdown).not.toContain('REFUNDED')
    expect(JSON.parse(table.statusesJson())).toEqual(original)
  })

  it('a changed copy changes the table, the published JSON and what the code does', async () => {
    const changed = changedCopy()
    const { table, renderPageMarkdown, scan } = await loadWith(changed)

    // The table of the page and of its Markdown form.
    const markdown = renderPageMarkdown(page('deposit'), { page: 'test.mdx', url: 'https://dev.gas.zip/test' }).markdown
    expect(markdown).toMatch(/\| `REFUNDED` \| Yes: it does not change \| Paid back to the sender\. \|/)
    expect(markdown).toMatch(/\| `CONFIRMED` \| No \|/)
    expect(markdown).toContain('wait 7 s before the next request and double the wait after each answer, up to 9 s')
    expect(markdown).toContain('give up after 3 minutes')

    // The published statuses.json.
    expect(JSON.parse(table.statusesJson())).toEqual(changed)

    // The LayerZero follow code: BLOCKED is no longer final, so it waits past it to the deadline.
    const client = { getMessagesBySrcTxHash: async () => ({ messages: [{ dstChainId: 30110, status: 'BLOCKED' }] }) }
    await expect(scan.waitForDelivery(client, hash, { intervalMs: 1, timeoutMs: 5 })).rejects.toThrow(/No final status/)
    const layerzero = renderPageMarkdown(page('layerzero'), { page: 'test.mdx', url: 'https://dev.gas.zip/test' })
    expect(layerzero.markdown).toMatch(/\| Blocked \| `BLOCKED` \| No \|/)
  })
})
