/**
 * Agent skills for Gas.zip, in the Agent Skills format (a folder per skill with a SKILL.md that
 * starts with `name` and `description` front matter). They are written at build time from the
 * same sources as the pages: every rule from docs/data/rules.json (the text the pages place with
 * `::rule`), the statuses from the status playbook, chain lists, addresses and ids from docs/data,
 * code from the snippets. The prose here only names the inputs, the order of the steps and the
 * pages; it states no rule of its own. Each file is written through the Markdown serializer, so it
 * is well-formed Markdown (blank lines around blocks, URLs as autolinks).
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Heading, Root, RootContent } from 'mdast'
import { gfmToMarkdown } from 'mdast-util-gfm'
import { type Options, toMarkdown } from 'mdast-util-to-markdown'
import { toString as plainText } from 'mdast-util-to-string'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import { unified } from 'unified'
import solanaDeposit from '../../data/solanaDeposit.json' with { type: 'json' }
import { inboundChains, layerzeroChains } from '../chains/chainData.ts'
import type { PlaybookName } from '../data/schemas.ts'
import { extractRegion } from '../markdown/pageMarkdown.ts'
import { ruleSections } from '../rules/rules.ts'
import { siteDescription, siteUrl } from '../site/site.ts'
import { statusTableBlocks } from '../statuses/statusTable.ts'

/** `docs/`, where the snippets are. */
const docsDir = join(import.meta.dirname, '..', '..')

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

/** A snippet file, or one region of it, as a TypeScript code block. */
function snippet(file: string, region?: string): string {
  const code = extractRegion(readFileSync(join(docsDir, 'snippets', file), 'utf8'), region)
  return ['```ts', code, '```'].join('\n')
}

/**
 * The steps of a page section, as the page gives them: each `###` heading under the `##` heading
 * `section`, linked to its anchor, with the first paragraph under it. Skills list these rather
 * than steps of their own, so a step changed on the page changes in the skill.
 */
