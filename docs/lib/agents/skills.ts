/**
 * Agent skills for Gas.zip, in the Agent Skills format (a folder per skill with a SKILL.md that
 * starts with `name` and `description` front matter). They are written at build time from the
 * same data files and snippets as the pages: chain lists, addresses and ids from docs/data, the
 * limits and the quote window from the API guide's code (docs/snippets/api/depositFlow.ts), the
 * statuses from the status playbook, code from the snippets. The prose here only says what to do
 * in which order and where the page with the details is.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gfmToMarkdown } from 'mdast-util-gfm'
import { toMarkdown } from 'mdast-util-to-markdown'
import solanaDeposit from '../../data/solanaDeposit.json' with { type: 'json' }
import { apiBase, maxUsdPerChain, minUsdPerChain, quoteValidityMs } from '../../snippets/api/depositFlow.ts'
import { inboundChains, layerzeroChains } from '../chains/chainData.ts'
import type { PlaybookName } from '../data/schemas.ts'
import { extractRegion } from '../markdown/pageMarkdown.ts'
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

const usd = (value: number) => `$${value.toFixed(2).replace(/\.00$/, '')}`
const limitsLine = () =>
  `Each outbound chain's share of a deposit must be worth ${usd(minUsdPerChain)} to ${usd(maxUsdPerChain)}; the deposit is split equally across the outbound chains. Never send less or more.`
const quoteWindowLine = () =>
  `A quote requested with \`from\` and \`to\` is valid for ${quoteValidityMs / 1000} seconds: send within that window or quote again.`

/** A snippet file, or one region of it, as a TypeScript code block. */
function snippet(file: string, region?: string): string {
  const code = extractRegion(readFileSync(join(docsDir, 'snippets', file), 'utf8'), region)
  return ['```ts', code, '```'].join('\n')
}

