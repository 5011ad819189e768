import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js'
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import MiniSearch from 'minisearch'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { pageTitles } from '../../../tooling/pageTitles.ts'
import type { RulesFile } from '../data/schemas.ts'

/** The live tools are not called here: an API base that nothing listens on. */
const unreachableApi = { base: 'http://127.0.0.1:9/v2', timeoutMs: 1000 }

/**
 * One source per rule: the pages (and their Markdown form), the agent skills, the MCP answers and
 * openapi.json all take each rule from docs/data/rules.json. The test swaps in a copy where every
 * rule reads differently, rebuilds every voice through the one module each imports, and sees the
 * new text everywhere and the old text nowhere. A voice that keeps its own copy of a rule fails.
 * The decision module readers copy states no rule: its reasons link each rule's page
 * (docs/snippets/api/verdict.test.ts holds the links to the site's).
 */
const docsDir = join(import.meta.dirname, '..', '..')
const original = JSON.parse(readFileSync(join(docsDir, 'data', 'rules.json'), 'utf8')) as RulesFile
const openapi = JSON.parse(readFileSync(join(docsDir, '..', 'public', 'openapi.json'), 'utf8')) as unknown

const pageFiles = readdirSync(join(docsDir, 'pages'), { recursive: true, encoding: 'utf8' }).filter((file) =>
  file.endsWith('.mdx'),
)

const changedText = (id: string) => `From now on the ${id} rule says something else.`
const changed: RulesFile = {
  rules: original.rules.map((rule) => ({ ...rule, text: changedText(rule.id) })),
}

afterEach(() => {
  vi.doUnmock('../../data/rules.json')
  vi.doUnmock('../../../public/openapi.json')
  vi.resetModules()
})

/** Every voice, built from `file` in place of docs/data/rules.json. */
async function voices(file: RulesFile) {
  vi.resetModules()
  vi.doMock('../../data/rules.json', () => ({ default: file }))
  const { ruleMarkdown } = await import('./rules.ts')
  // openapi.json as `npm run rules:openapi` writes it from this file; the pages render it.
  const { openapiAsWritten, ruleInlineMarkdown } = await import('./openapiRules.ts')
  const regenerated = openapiAsWritten(openapi, pageTitles())
  vi.doMock('../../../public/openapi.json', () => ({ default: regenerated }))
  const { renderPageMarkdown, splitFrontMatter } = await import('../markdown/pageMarkdown.ts')
  const { serviceSkill, skillFile, taskSkills } = await import('../agents/skills.ts')
  const { createDocsServer } = await import('../mcp/server.ts')

  // Each page's Markdown, with its front matter description: llms.txt lists the pages by it.
  const pages = pageFiles.map((file) => {
    const source = readFileSync(join(docsDir, 'pages', file), 'utf8')
    const { description } = splitFrontMatter(source)
    const { markdown } = renderPageMarkdown(source, {
      page: file,
      url: `https://dev.gas.zip/${file.replace(/\.mdx$/, '')}`,
    })
    return `${description}\n${markdown}`
  })

  const tasks = taskSkills()
  const skills = Object.fromEntries([serviceSkill(tasks), ...tasks].map((skill) => [skill.name, skillFile(skill)]))

  const server = createDocsServer(
    { search: new MiniSearch({ fields: ['title'] }), pages: new Map(), skills: [] },
    unreachableApi,
  )
  const client = new Client({ name: 'rules-test', version: '1.0.0' })
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair()
  await Promise.all([server.connect(serverSide), client.connect(clientSide)])
  const call = async (name: string, args: Record<string, unknown>) => {
    const result = (await client.callTool({ name, arguments: args })) as CallToolResult
    return result.content.map((part) => (part.type === 'text' ? part.text : '')).join('\n')
  }
  const { tools } = await client.listTools()
  const mcp = [
    JSON.stringify(tools),
    await call('lookup_chain', { chain: 'Arc' }),
    await call('lookup_chain', { chain: '4337' }),
    await call('build_calldata', { recipient: 'sender', shortIds: [57, 55] }),
    await call('explain_status', { status: 'CONFIRMED' }),
  ].join('\n')
  await client.close()

  const text: Record<Voice, string> = {
    pages: pages.join('\n'),
    'gas-zip': skills['gas-zip'] ?? '',
    'gas-zip-direct-deposit': skills['gas-zip-direct-deposit'] ?? '',
    'gas-zip-contract-deposit': skills['gas-zip-contract-deposit'] ?? '',
    'gas-zip-solana-deposit': skills['gas-zip-solana-deposit'] ?? '',
    'gas-zip-layerzero-router': skills['gas-zip-layerzero-router'] ?? '',
    mcp,
    openapi: JSON.stringify(regenerated),
  }
  // openapi.json states a rule as one paragraph (a list's items as sentences), every other voice as Markdown blocks.
  const ruleIn = (voice: Voice, id: string) => (voice === 'openapi' ? ruleInlineMarkdown(id) : ruleMarkdown(id))
  return { ruleIn, text }
}