function pageSteps(route: string, section: string): string {
  const source = readFileSync(join(docsDir, 'pages', `${route}.mdx`), 'utf8')
  const tree = unified().use(remarkParse).use(remarkGfm).parse(source) as Root
  const steps: { heading: string; anchor: string; text: string }[] = []
  let inSection = false
  for (const node of tree.children as RootContent[]) {
    if (node.type === 'heading') {
      const heading = plainText(node as Heading)
      // The anchor as the site makes it: lowercase words joined by hyphens, punctuation dropped.
      const anchor = heading
        .toLowerCase()
        .replace(/[^a-z0-9 -]/g, '')
        .trim()
        .replace(/ /g, '-')
      if (node.depth <= 2) inSection = node.depth === 2 && heading === section
      else if (inSection && node.depth === 3) steps.push({ heading, anchor, text: '' })
      continue
    }
    const step = steps.at(-1)
    if (!inSection || !step || step.text || node.type !== 'paragraph') continue
    // One line of Markdown: soft line breaks become spaces, inline HTML keeps only its text,
    // and links into the site become absolute.
    const children = node.children
      .filter((child) => child.type !== 'html')
      .map((child) => (child.type === 'text' ? { ...child, value: child.value.replace(/\s*\n\s*/g, ' ') } : child))
    const text = toMarkdown({ ...node, children }, markdownOptions).trim()
    if (!text.startsWith(':'))
      step.text = text.replace(/\]\(\/(?!\/)/g, `](${siteUrl}/`).replace(/\]\(#/g, `](${page(route)}#`)
  }
  if (steps.length === 0) throw new Error(`${route}.mdx: no "### " steps under "## ${section}"`)
  return steps
    .map((step, index) => `${index + 1}. [${step.heading}](${page(route, step.anchor)}): ${step.text}`)
    .join('\n')
}

/** Where the quote check of every deposit kind is, once: the decision module and the MCP tool that runs it. */
const quoteCheck = () =>
  `Before sending, run the quote through \`checkQuote\` of the decision module (${page('/gas/api/guide', 'the-verdict')}), or call the MCP tool \`get_quote\` (${siteUrl}/mcp), which returns its verdict. Send only when it says send; otherwise do what each reason's advice says. Follow the deposit with \`deliveryOf\`, or the MCP tool \`track_deposit\`: it is delivered only when every payout is.`

function markdownOf(blocks: ReturnType<typeof statusTableBlocks>): string {
  return toMarkdown({ type: 'root', children: blocks }, markdownOptions).trim()
}

/** The status table of a playbook, with where the same data is as JSON. */
const statuses = (name: PlaybookName) =>
  `${markdownOf(statusTableBlocks(name))}\n\nThe same table as JSON: ${siteUrl}/statuses.json (key \`${name}\`).`

function chainList(chains: readonly { name: string; id: number }[]): string {
  return chains.map((chain) => `${chain.name} (${chain.id})`).join(', ')
}

const directDepositChains = () =>
  chainList(inboundChains.chains.filter((chain) => chain.directDeposit).map((c) => ({ name: c.name, id: c.nativeId })))

function directDeposit(): Skill {
  return {
    name: 'gas-zip-direct-deposit',
    description:
      'Quote, send and track a Gas.zip Direct Deposit with the REST API v2: a plain native transfer with quoted calldata that becomes native gas on other chains. Use when an account (not a contract) on an EVM chain that offers Direct Deposit should fund gas elsewhere.',
    body: `# Quote, send and track a Direct Deposit

## Inputs
- The deposit chain: its native chain id (${page('/gas/api/overview', 'chain-ids-native-and-short')}). It must offer Direct Deposit: ${directDepositChains()}. On any other deposit chain use a contract deposit (skill \`gas-zip-contract-deposit\`).
- The outbound chains: their native chain ids (${page('/gas/chain-support/outbound')}).
- The sender address (\`from\`) and the recipient (\`to\`) on every outbound chain.
- A dollar amount per outbound chain.

## Rules

${ruleSections(['limits', 'quote-window', 'direct-deposit-transfer', 'failed-request', 'tracking'])}

## Steps
${pageSteps('/gas/code-examples/evm-deposit/direct-forwarder', 'Send a Direct Deposit with code')}

${quoteCheck()}

## Statuses
${statuses('deposit')}

## Code (TypeScript, viem)
Quote and refuse what must not be sent:

${snippet('api/depositFlow.ts', 'quote')}

Send within the window:

${snippet('api/depositFlow.ts', 'send')}

Track until a final status:

${snippet('api/depositFlow.ts', 'poll')}

The whole file, with the JSON reader these parts use: ${page('/gas/api/guide', 'the-whole-file')}

## Pages
- API guide: ${page('/gas/api/guide')}
- Direct Deposit on EVM: ${page('/gas/code-examples/evm-deposit/direct-forwarder')}
- Quote: ${page('/gas/api/quote')}
- Deposit status: ${page('/gas/api/deposit')}
`,
  }
}

function contractDeposit(): Skill {
  const rows = inboundChains.chains.map(
    (chain) =>
      `| ${chain.name} | ${chain.nativeId} | \`${chain.contractDepositAddress}\` | ${chain.gasZipV2Verified ? 'yes' : 'no'} | ${chain.explorer.url} |`,
  )
  return {
    name: 'gas-zip-contract-deposit',
    description:
      "Deposit to Gas.zip from a smart contract, or on an EVM deposit chain without Direct Deposit, by calling deposit(uint256 chains, bytes32 to) on the chain's contract deposit address with the outbound chains packed 16 bits each. Use when the deposit comes from a contract, or the deposit chain does not offer Direct Deposit.",
    body: `# Deposit from a contract

## Inputs
- The deposit chain and its contract deposit address (table below).
- The outbound chains: their Gas.zip short ids (${page('/gas/chain-support/outbound')}), at most 16.
- The recipient, as \`bytes32\`.
- The deposit value in wei.

## Rules

${ruleSections(['limits', 'contract-abi', 'failed-request', 'tracking'])}

## Steps
${pageSteps('/gas/code-examples/evm-deposit/contract-forwarder', 'Deposit step by step')}

${quoteCheck()} Give \`get_quote\` the \`method\` \`contract\`.

## Encoding (TypeScript, viem)
${snippet('gasZipV2Viem.ts', 'encode')}

## Contract addresses

| Chain | Native id | Contract deposit address | GasZipV2 ABI verified | Explorer |
| --- | --- | --- | --- | --- |
${rows.join('\n')}

## Deposit statuses
${statuses('deposit')}

## Pages
- Contract deposit on EVM: ${page('/gas/code-examples/evm-deposit/contract-forwarder')}
- Deposit chains: ${page('/gas/chain-support/inbound')}
`,
  }
}

function solana(): Skill {
  return {
    name: 'gas-zip-solana-deposit',
    description:
      'Deposit SOL to Gas.zip through its Solana program and receive native gas on other chains. Use when the deposit is made on Solana.',
    body: `# Deposit on Solana

## Inputs
- The outbound chains: their Gas.zip short ids (${page('/gas/chain-support/outbound')}).
- The recipient on the outbound chains.
- The deposit in lamports.

- The program id: \`${solanaDeposit.programId}\`; the account that receives the lamports: \`${solanaDeposit.recipientAccount}\`.

## Rules

${ruleSections(['limits', 'solana-program', 'failed-request', 'tracking'])}

## Steps
${pageSteps('/gas/code-examples/svm-deposit/solana-forwarder', 'Send a Solana deposit')}

${quoteCheck()} Give \`get_quote\` the \`method\` \`solana\`.

## Instruction (TypeScript, @solana/web3.js)
${snippet('solanaDeposit.ts', 'instruction')}

## Deposit statuses
${statuses('deposit')}

## Pages
- Solana deposit: ${page('/gas/code-examples/svm-deposit/solana-forwarder')}
`,
  }
}

function layerzero(): Skill {
  const through = (version: 'v1' | 'v2') =>
    layerzeroChains.chains
      .filter((chain) => chain.depositRouters?.[version])
      .filter((chain) => (chain.sendThrough ?? (chain.depositRouters?.v2 ? 'v2' : 'v1')) === version)
      .map((chain) => ({ name: chain.name, id: chain.nativeId }))
  return {
    name: 'gas-zip-layerzero-router',
    description:
      'Send native gas to other chains through the Gas.zip LayerZero router in one transaction: read the route cap, estimate fees, deposit, and follow each message on LayerZero Scan. Use when the integration uses the LayerZero router instead of a Gas.zip deposit.',
    body: `# Send gas with the LayerZero router

## Inputs
- The source chain: it must have the router deployed (${page('/layerzero/chain-support/deposit')}).
- The destinations: their LayerZero ids (${page('/layerzero/chain-support/outbound')}).
- The native amount to drop on each destination and the recipient.

## Source chains

- Send through the v2 router from: ${chainList(through('v2'))}.
- Send through the v1 router from: ${chainList(through('v1'))}.

## Rules

${ruleSections(['router-by-chain', 'route-cap', 'router-fee', 'tracking'])}

## Steps
1. Pick the router for the source chain.
2. Read the route caps (${page('/layerzero/v2/code-examples/limits')}).
3. Estimate the fees.
4. Build the deposit params and send the deposit with the fees as \`msg.value\`.
5. Follow each destination on LayerZero Scan, as the statuses below say.

## Code (TypeScript, viem, router v2)
${snippet('layerzero/v2/flowViem.ts')}

## Message statuses
${statuses('layerzero')}

## Pages
- LayerZero router: ${page('/layerzero/overview')}
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

## Deposit chains that offer Direct Deposit

${directDepositChains()}.

## Rules for every deposit

${ruleSections(['limits', 'quote-window', 'failed-request', 'tracking'])}

The statuses of a deposit and what to do on each: ${siteUrl}/statuses.json

## Read more
- Every page as Markdown: ${siteUrl}/llms.txt, all in one file: ${siteUrl}/llms-full.txt
- The API as OpenAPI: ${siteUrl}/openapi.json
- MCP server (Streamable HTTP, read-only: search, pages, chains, calldata, statuses): ${siteUrl}/mcp
`,
  }
}

/** SKILL.md: front matter, then the body. Values are JSON strings, which YAML reads as they are. */
export function skillFile(skill: Skill): string {
  return `---\nname: ${skill.name}\ndescription: ${JSON.stringify(skill.description)}\n---\n\n${wellFormed(skill.body)}`
}
