/**
 * Agent skills for Gas.zip, in the Agent Skills format (a folder per skill with a SKILL.md that
 * starts with `name` and `description` front matter). They are written at build time from the
 * same sources as the pages, and from nothing else: every step and section is a page's, taken
 * from its Markdown form (its rules, status tables and code included); the rules come from
 * docs/data/rules.json, the statuses from the status playbook, chains and addresses from
 * docs/data, code from the snippets, the verdict fields an agent acts on from the decision module's
 * own comments, and the MCP tools from mcpTools.ts. The writer adds headings, page links and tool
 * names, never a sentence of its own (skills.test.ts fails on one). Each file is written through
 * the Markdown serializer, so it is well-formed Markdown (blank lines around blocks, URLs as autolinks).
 */
import { readdirSync, readFileSync, realpathSync } from 'node:fs'
import { basename, dirname, join, relative } from 'node:path'
import type { Code, List, ListItem, Paragraph, Root, RootContent } from 'mdast'
import { gfmToMarkdown } from 'mdast-util-gfm'
import { type Options, toMarkdown } from 'mdast-util-to-markdown'
import { toString as plainText } from 'mdast-util-to-string'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import { unified } from 'unified'
import { inboundChains } from '../chains/chainData.ts'
import type { PlaybookName } from '../data/schemas.ts'
import { extractRegion, renderPageMarkdown } from '../markdown/pageMarkdown.ts'
import { ruleSections } from '../rules/rules.ts'
import { siteDescription, siteUrl } from '../site/site.ts'
import { statusTableBlocks } from '../statuses/statusTable.ts'
import { buildTools, liveTools, type McpToolName, mcpToolsLine } from './mcpTools.ts'

/** `docs/`, where the pages and the snippets are. */
const docsDir = join(import.meta.dirname, '..', '..')
const pagesDir = join(docsDir, 'pages')
const snippetsDir = join(docsDir, 'snippets')

export type Skill = {
  /** 1 to 64 lowercase letters, digits and single hyphens: the folder name too. */
  name: string
  /** What the skill does and when to use it, at most 1024 characters. */
  description: string
  /** The body of SKILL.md, after the front matter. */
  body: string
}

/** A page's Markdown form, as an absolute URL. */
const page = (route: string, anchor?: string) => `${siteUrl}${route}.md${anchor ? `#${anchor}` : ''}`

const markdownOptions: Options = { extensions: [gfmToMarkdown({ tablePipeAlign: false })], bullet: '-', fences: true }

/** A skill body as well-formed Markdown: parsed and written again by the same serializer as the pages. */
function wellFormed(markdown: string): string {
  const tree = unified().use(remarkParse).use(remarkGfm).parse(markdown) as Root
  return `${toMarkdown(tree, markdownOptions).trim()}\n`
}

const markdownOf = (blocks: readonly RootContent[]) =>
  toMarkdown({ type: 'root', children: [...blocks] } as Root, markdownOptions).trim()

/** The anchor the site gives a heading: lowercase words joined by hyphens, punctuation dropped. */
const anchorOf = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, '')
    .trim()
    .replace(/ /g, '-')

const renderedPages = new Map<string, RootContent[]>()

/**
 * A page as its Markdown form shows it (rules placed, components as tables, snippets included,
 * links absolute), as Markdown blocks.
 */
function pageBlocks(route: string): RootContent[] {
  const cached = renderedPages.get(route)
  if (cached) return cached
  const source = readFileSync(join(pagesDir, `${route}.mdx`), 'utf8')
  const { markdown } = renderPageMarkdown(source, { page: `${route.slice(1)}.mdx`, url: `${siteUrl}${route}` })
  const blocks = (unified().use(remarkParse).use(remarkGfm).parse(markdown) as Root).children
  // A link to a section of the same page names the page: the skill is another file.
  const linkToPage = (node: RootContent) => {
    if (node.type === 'link' && node.url.startsWith('#')) node.url = page(route, node.url.slice(1))
    if ('children' in node) for (const child of node.children) linkToPage(child as RootContent)
  }
  for (const block of blocks) linkToPage(block)
  renderedPages.set(route, blocks)
  return blocks
}

/**
 * Of a run of code blocks (a code group: one file per library), the first: a skill shows one
 * library's code, and the page the others.
 */
const firstOfEachCodeGroup = (blocks: readonly RootContent[]) =>
  blocks.filter((block, index) => !(block.type === 'code' && blocks[index - 1]?.type === 'code'))

