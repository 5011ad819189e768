import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js'
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import MiniSearch from 'minisearch'
import { describe, expect, it } from 'vitest'
import { createDocsServer, serverInstructions } from './server.ts'

/** The live list is asked for and fails at once: an API base that nothing listens on. */
const unreachableApi = { base: 'http://127.0.0.1:9/v2', timeoutMs: 1000 }

/** One call on a server of its own, as the endpoint makes one server per request. */
async function answer(name: string, args: Record<string, unknown>): Promise<string> {
  const server = createDocsServer(
    { search: new MiniSearch({ fields: ['title'] }), pages: new Map(), skills: [] },
    unreachableApi,
  )
  const client = new Client({ name: 'server-test', version: '1.0.0' })
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair()
  await Promise.all([server.connect(serverSide), client.connect(clientSide)])
  try {
    const result = (await client.callTool({ name, arguments: args })) as CallToolResult
    return result.content.map((part) => (part.type === 'text' ? part.text : '')).join('\n')
  } finally {
    await client.close()
  }
}

/** The chain headings of a lookup_chain answer, in order. */
const chainHeadings = (text: string) => [...text.matchAll(/^## (.+)$/gm)].map((match) => match[1])

describe('lookup_chain', () => {
  it('answers the chain an exact name or alias names, alone, and only names the chains that contain it', async () => {
    const beam = await answer('lookup_chain', { chain: 'Beam' })
    expect(chainHeadings(beam)[0]).toBe('Beam')
    expect(chainHeadings(beam)).not.toContain('Moonbeam')
    expect(beam).toMatch(/Other chains whose names contain "Beam": [^\n]*Moonbeam/)
    const arbitrum = await answer('lookup_chain', { chain: 'Arbitrum' })
    expect(chainHeadings(arbitrum)[0]).toBe('Arbitrum One')
    expect(chainHeadings(arbitrum)).not.toContain('Arbitrum Nova')
  })

  it('answers a part of a name with every chain that holds it', async () => {
    expect(chainHeadings(await answer('lookup_chain', { chain: 'arbitr' }))).toEqual(
      expect.arrayContaining(['Arbitrum One', 'Arbitrum Nova']),
    )
  })

  it('says when its short ids come from the saved list because the live list failed', async () => {
    expect(await answer('lookup_chain', { chain: '8453' })).toMatch(
      /Short ids are from the saved list: the live list is unavailable \(the request failed \(network error\)\)\. This is the saved list of \d{4}-\d\d-\d\d/,
    )
  })

  it('answers by display name and by alias alike', async () => {
    expect(chainHeadings(await answer('lookup_chain', { chain: 'optimism' }))[0]).toBe('OP Mainnet')
    expect(chainHeadings(await answer('lookup_chain', { chain: 'Arbitrum Nova' }))[0]).toBe('Arbitrum Nova')
  })
})

describe('build_calldata', () => {
  it('converts native ids with the saved list when the live list fails, and says so', async () => {
    const text = await answer('build_calldata', { recipient: 'sender', nativeChainIds: [42161, 10] })
    expect(text).toMatch(/^0x0100390037\n/)
    expect(text).toMatch(/Short ids are from the saved list: the live list is unavailable/)
  })
})

describe('the server instructions', () => {
  it('name the live tools and do not call the server read-only', () => {
    for (const tool of ['get_quote', 'track_deposit', 'list_chains']) expect(serverInstructions).toContain(tool)
    expect(serverInstructions).not.toMatch(/read-only/i)
  })
})

describe('explain_status', () => {
  it('gives what to do on a status, and no meaning line where none is defined', async () => {
    const text = await answer('explain_status', { status: 'PENDING' })
    expect(text).toContain('- What to do: ')
    expect(text).not.toContain('Meaning:')
  })
})