/** A rule's first sentence, the probe for its text. */
const firstSentence = (markdown: string) => markdown.split(/(?<=\.) /)[0] ?? ''

/** Whether a voice holds a sentence, in plain text or as a JSON string (MCP tool lists, openapi.json). */
const contains = (voice: string, sentence: string) =>
  voice.includes(sentence) || voice.includes(JSON.stringify(sentence).slice(1, -1))

/** Each voice (the pages, each skill, the MCP answers, openapi.json) and the rules it states. */
const statedBy = {
  pages: original.rules.map((rule) => rule.id),
  'gas-zip': ['limits', 'quote-window', 'send', 'direct-deposit-transfer', 'failed-request', 'tracking'],
  'gas-zip-direct-deposit': [
    'limits',
    'quote-window',
    'send',
    'direct-deposit-transfer',
    'failed-request',
    'tracking',
    'which-hash',
  ],
  'gas-zip-contract-deposit': ['limits', 'send', 'contract-abi', 'failed-request', 'tracking', 'which-hash'],
  'gas-zip-solana-deposit': ['limits', 'send', 'solana-program', 'failed-request', 'tracking', 'which-hash'],
  'gas-zip-layerzero-router': ['router-by-chain', 'route-cap', 'router-fee', 'which-hash'],
  mcp: ['limits', 'contract-abi', 'router-by-chain', 'direct-deposit-transfer', 'failed-request', 'tracking'],
  openapi: ['failed-request', 'quote-window', 'tracking', 'send'],
} as const
type Voice = keyof typeof statedBy

// Each voice is rebuilt from fresh modules twice; on a busy two-core machine that takes seconds.
describe('one source per rule (docs/data/rules.json)', { timeout: 30_000 }, () => {
  it('every voice states the rules of the committed file', async () => {
    const built = await voices(original)
    const missing = Object.entries(statedBy).flatMap(([voice, ids]) =>
      ids
        .filter((id) => !contains(built.text[voice as Voice], firstSentence(built.ruleIn(voice as Voice, id))))
        .map((id) => `${voice}: ${id}`),
    )
    expect(missing).toEqual([])
  })

  it('no voice says on its own when tracking ends or how to send a quote', async () => {
    // Built from a rules file in which the tracking and send rules say something else: any
    // sentence left that ends tracking at a status, or sends calldata on the page's word, was
    // written by hand, and a reader who follows it stops early or sends what no verdict checked.
    const after = await voices(changed)
    const handWritten = [
      /until (?:it is |its status is |the deposit(?:'s)? `?status`? is |`?deposit\.status`? is )?`?(?:CONFIRMED|final)\b/i,
      /(?:done|finished|delivered) when [^.]{0,40}CONFIRMED/i,
      /polling ends/i,
      /CONFIRMED`? \(delivered\)/i,
      /is then finished/i,
      /(?:poll|follow)[^.]{0,40}(?:until|to) (?:a|its) final status/i,
      /send[^.]{0,60}\bunchanged\b/i,
    ]
    const found = Object.entries(after.text).flatMap(([voice, text]) =>
      handWritten.flatMap((pattern) => {
        const match = pattern.exec(text)
        return match ? [`${voice}: "${text.slice(Math.max(0, match.index - 60), match.index + match[0].length)}"`] : []
      }),
    )
    expect(found).toEqual([])
  })

  it('a changed rules file changes every voice, and no voice keeps the old text', async () => {
    const before = await voices(original)
    const after = await voices(changed)
    const problems = Object.entries(statedBy).flatMap(([voice, ids]) => {
      const text = after.text[voice as Voice]
      const oldSentences = original.rules.map((rule) => firstSentence(before.ruleIn(voice as Voice, rule.id)))
      return [
        ...ids
          .filter((id) => !contains(text, changedText(id)))
          .map((id) => `${voice} does not state the changed ${id} rule`),
        ...oldSentences
          .filter((sentence) => contains(text, sentence))
          .map((sentence) => `${voice} keeps its own copy of "${sentence}"`),
      ]
    })
    expect(problems).toEqual([])
  })
})