/** A page's title, its `# ` heading. */
const pageTitle = (route: string) =>
  plainText(
    pageBlocks(route).find((node) => node.type === 'heading' && node.depth === 1) ?? { type: 'text', value: route },
  )

/** The blocks of a page section: everything under the `##` heading `section`, up to the next one. */
function sectionBlocks(route: string, section: string): RootContent[] {
  const blocks = pageBlocks(route)
  const start = blocks.findIndex((node) => node.type === 'heading' && node.depth === 2 && plainText(node) === section)
  if (start === -1) throw new Error(`${route}.mdx: no "## ${section}" section`)
  const end = blocks.findIndex((node, index) => index > start && node.type === 'heading' && node.depth <= 2)
  return firstOfEachCodeGroup(blocks.slice(start + 1, end === -1 ? undefined : end))
}

/** A page section whole, its headings one level below the skill's `##`. */
const pageSection = (route: string, section: string) => markdownOf(sectionBlocks(route, section))

/**
 * The steps of a page section, as the page gives them: each `###` heading under the `##` heading
 * `section`, linked to its anchor, with everything under it (paragraphs, lists, tables, rules and
 * code). Skills list these rather than steps of their own, so a step changed on the page changes
 * in the skill.
 */
function pageSteps(route: string, section: string): string {
  const steps: ListItem[] = []
  for (const node of sectionBlocks(route, section)) {
    if (node.type === 'heading' && node.depth === 3) {
      const heading = plainText(node)
      const title: Paragraph = {
        type: 'paragraph',
        children: [{ type: 'link', url: page(route, anchorOf(heading)), children: [{ type: 'text', value: heading }] }],
      }
      steps.push({ type: 'listItem', spread: true, children: [title] })
    } else steps.at(-1)?.children.push(node as ListItem['children'][number])
  }
  if (steps.length === 0) throw new Error(`${route}.mdx: no "### " steps under "## ${section}"`)
  const list: List = { type: 'list', ordered: true, start: 1, spread: true, children: steps }
  return markdownOf([list])
}

/** The status table of a playbook, with where the same data is as JSON. */
const statuses = (name: PlaybookName) =>
  `${markdownOf(statusTableBlocks(name))}\n\n- JSON: ${siteUrl}/statuses.json (\`${name}\`)`

/** A snippet's own path under docs/snippets (some are links to the file a page shows). */
const canonical = (file: string) => relative(snippetsDir, realpathSync(join(snippetsDir, file)))

