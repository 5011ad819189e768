import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js'
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import { toString as plainText } from 'mdast-util-to-string'
import MiniSearch from 'minisearch'
import { describe, expect, it } from 'vitest'
import { serviceSkill, skillFile, taskSkills } from '../agents/skills.ts'
import { chainTableBlocks } from '../markdown/dataBlocks.ts'
import { createDocsServer } from '../mcp/server.ts'
import { chainTableFor, inboundChains, layerzeroChains, outboundChains } from './chainData.ts'
import { aliasSuffix, type ChainListName } from './chainTables.ts'
import { limitContractTable } from './referenceTables.ts'

/** The live tools are not called here: an API base that nothing listens on. */
const unreachableApi = { base: 'http://127.0.0.1:9/v2', timeoutMs: 1000 }

/**
 * One name per chain: every native chain id has one display name, the same in the three chain
 * data files and in everything made from them (the chain tables on the pages and in their
 * Markdown, the LayerZero limit tables, the agent skills, the MCP lookup). Other names are
 * aliases: searchable, shown after the name, never in its place.
 */
type Named = { name: string; aliases?: readonly string[]; nativeId: number }
const files: Record<string, readonly Named[]> = {
  'inboundChains.json': inboundChains.chains,
  'outboundChains.json': outboundChains.chains,
  'layerzeroChains.json': layerzeroChains.chains,
}

/** Every way a data file names each id. */
function namesById(): Map<number, Set<string>> {
  const names = new Map<number, Set<string>>()
  for (const chains of Object.values(files))
    for (const chain of chains) names.set(chain.nativeId, (names.get(chain.nativeId) ?? new Set()).add(chain.name))
  return names
}

const displayName = (id: number) => [...(namesById().get(id) ?? [])][0]
const lists: ChainListName[] = ['inbound', 'outbound', 'layerzero-deposit', 'layerzero-outbound']

describe('one name per chain', () => {
  it('the data files give each native id one name, and the same aliases, none of them a name', () => {
    const differing = [...namesById()]
      .filter(([, names]) => names.size > 1)
      .map(([id, names]) => `${id}: ${[...names].join(' / ')}`)
    expect(differing).toEqual([])
    const aliases = new Map<number, string>()
    const problems: string[] = []
    for (const [file, chains] of Object.entries(files))
      for (const chain of chains) {
        const list = JSON.stringify(chain.aliases ?? [])
        const seen = aliases.get(chain.nativeId)
        if (seen !== undefined && seen !== list)
          problems.push(`${file}: ${chain.name} aliases ${list}, elsewhere ${seen}`)
        aliases.set(chain.nativeId, list)
        if (chain.aliases?.includes(chain.name)) problems.push(`${file}: ${chain.name} lists its name as an alias`)
      }
    expect(problems).toEqual([])
  })

  it('every chain table, on the page and in its Markdown, shows that name', () => {
    const wrong: string[] = []
    for (const list of lists) {
      for (const row of chainTableFor(list).groups.flatMap((group) => group.rows)) {
        const cell = row.cells[0]
        const name = cell?.kind === 'text' ? cell.text : ''
        if (name !== displayName(Number(row.key))) wrong.push(`${list} table: ${row.key} "${name}"`)
      }
      // The Markdown tables: the first column is the chain, the second its native id.
      for (const block of chainTableBlocks(list))
        if (block.type === 'table')
          for (const row of block.children.slice(1)) {
            const [name = '', id = ''] = row.children.map((cell) => plainText(cell))
            const chain = Object.values(files)
              .flat()
              .find((entry) => entry.nativeId === Number(id))
            if (name !== `${displayName(Number(id))}${aliasSuffix(chain?.aliases)}`)
              wrong.push(`${list} Markdown: ${id} "${name}"`)
          }
    }
    for (const version of ['v1', 'v2'] as const)
      for (const row of limitContractTable(version).rows)
        if (row.name !== displayName(row.nativeChainId))
          wrong.push(`${version} limit table: ${row.nativeChainId} "${row.name}"`)
    expect(wrong).toEqual([])
  })

  it('the skills name every chain as the data does', () => {
    const tasks = taskSkills()
    const text = [serviceSkill(tasks), ...tasks].map(skillFile).join('\n')
    const written = [
      ...[...text.matchAll(/(?:^|, |: | and )([A-Za-z0-9][^,():|\n]*?) \((\d+)\)/gm)].map(([, name, id]) => ({
        name,
        id,
      })),
      ...[...text.matchAll(/^\| ([^|]+) \| (\d+) \|/gm)].map(([, name, id]) => ({ name, id })),
    ]
    expect(written.length).toBeGreaterThan(150)
    const wrong = written
      .filter(({ name = '', id }) => {
        const display = displayName(Number(id))
        // In prose the match starts earlier in the sentence: "… on Arc (5042)".
        return display !== undefined && name !== display && !name.endsWith(` ${display}`)
      })
      .map(({ name, id }) => `${name} (${id})`)
    expect(wrong).toEqual([])
  })

  it('the MCP lookup answers with that name, and finds a chain by any of its aliases', async () => {
    const server = createDocsServer(
      { search: new MiniSearch({ fields: ['title'] }), pages: new Map(), skills: [] },
      unreachableApi,
    )
    const client = new Client({ name: 'names-test', version: '1.0.0' })
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair()
    await Promise.all([server.connect(serverSide), client.connect(clientSide)])
    const lookup = async (chain: string) => {
      const result = (await client.callTool({ name: 'lookup_chain', arguments: { chain } })) as CallToolResult
      return result.content.map((part) => (part.type === 'text' ? part.text : '')).join('\n')
    }
    const wrong: string[] = []
    for (const id of namesById().keys()) {
      const answer = await lookup(String(id))
      if (!answer.startsWith(`## ${displayName(id)}\n`)) wrong.push(`${id}: ${answer.split('\n')[0]}`)
    }
    for (const chain of Object.values(files).flat())
      for (const alias of chain.aliases ?? [])
        if (!(await lookup(alias)).includes(`## ${chain.name}\n`))
          wrong.push(`alias ${alias} does not find ${chain.name}`)
    await client.close()
    expect(wrong).toEqual([])
  })
})
