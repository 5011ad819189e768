import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { RulesFile } from '../data/schemas.ts'
import { extractRegion, renderPageMarkdown } from '../markdown/pageMarkdown.ts'
import { siteDescription } from '../site/site.ts'
import { type Skill, serviceSkill, taskSkills } from './skills.ts'

const docsDir = join(import.meta.dirname, '..', '..')
const pagesDir = join(docsDir, 'pages')

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

/** A `##` section of a skill body. */
const section = (body: string, heading: string) => {
  const start = body.indexOf(`\n## ${heading}\n`)
  if (start === -1) return ''
  const end = body.indexOf('\n## ', start + 1)
  return body.slice(start, end === -1 ? undefined : end)
}

const kinds = [
  [
    'gas-zip-direct-deposit',
    '/gas/code-examples/evm-deposit/direct-forwarder',
    'Send a Direct Deposit with code',
    'direct',
  ],
  ['gas-zip-contract-deposit', '/gas/code-examples/evm-deposit/contract-forwarder', 'Deposit step by step', 'contract'],
  ['gas-zip-solana-deposit', '/gas/code-examples/svm-deposit/solana-forwarder', 'Send a Solana deposit', 'solana'],
] as const

describe('the deposit skills', () => {
  it.each(kinds)('%s lists the steps of its page, whole, a quote check among them', (name, route, heading) => {
    const body = taskSkills().find((entry) => entry.name === name)?.body ?? ''
    const steps = section(body, 'Steps')
    const listed = [...steps.matchAll(/^\d+\. \[([^\]]+)\]/gm)].map((match) => match[1])
    const onPage = stepHeadings(route, heading)
    expect(onPage.length).toBeGreaterThan(2)
    expect(listed).toEqual(onPage)
    expect(listed.some((step) => /quote/i.test(step ?? ''))).toBe(true)
    // The check itself is the decision module's.
    expect(steps).toContain('`checkQuote`')
  })

  it.each(kinds)(
    '%s ends with a path through the MCP tools alone and the files its code needs',
    (name, _route, _heading, method) => {
      const body = taskSkills().find((entry) => entry.name === name)?.body ?? ''
      const mcp = section(body, 'MCP tools only')
      // The quote with this deposit kind's method, then the deposit's tracking, each verdict field named.
      expect(mcp).toContain(`\`method\` \`${method}\``)
      for (const field of ['`get_quote`', '`send`', '`path`', '`track_deposit`', '`final`', '`ticket`'])
        expect(mcp, field).toContain(field)
      // The list is closed: every file a listed file imports is listed too, the decision module among them.
      const files = section(body, 'Files to save')
      const listed = [...files.matchAll(/^- `([^`]+)`:/gm)].map((match) => match[1] ?? '')
      expect(listed).toContain('verdict.ts')
      const snippets = readdirSync(join(docsDir, 'snippets'), { recursive: true, encoding: 'utf8' })
      for (const file of listed.filter((name) => name.endsWith('.ts'))) {
        const path = snippets.find((candidate) => candidate === file || candidate.endsWith(`/${file}`)) ?? file
        const source = readFileSync(join(docsDir, 'snippets', path), 'utf8')
        for (const [, imported = ''] of source.matchAll(/from '\.\/([^']+)'/g))
          expect(listed, `${file} imports ${imported}`).toContain(imported)
      }
    },
  )
})

/**
 * No skill holds a sentence of its own. Every sentence of a skill, outside its code, is a page's
 * (rules and status tables as the pages place them), a rule's title, the decision module's or
 * another snippet's, or a skill's description; the skill writer adds only headings, labels, page links and tool
 * names. A fragment of five words or more between punctuation counts as a sentence; it must be
 * found in those sources. Every code block must be found there too.
 */
const withoutLinks = (text: string) =>
  text
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<https?:\/\/[^>]*>/g, '')
    .replace(/https?:\/\/\S+/g, '')
const normalize = (text: string) =>
  withoutLinks(text)
    .replace(/[`*_\\]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase()

function sources(skills: readonly Skill[]): string {
  const pages = readdirSync(pagesDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.mdx'))
    .map((file) => {
      const source = readFileSync(join(pagesDir, file), 'utf8')
      return renderPageMarkdown(source, { page: file, url: `https://dev.gas.zip/${file.replace(/\.mdx$/, '')}` })
        .markdown
    })
  const snippetsDir = join(docsDir, 'snippets')
  const snippets = readdirSync(snippetsDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|sol)$/.test(file) && !file.endsWith('.test.ts'))
    .map((file) => extractRegion(readFileSync(join(snippetsDir, file), 'utf8'), undefined))
  const rules = JSON.parse(readFileSync(join(docsDir, 'data', 'rules.json'), 'utf8')) as RulesFile
  const titles = rules.rules.map((rule) => rule.title)
  return normalize(
    [...pages, ...snippets, ...titles, siteDescription, ...skills.map((skill) => skill.description)].join('\n'),
  )
}

/** The sentences and code blocks of a skill body that no page, rule or snippet holds. */
function ownSentences(body: string, corpus: string): string[] {
  const found: string[] = []
  const code = [...body.matchAll(/^( *)```[^\n]*\n([\s\S]*?)\n\1```$/gm)]
  for (const block of code)
    if (!corpus.includes(normalize(block[2] ?? ''))) found.push(`code: ${(block[2] ?? '').slice(0, 80)}`)
  const prose = body.replace(/^( *)```[^\n]*\n[\s\S]*?\n\1```$/gm, '')
  for (const line of prose.split('\n')) {
    const cells = line.trim().startsWith('|') ? line.split('|') : [line]
    for (const cell of cells) {
      const text = withoutLinks(cell).replace(/^\s*(?:#+|[-*]|\d+\.)\s+/, '')
      for (const fragment of text.split(/[.;:!?](?=\s|$)/)) {
        const words = fragment.replace(/`[^`]*`/g, ' ').match(/[A-Za-z][A-Za-z']+/g) ?? []
        if (words.length >= 5 && !corpus.includes(normalize(fragment))) found.push(fragment.trim())
      }
    }
  }
  return found
}

describe('the skills hold no sentence of their own', { timeout: 60_000 }, () => {
  const tasks = taskSkills()
  const skills = [serviceSkill(tasks), ...tasks]
  const corpus = sources(skills)

  it.each(skills.map((skill) => [skill.name, skill] as const))('%s', (_name, skill) => {
    expect(ownSentences(skill.body, corpus)).toEqual([])
  })

  it('finds a step written into a skill by hand', () => {
    const skill = tasks.find((entry) => entry.name === 'gas-zip-layerzero-router')
    const body = `${skill?.body}\n- Send a \`msg.value\` that covers the fees; the router refunds any excess.\n`
    expect(ownSentences(body, corpus)).toEqual([
      'Send a `msg.value` that covers the fees',
      'the router refunds any excess',
    ])
  })
})