/** Relative imports of a snippet (`./verdict.ts`, `./abi`): the name it imports, and its own path. */
function importsOf(file: string): { name: string; file: string }[] {
  const source = readFileSync(join(snippetsDir, file), 'utf8')
  return [...source.matchAll(/^import[^'"]*from '(\.\.?\/[^']+)'/gm)].map((match) => {
    const name = /\.(ts|json)$/.test(match[1] ?? '') ? (match[1] ?? '') : `${match[1]}.ts`
    return { name: name.replace(/^\.\//, ''), file: canonical(join(dirname(file), name)) }
  })
}

/**
 * Every file a snippet needs to run, itself first: its relative imports, and theirs, each under
 * the name the code imports it by (they are saved side by side).
 */
function filesOf(file: string): { name: string; file: string }[] {
  const files = [{ name: basename(file), file: canonical(file) }]
  for (let index = 0; index < files.length; index++)
    for (const imported of importsOf(files[index]?.file ?? ''))
      if (!files.some((entry) => entry.file === imported.file)) files.push(imported)
  return files
}

const pageSources = () =>
  readdirSync(pagesDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.mdx'))
    .map((file) => ({ route: `/${file.replace(/\.mdx$/, '')}`, source: readFileSync(join(pagesDir, file), 'utf8') }))

/**
 * Where a reader gets a file whole: at the URL a page offers it for download, else in the page
 * section that shows it whole; undefined when no page does.
 */
function whereToGet(file: string): string | undefined {
  const name = basename(file)
  const sources = pageSources()
  for (const href of [`/code/${name}`, `/${name}`])
    if (sources.some(({ source }) => source.includes(`href="${href}"`))) return `${siteUrl}${href}`
  for (const { route, source } of sources) {
    const include = source.indexOf(`[!include ~/snippets/${file}]`)
    if (include === -1) continue
    const heading = [...source.slice(0, include).matchAll(/^#{2,3} (.+)$/gm)].at(-1)?.[1]
    return page(route, heading ? anchorOf(heading) : undefined)
  }
  return undefined
}

/**
 * The code of a task, and every file it needs: each file with where to get it whole, and the code
 * of a file no page shows whole, so the list is all an agent has to save.
 */
function filesToSave(file: string): string {
  return filesOf(file)
    .map(({ name, file: needed }) => {
      const where = whereToGet(needed)
      if (where) return `- \`${name}\`: ${where}`
      const code = extractRegion(readFileSync(join(snippetsDir, needed), 'utf8'), undefined).trim()
      return `- \`${name}\`:\n\n${markdownOf([{ type: 'code', lang: 'ts', meta: `[${name}]`, value: code } as Code])}`
    })
    .join('\n\n')
}

/** The documented fields of a type of the decision module, each with its comment there. */
function verdictFields(typeName: string): { name: string; comment: string }[] {
  const source = readFileSync(join(snippetsDir, 'api', 'verdict.ts'), 'utf8')
  const start = source.indexOf(`export type ${typeName} = {`)
  if (start === -1) throw new Error(`docs/snippets/api/verdict.ts: no type ${typeName}`)
  const block = source.slice(start, source.indexOf('\n}', start))
  return [...block.matchAll(/\/\*\*\s*([\s\S]*?)\s*\*\/\s*\n\s*(\w+)\??:/g)].map((match) => ({
    name: match[2] ?? '',
    comment: (match[1] ?? '').replace(/\s*\n\s*\*\s*/g, ' '),
  }))
}

/** One call of an MCP tool: its inputs, each with the value the task gives it when there is one. */
function toolCall(tool: McpToolName, values: Partial<Record<string, string>> = {}): string {
  const inputs: readonly string[] = { ...liveTools, ...buildTools }[tool]
  return `\`${tool}\`: ${inputs.map((input) => (values[input] ? `\`${input}\` ${values[input]}` : `\`${input}\``)).join(', ')}`
}

const fieldList = (typeName: string) =>
  verdictFields(typeName)
    .map((field) => `   - \`${field.name}\`: ${field.comment}`)
    .join('\n')

/**
 * The MCP-only path of a Gas.zip deposit: the quote and its verdict, then the deposit and its
 * delivery, each tool with its inputs and each verdict field with the decision module's comment.
 */
function mcpPath(method: 'direct' | 'contract' | 'solana'): string {
  return `${mcpToolsLine()}

1. ${toolCall('get_quote', { method: `\`${method}\`` })}
${fieldList('QuoteVerdict')}
2. ${toolCall('track_deposit')}
${fieldList('Delivery')}`
}

function directDeposit(): Skill {
  const route = '/gas/code-examples/evm-deposit/direct-forwarder'
  return {
    name: 'gas-zip-direct-deposit',
    description:
      'Quote, send and track a Gas.zip Direct Deposit with the REST API v2: a plain native transfer with quoted calldata that becomes native gas on other chains. Use when an account (not a contract) on an EVM chain that offers Direct Deposit should fund gas elsewhere.',
    body: `# ${pageTitle(route)}

## Before you start

${pageSection('/gas/api/guide', 'Before you start')}

## Rules

${ruleSections(['limits', 'quote-window', 'send', 'direct-deposit-transfer', 'failed-request', 'tracking', 'which-hash'])}

## Calldata layout

${pageSection(route, 'Calldata layout')}

## Steps

${pageSteps(route, 'Send a Direct Deposit with code')}

## Statuses

${statuses('deposit')}

## Files to save

${filesToSave('directDepositViem.ts')}

## MCP tools only

${mcpPath('direct')}

## Pages

- API guide: ${page('/gas/api/guide')}
- Direct Deposit on EVM: ${page(route)}
- Deposit: ${page('/gas/api/deposit')}
`,
  }
}

function contractDeposit(): Skill {
  const route = '/gas/code-examples/evm-deposit/contract-forwarder'
  const rows = inboundChains.chains.map(
    (chain) =>
      `| ${chain.name} | ${chain.nativeId} | \`${chain.contractDepositAddress}\` | ${chain.gasZipV2Verified ? 'yes' : 'no'} | ${chain.explorer.url} |`,
  )
  return {
    name: 'gas-zip-contract-deposit',
    description:
      "Deposit to Gas.zip from a smart contract, or on an EVM deposit chain without Direct Deposit, by calling deposit(uint256 chains, bytes32 to) on the chain's contract deposit address with the outbound chains packed 16 bits each. Use when the deposit comes from a contract, or the deposit chain does not offer Direct Deposit.",
    body: `# ${pageTitle(route)}

## Rules

${ruleSections(['limits', 'send', 'contract-abi', 'failed-request', 'tracking', 'which-hash'])}

## Steps

${pageSteps(route, 'Deposit step by step')}

## The deposit function

${pageSection(route, 'The deposit function')}

## Contract addresses

| Chain | Native id | Contract deposit address | GasZipV2 ABI verified | Explorer |
| --- | --- | --- | --- | --- |
${rows.join('\n')}

## Deposit statuses

${statuses('deposit')}

## Files to save

${filesToSave('gasZipV2Viem.ts')}

## MCP tools only

${mcpPath('contract')}

## Pages

- Contract deposit on EVM: ${page(route)}
- Deposit chains: ${page('/gas/chain-support/inbound')}
`,
  }
}

function solana(): Skill {
  const route = '/gas/code-examples/svm-deposit/solana-forwarder'
  return {
    name: 'gas-zip-solana-deposit',
    description:
      'Deposit SOL to Gas.zip through its Solana program and receive native gas on other chains. Use when the deposit is made on Solana.',
    body: `# ${pageTitle(route)}

## Rules

${ruleSections(['limits', 'send', 'solana-program', 'failed-request', 'tracking', 'which-hash'])}

## Accounts

${pageSection(route, 'Accounts')}

## Instruction data

${pageSection(route, 'Instruction data')}

## Steps

${pageSteps(route, 'Send a Solana deposit')}

## Deposit statuses

${statuses('deposit')}

## Files to save

${filesToSave('solanaDeposit.ts')}

## MCP tools only

${mcpPath('solana')}

## Pages

- Solana deposit: ${page(route)}
`,
  }
}

function layerzero(): Skill {
  const overview = '/layerzero/overview'
  return {
    name: 'gas-zip-layerzero-router',
    description:
      'Send native gas to other chains through the Gas.zip LayerZero router in one transaction: read the route cap, estimate fees, deposit, and follow each message on LayerZero Scan. Use when the integration uses the LayerZero router instead of a Gas.zip deposit.',
    body: `# ${pageTitle(overview)}

## Router addresses

${pageSection(overview, 'Router addresses')}

## Rules

${ruleSections(['router-by-chain', 'route-cap', 'router-fee', 'which-hash'])}

## Steps

${pageSteps(overview, 'How a deposit works')}

## Deposit params

${pageSection(overview, 'Deposit params')}

## Executors by source chain

${pageSection('/layerzero/v2/code-examples/limits', 'Executors by source chain')}

## Relayers by source chain

${pageSection('/layerzero/v1/code-examples/limits', 'Relayers by source chain')}

## Message statuses

${statuses('layerzero')}

## Files to save

${filesToSave('layerzero/v2/flowViem.ts')}

## MCP tools only

${mcpToolsLine()}

1. ${toolCall('lookup_chain')}
2. ${toolCall('explain_status')}

## Pages

- LayerZero router: ${page(overview)}
- Complete flow with the v2 router: ${page('/layerzero/v2/code-examples/completeFlow')}
- Complete flow with the v1 router: ${page('/layerzero/v1/code-examples/completeFlow')}
`,
  }
}

/** The skills for one task each, in the order the overview skill lists them. */
export function taskSkills(): Skill[] {
  return [directDeposit(), contractDeposit(), solana(), layerzero()]
}

/** The skill for the whole service, served at `/skill.md`: what Gas.zip is and which task skill to use. */
export function serviceSkill(tasks: readonly Skill[] = taskSkills()): Skill {
  return {
    name: 'gas-zip',
    description:
      'Gas.zip cross-chain gas top-ups: deposit native coin on one chain and receive native gas on many others. Use when a user or an integration needs gas on other chains, a Gas.zip quote, deposit calldata, a deposit status, or the Gas.zip LayerZero router; it points to the skill for each task.',
    body: `# Gas.zip

${siteDescription}

## Choose the task

${tasks.map((task) => `- \`${task.name}\`: ${task.description} (${siteUrl}/.well-known/agent-skills/${task.name}/SKILL.md)`).join('\n')}

## Rules for every deposit

${ruleSections(['limits', 'quote-window', 'send', 'direct-deposit-transfer', 'failed-request', 'tracking'])}

## Read more

- Status playbook: ${siteUrl}/statuses.json
- Every page as Markdown: ${siteUrl}/llms.txt
- llms-full.txt: ${siteUrl}/llms-full.txt
- OpenAPI: ${siteUrl}/openapi.json
- ${mcpToolsLine()}
`,
  }
}

/** SKILL.md: front matter, then the body. Values are JSON strings, which YAML reads as they are. */
export function skillFile(skill: Skill): string {
  return `---\nname: ${skill.name}\ndescription: ${JSON.stringify(skill.description)}\n---\n\n${wellFormed(skill.body)}`
}
