import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { taskSkills } from './skills.ts'

/**
 * The deposit skills take their steps from the pages, and every deposit kind checks its quote
 * before sending: the step list of each skill is the page's `###` steps in the page's order, and
 * one of them is the quote check, which the skill hands to the decision module.
 */
const pagesDir = join(import.meta.dirname, '..', '..', 'pages')

/** The `###` headings under one `##` heading of a page, read from its source line by line. */
function stepHeadings(route: string, section: string): string[] {
  const lines = readFileSync(join(pagesDir, `${route}.mdx`), 'utf8').split('\n')
  const start = lines.indexOf(`## ${section}`)
  const end = lines.findIndex((line, index) => index > start && /^#{1,2} /.test(line))
  return lines
    .slice(start, end === -1 ? undefined : end)
    .filter((line) => line.startsWith('### '))
    .map((line) => line.slice(4))
}

const kinds = [
  ['gas-zip-direct-deposit', '/gas/code-examples/evm-deposit/direct-forwarder', 'Send a Direct Deposit with code'],
  ['gas-zip-contract-deposit', '/gas/code-examples/evm-deposit/contract-forwarder', 'Deposit step by step'],
  ['gas-zip-solana-deposit', '/gas/code-examples/svm-deposit/solana-forwarder', 'Send a Solana deposit'],
] as const

describe('the deposit skills', () => {
  it.each(kinds)('%s lists the steps of its page, a quote check among them', (name, route, section) => {
    const skill = taskSkills().find((entry) => entry.name === name)
    const body = skill?.body ?? ''
    const steps = body.slice(body.indexOf('## Steps'), body.indexOf('\n## ', body.indexOf('## Steps') + 1))
    const listed = [...steps.matchAll(/^\d+\. \[([^\]]+)\]/gm)].map((match) => match[1])
    const onPage = stepHeadings(route, section)
    expect(onPage.length).toBeGreaterThan(2)
    expect(listed).toEqual(onPage)
    expect(listed.some((heading) => /quote/i.test(heading ?? ''))).toBe(true)
    // The check itself is the decision module's, by code or through the MCP tool.
    expect(steps).toContain('`checkQuote`')
    expect(steps).toContain('`get_quote`')
  })
})
