import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js'
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import MiniSearch from 'minisearch'
import { afterAll, describe, expect, it } from 'vitest'
import { createDocsServer } from './server.ts'

/** The live tools are not called here: an API base that nothing listens on. */
const unreachableApi = { base: 'http://127.0.0.1:9/v2', timeoutMs: 1000 }

const server = createDocsServer(
  { search: new MiniSearch({ fields: ['title'] }), pages: new Map(), skills: [] },
  unreachableApi,
)
const client = new Client({ name: 'server-test', version: '1.0.0' })
const [clientSide, serverSide] = InMemoryTransport.createLinkedPair()
await Promise.all([server.connect(serverSide), client.connect(clientSide)])
afterAll(() => client.close())

async function answer(name: string, args: Record<string, unknown>): Promise<string> {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult
  return result.content.map((part) => (part.type === 'text' ? part.text : '')).join('\n')
}

/** The chain headings of a lookup_chain answer, in order. */
const chainHeadings = (text: string) => [...text.matchAll(/^## (.+)$/gm)].map((match) => match[1])

describe('lookup_chain', () => {
  it('answers the chain an exact name or alias names first: "Arbitrum" is Arbitrum One, then Arbitrum Nova', async () => {
    const headings = chainHeadings(await answer('lookup_chain', { chain: 'Arbitrum' }))
    expect(headings.slice(0, 2)).toEqual(['Arbitrum One', 'Arbitrum Nova'])
  })

  it('answers by display name and by alias alike', async () => {
    expect(chainHeadings(await answer('lookup_chain', { chain: 'optimism' }))[0]).toBe('OP Mainnet')
    expect(chainHeadings(await answer('lookup_chain', { chain: 'Arbitrum Nova' }))[0]).toBe('Arbitrum Nova')
  })
})

describe('explain_status', () => {
  it('gives what to do on a status, and no meaning line where none is defined', async () => {
    const text = await answer('explain_status', { status: 'PENDING' })
    expect(text).toContain('- What to do: ')
    expect(text).not.toContain('Meaning:')
  })
})
