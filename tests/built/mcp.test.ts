import { execFile } from 'node:child_process'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { maxBodyBytes } from '../../docs/lib/mcp/handler.ts'
import { rootDir } from '../../tooling/routes.ts'

/**
 * The MCP endpoint at /mcp, as an MCP client sees it: the official SDK client over Streamable
 * HTTP against the preview server, which runs the same handler as the deployed function. Every
 * tool answers good input and refuses bad input with a message; the endpoint sends the pages'
 * security headers; the MCP Inspector's command line lists the tools.
 */
const origin = inject('previewOrigin')
const endpoint = `${origin}/mcp`
const tools = ['search_docs', 'read_page', 'lookup_chain', 'build_calldata', 'decode_calldata', 'explain_status']
let client: Client

beforeAll(async () => {
  client = new Client({ name: 'docs-test', version: '1.0.0' })
  await client.connect(new StreamableHTTPClientTransport(new URL(endpoint)))
})
afterAll(() => client?.close())

async function call(name: string, args: Record<string, unknown>): Promise<{ text: string; isError: boolean }> {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult
  const text = result.content.map((part) => (part.type === 'text' ? part.text : '')).join('\n')
  return { text, isError: result.isError === true }
}

async function expectAnswer(name: string, args: Record<string, unknown>, pattern: RegExp) {
  const { text, isError } = await call(name, args)
  expect(isError, text).toBe(false)
  expect(text).toMatch(pattern)
}

async function expectRefusal(name: string, args: Record<string, unknown>, pattern: RegExp) {
  const { text, isError } = await call(name, args)
  expect(isError, text).toBe(true)
  expect(text).toMatch(pattern)
}

