/**
 * The tools of the MCP server at /mcp as the skills, skill.md and llms.txt name them: which answer
 * from the build and which call the live Gas.zip API, and the inputs a skill's MCP path gives each.
 * mcpTools.test.ts holds this list to the server's own: a tool added, renamed or made live there
 * fails it until the list says the same.
 */
import { siteUrl } from '../site/site.ts'

/** Tools that call the live Gas.zip API, each with every input it takes, in the server's order. */
export const liveTools = {
  get_quote: ['depositChain', 'amount', 'outboundChains', 'to', 'from', 'method', 'contractCheckedOnExplorer'],
  track_deposit: ['hash'],
  list_chains: ['name'],
  lookup_chain: ['chain'],
  build_calldata: ['recipient', 'shortIds', 'nativeChainIds'],
} as const

/** Tools that answer from the built docs, each with every input it takes. */
export const buildTools = {
  search_docs: ['query', 'limit'],
  read_page: ['path'],
  decode_calldata: ['calldata'],
  explain_status: ['status', 'kind'],
} as const

export type McpToolName = keyof typeof liveTools | keyof typeof buildTools

const code = (name: string) => `\`${name}\``

/** One line that names the server and every tool, the live ones apart. */
export function mcpToolsLine(): string {
  return `MCP server (Streamable HTTP): ${siteUrl}/mcp. ${Object.keys(liveTools).map(code).join(', ')} call the live API; ${Object.keys(buildTools).map(code).join(', ')} answer from these docs.`
}