function markdownOf(blocks: ReturnType<typeof statusTableBlocks>): string {
  return toMarkdown(
    { type: 'root', children: blocks },
    { extensions: [gfmToMarkdown({ tablePipeAlign: false })], bullet: '-', fences: true },
  ).trim()
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
- The deposit chain: its native chain id. It must offer Direct Deposit: ${directDepositChains()}. On any other deposit chain use a contract deposit (skill \`gas-zip-contract-deposit\`).
- The outbound chains: their native chain ids (${page('/gas/chain-support/outbound')}).
- The sender address (\`from\`) and the recipient (\`to\`) on every outbound chain.
- A dollar amount per outbound chain.

## Constraints
- ${limitsLine()}
- ${quoteWindowLine()}
- Send to the Direct Deposit address \`${inboundChains.directDepositAddress}\`, the same on every chain that offers Direct Deposit, as a top-level transfer from the account.
- Chain ids in REST paths are native chain ids (${page('/gas/api/overview', 'chain-ids-native-and-short')}).

## Steps
1. Size the deposit: the deposit coin's \`price\` from \`GET ${apiBase}/chains\`, times the outbound chains (${page('/gas/api/guide', 'choose-the-amount')}).
2. Quote: \`GET ${apiBase}/quotes/{deposit_chain}/{deposit_wei}/{outbound_chains}?from={from}&to={to}\`. Refuse the quote when it or any chain's entry has \`error\`, or any entry's \`usd\` is outside the limits.
3. Send \`deposit_wei\` with the quote's \`calldata\` to the Direct Deposit address, within the quote window.
4. Poll \`GET ${apiBase}/deposit/{hash}\` with the transaction hash, as the status table says.

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
    (chain) => `| ${chain.name} | ${chain.nativeId} | \`${chain.contractDepositAddress}\` |`,
  )
  return {
    name: 'gas-zip-contract-deposit',
    description:
      'Deposit to Gas.zip from a smart contract or any EVM deposit chain by calling deposit(uint256 chains, bytes32 to) on the GasZipV2 contract with the outbound chains packed 16 bits each. Use when the deposit comes from a contract, or the deposit chain does not offer Direct Deposit.',
    body: `# Deposit from a contract

## Inputs
- The deposit chain and its GasZipV2 contract address (table below).
- The outbound chains: their Gas.zip short ids (${page('/gas/chain-support/outbound')}), at most 16.
- The recipient, as \`bytes32\`.
- The deposit value in wei.

## Constraints
- ${limitsLine()}
- Short ids go into \`chains\`, 16 bits each, the first outbound chain in the most significant position; an EVM recipient sits in the high 20 bytes of \`to\` (${page('/gas/code-examples/evm-deposit/contract-forwarder', 'the-deposit-function')}).

## Steps
1. Look up the short id of each outbound chain.
2. Size the deposit from the deposit coin's \`price\` in \`GET ${apiBase}/chains\`.
3. Call \`deposit(chains, to)\` on the deposit chain's contract with the value.
4. Follow the deposit as ${page('/gas/code-examples/evm-deposit/contract-forwarder', 'follow-the-deposit')} says.

## Encoding (TypeScript, viem)
${snippet('gasZipV2Viem.ts', 'encode')}

## Contract addresses
| Chain | Native id | GasZipV2 contract |
| --- | --- | --- |
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

## Constraints
- ${limitsLine()}
- Program id: \`${solanaDeposit.programId}\`. The account that receives the lamports: \`${solanaDeposit.recipientAccount}\`. Never use \`${solanaDeposit.wrongProgramId}\` as the program id: it is one character off the recipient account.

## Steps
1. Size the deposit from the SOL \`price\` in \`GET ${apiBase}/chains\`.
2. Build the deposit instruction (below) and send it.
3. Follow the deposit as ${page('/gas/code-examples/svm-deposit/solana-forwarder', 'follow-the-deposit')} says.

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
  const deposits = layerzeroChains.chains.filter((chain) => chain.depositRouters?.v2)
  return {
    name: 'gas-zip-layerzero-router',
    description:
      'Send native gas to other chains through the Gas.zip LayerZero router in one transaction: read the route cap, estimate fees, deposit, and follow each message on LayerZero Scan. Use when the integration uses the LayerZero router instead of a Gas.zip deposit.',
    body: `# Send gas with the LayerZero router

## Inputs
- The source chain: it must have the router deployed (${page('/layerzero/chain-support/deposit')}).
- The destinations: their LayerZero ids (${page('/layerzero/chain-support/outbound')}).
- The native amount to drop on each destination and the recipient.

## Constraints
- Router v2: \`${layerzeroChains.routers.v2}\`; router v1: \`${layerzeroChains.routers.v1}\`.
- v2 is deployed on ${deposits.length} deposit chains: ${chainList(deposits.map((c) => ({ name: c.name, id: c.nativeId })))}.
- Each route has a cap: read it before you deposit (${page('/layerzero/v2/code-examples/limits')}).
- \`msg.value\` must cover the fees that \`estimateFees\` returns (${page('/layerzero/overview', 'fees-and-msgvalue')}).

## Steps
1. Check the route caps.
2. Estimate the fees.
3. Build the deposit params and send the deposit with the fees as value.
4. Follow each destination on LayerZero Scan with the source transaction hash, as the status table says.

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

## Rules for every deposit
- ${limitsLine()}
- ${quoteWindowLine()}
- Deposit chains that offer Direct Deposit: ${directDepositChains()}.
- A deposit is finished at a final status of \`GET ${apiBase}/deposit/{hash}\`: ${siteUrl}/statuses.json.

## Read more
- Every page as Markdown: ${siteUrl}/llms.txt, all in one file: ${siteUrl}/llms-full.txt
- The API as OpenAPI: ${siteUrl}/openapi.json
- MCP server (Streamable HTTP, read-only: search, pages, chains, calldata, statuses): ${siteUrl}/mcp
`,
  }
}

/** SKILL.md: front matter, then the body. Values are JSON strings, which YAML reads as they are. */
export function skillFile(skill: Skill): string {
  return `---\nname: ${skill.name}\ndescription: ${JSON.stringify(skill.description)}\n---\n\n${skill.body}`
}