describe('MCP endpoint /mcp', () => {
  it('lists the six tools, each read-only', async () => {
    const { tools: listed } = await client.listTools()
    expect(listed.map((tool) => tool.name).sort()).toEqual([...tools].sort())
    for (const tool of listed) expect(tool.annotations?.readOnlyHint, tool.name).toBe(true)
  })

  it('search_docs finds sections with their Markdown URLs; an empty or oversized query is refused', async () => {
    await expectAnswer('search_docs', { query: 'quote window' }, /\(https:\/\/dev\.gas\.zip\/gas\/[\w/-]+\.md#[\w-]+\)/)
    await expectAnswer('search_docs', { query: 'PAYLOAD_STORED', limit: 1 }, /layerzero/i)
    await expectRefusal('search_docs', { query: '' }, /Input validation error/)
    await expectRefusal('search_docs', { query: 'x'.repeat(201) }, /Input validation error/)
    await expectRefusal('search_docs', { query: 'gas', limit: 100 }, /Input validation error/)
  })

  it('read_page returns a page as Markdown, by path or URL; an unknown page is named', async () => {
    await expectAnswer('read_page', { path: '/gas/api/deposit' }, /^# Deposit[\s\S]*## Statuses[\s\S]*`CANCELLED`/)
    await expectAnswer('read_page', { path: 'https://dev.gas.zip/gas/api/quote.md' }, /^# Quote/)
    await expectRefusal('read_page', { path: '/gas/nowhere' }, /No page at "\/gas\/nowhere"\. Pages: /)
    await expectRefusal('read_page', { path: `/${'a'.repeat(300)}` }, /Input validation error/)
  })

  it('lookup_chain gives ids and addresses by id or name; an unknown chain is refused', async () => {
    await expectAnswer(
      'lookup_chain',
      { chain: '8453' },
      /## Base[^\n]*\n- Native chain id: 8453\n- Also called: Base Mainnet\n- Gas\.zip short id: 54\n- Direct Deposit: yes, to 0x391E7C679d29bD940d63be94AD22A25d25b5A604/,
    )
    await expectAnswer('lookup_chain', { chain: 'arbitrum' }, /LayerZero v1 id: 110; LayerZero v2 endpoint id: 30110/)
    // GasZipV2 only where it is verified; the check before sending everywhere else.
    await expectAnswer(
      'lookup_chain',
      { chain: '5042' },
      /Contract deposit address: 0x9E22ebeC84c7e4C4bD6D4aE7FF6f4D436D6D8390 \(GasZipV2 ABI verified: yes\)[\s\S]*check that the contract has `deposit\(uint256,bytes32\)`/,
    )
    await expectAnswer('lookup_chain', { chain: '324' }, /\(GasZipV2 ABI verified: no\)/)
    // One name per chain; its other names find it, in the lookup and in the search index.
    await expectAnswer(
      'lookup_chain',
      { chain: 'Klaytn' },
      /^## Kaia\n- Native chain id: 8217\n- Also called: Klaytn\n/,
    )
    await expectAnswer('search_docs', { query: 'Klaytn' }, /layerzero\/chain-support\/(deposit|outbound)\.md/)
    // From Beam, the v1 router.
    await expectAnswer('lookup_chain', { chain: '4337' }, /LayerZero router to send through from here: v1\n/)
    await expectRefusal('lookup_chain', { chain: 'Atlantis' }, /No chain matches "Atlantis"/)
    await expectRefusal('lookup_chain', { chain: 'x'.repeat(65) }, /Input validation error/)
  })

  it('build_calldata encodes the worked examples; bad recipients and chains are refused', async () => {
    await expectAnswer('build_calldata', { recipient: 'sender', shortIds: [57, 55] }, /^0x0100390037\n/)
    await expectAnswer('build_calldata', { recipient: 'sender', nativeChainIds: [42161, 10] }, /^0x0100390037\n/)
    await expectAnswer(
      'build_calldata',
      { recipient: '0x7ed2a81b7054dc5d393234b7a3a33b9ba125cac9', shortIds: [57, 55] },
      /^0x027Ed2A81B7054Dc5D393234B7a3A33B9ba125cAc900390037\n/,
    )
    await expectRefusal('build_calldata', { recipient: '0x1234', shortIds: [57] }, /is not an EVM address/)
    await expectRefusal('build_calldata', { recipient: 'sender', shortIds: [70000] }, /Input validation error/)
    await expectRefusal('build_calldata', { recipient: 'sender', shortIds: [57], nativeChainIds: [10] }, /either/)
    await expectRefusal('build_calldata', { recipient: 'sender', nativeChainIds: [999999999] }, /Not outbound chains/)
    await expectRefusal(
      'build_calldata',
      { recipient: 'sender', shortIds: Array(65).fill(57) },
      /Input validation error/,
    )
  })

  it('decode_calldata reads calldata back; malformed calldata is refused with the reason', async () => {
    await expectAnswer(
      'decode_calldata',
      { calldata: '0x027Ed2A81B7054Dc5D393234B7a3A33B9ba125cAc900390037' },
      /Recipient: 0x7Ed2A81B7054Dc5D393234B7a3A33B9ba125cAc9\nOutbound chains \(short ids\): 57 \(Arbitrum/,
    )
    await expectRefusal('decode_calldata', { calldata: '0x0900390037' }, /Unknown recipient type 0x09/)
    await expectRefusal('decode_calldata', { calldata: '0xzz' }, /not hexadecimal/)
    await expectRefusal('decode_calldata', { calldata: `0x${'01'.repeat(400)}` }, /Input validation error/)
  })

  it('explain_status says what a status means and what to do; an unknown status lists the known ones', async () => {
    await expectAnswer(
      'explain_status',
      { status: 'CANCELLED' },
      /Final: yes, stop polling[\s\S]*Do not send the deposit again/,
    )
    await expectAnswer('explain_status', { status: 'payload stored' }, /# PAYLOAD_STORED \(LayerZero Scan/)
    await expectAnswer('explain_status', { status: 'PENDING', kind: 'deposit' }, /Final: no, keep polling/)
    await expectRefusal(
      'explain_status',
      { status: 'LOST' },
      /"LOST" is not a known status\. Known statuses: deposit: SEEN/,
    )
    await expectRefusal('explain_status', { status: 'PENDING', kind: 'bridge' }, /Input validation error/)
  })

  it('serves the agent skills and the pages as resources', async () => {
    const { resources } = await client.listResources()
    const uris = resources.map((resource) => resource.uri)
    expect(uris).toContain('https://dev.gas.zip/.well-known/agent-skills/gas-zip-direct-deposit/SKILL.md')
    expect(uris).toContain('https://dev.gas.zip/gas/api/guide.md')
    const { contents } = await client.readResource({
      uri: 'https://dev.gas.zip/.well-known/agent-skills/gas-zip/SKILL.md',
    })
    expect(contents[0]).toMatchObject({ mimeType: 'text/markdown' })
    expect(String((contents[0] as { text?: string }).text)).toMatch(/^---\nname: gas-zip\n/)
  })
})

describe('MCP endpoint over plain HTTP', () => {
  const post = (body: string) =>
    fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body,
    })

  it('answers with the security headers a page gets', async () => {
    const page = await fetch(`${origin}/gas/overview`)
    const answer = await post(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }))
    expect(answer.status).toBe(200)
    for (const name of [
      'content-security-policy',
      'x-content-type-options',
      'x-frame-options',
      'referrer-policy',
      'strict-transport-security',
      'cross-origin-opener-policy',
    ]) {
      expect(page.headers.get(name), name).toBeTruthy()
      expect(answer.headers.get(name), name).toBe(page.headers.get(name))
    }
  })

  it('refuses GET, a body that is not JSON and a body above the limit, with a JSON-RPC error', async () => {
    const get = await fetch(endpoint)
    expect(get.status).toBe(405)
    expect(((await get.json()) as { error: { message: string } }).error.message).toMatch(/stateless.*POST/)
    const notJson = await post('{')
    expect(notJson.status).toBe(400)
    expect(await notJson.json()).toMatchObject({ error: { code: -32700 } })
    const large = await post(
      JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping', params: { pad: 'x'.repeat(maxBodyBytes) } }),
    )
    expect(large.status).toBe(413)
    expect(await large.json()).toMatchObject({ error: { code: -32600 } })
  })
})

describe('MCP Inspector command line', () => {
  it('lists the tools of the endpoint', async () => {
    const run = promisify(execFile)
    const { stdout, stderr } = await run(
      join(rootDir, 'node_modules', '.bin', 'mcp-inspector'),
      ['--cli', endpoint, '--method', 'tools/list'],
      {
        timeout: 60_000,
        env: {
          ...process.env,
          PATH: `${join(rootDir, 'node_modules', '.bin')}:${process.env.PATH}`,
          NODE_OPTIONS: `--import=${join(rootDir, 'tests', 'support', 'localOnlyFetch.mjs')}`,
        },
      },
    )
    expect(stderr).not.toContain('blocked request')
    const listed = (JSON.parse(stdout) as { tools: { name: string }[] }).tools.map((tool) => tool.name)
    expect(listed.sort()).toEqual([...tools].sort())
  }, 90_000)
})
