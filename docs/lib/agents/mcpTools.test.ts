import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js'
import MiniSearch from 'minisearch'
import { describe, expect, it } from 'vitest'
import { createDocsServer } from '../mcp/server.ts'
import { buildTools, liveTools } from './mcpTools.ts'

/**
 * The skills name the MCP tools and their inputs from mcpTools.ts; an agent that calls a tool the
 * server does not have, or an input it does not take, fails. The server's own list decides: its
 * tools, the inputs each takes, and which reach the open world (the live API).
 */
describe('the MCP tools the skills name', () => {
  it('are the tools of the server, with the inputs the server takes, the live ones apart', async () => {
    const server = createDocsServer(
      { search: new MiniSearch({ fields: ['title'] }), pages: new Map(), skills: [] },
      { base: 'http://127.0.0.1:9/v2', timeoutMs: 1000 },
    )
    const client = new Client({ name: 'skills-test', version: '1.0.0' })
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair()
    await Promise.all([server.connect(serverSide), client.connect(clientSide)])
    const { tools } = await client.listTools()
    await client.close()
    const byName = new Map(tools.map((tool) => [tool.name, tool]))
    const named = { ...liveTools, ...buildTools }
    expect([...byName.keys()].sort()).toEqual(Object.keys(named).sort())
    for (const [name, inputs] of Object.entries(named)) {
      const properties = Object.keys(byName.get(name)?.inputSchema.properties ?? {})
      // Every input: a skill's MCP path lists them all, so an input the server gains is named there too.
      expect(properties, name).toEqual([...inputs])
      expect(byName.get(name)?.annotations?.openWorldHint, name).toBe(name in liveTools)
    }
  })
})
