import { execFile } from 'node:child_process'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { inboundChains, outboundChains } from '../../docs/lib/chains/chainData.ts'
import { maxBodyBytes } from '../../docs/lib/mcp/handler.ts'
import { freePort } from '../../tooling/freePort.ts'
import { mockApiBase, mockDepositHash } from '../../tooling/mockApi.ts'
import { startPreviewServer } from '../../tooling/previewServer.ts'
import { rootDir } from '../../tooling/routes.ts'

/**
 * The MCP endpoint at /mcp, as an MCP client sees it: the official SDK client over Streamable
 * HTTP against the preview server, which runs the same handler as the deployed function. Every
 * tool answers good input and refuses bad input with a message; the endpoint sends the pages'
 * security headers; the MCP Inspector's command line lists the tools and calls the live ones.
 * The live tools ask the mock API (tests/built/globalSetup.ts), never the real one.
 */
const origin = inject('previewOrigin')
/** A chain's short id as the synced outbound list (which the mock API serves) gives it. */
const shortIdOf = (nativeId: number) => outboundChains.chains.find((chain) => chain.nativeId === nativeId)?.shortId
const endpoint = `${origin}/mcp`
const tools = [
  'search_docs',
  'read_page',
  'lookup_chain',
  'build_calldata',
  'decode_calldata',
  'explain_status',
  'get_quote',
  'track_deposit',
  'list_chains',
]
let client: Client

const connect = async (url: string) => {
  const connected = new Client({ name: 'docs-test', version: '1.0.0' })
  await connected.connect(new StreamableHTTPClientTransport(new URL(url)))
  return connected
}

beforeAll(async () => {
  client = await connect(endpoint)
})
afterAll(() => client?.close())

async function call(
  name: string,
  args: Record<string, unknown>,
  through = client,
): Promise<{ text: string; isError: boolean }> {
  const result = (await through.callTool({ name, arguments: args })) as CallToolResult
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
  it('names the live tools in its instructions, and does not call itself read-only', () => {
    const instructions = client.getInstructions() ?? ''
    for (const tool of ['get_quote', 'track_deposit', 'list_chains']) expect(instructions).toContain(tool)
    expect(instructions).not.toMatch(/read-only/i)
  })

  it('lists the nine tools, each read-only', async () => {
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
    // Base's short id is whatever the synced outbound list says.
    const baseShortId = outboundChains.chains.find((chain) => chain.nativeId === 8453)?.shortId
    await expectAnswer(
      'lookup_chain',
      { chain: '8453' },
      new RegExp(
        `## Base[^\\n]*\\n- Native chain id: 8453\\n- Also called: Base Mainnet\\n- Gas\\.zip short id: ${baseShortId}\\n- Direct Deposit: yes, to ${inboundChains.directDepositAddress}`,
      ),
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

  const evm = '0x7Ed2A81B7054Dc5D393234B7a3A33B9ba125cAc9'
  const quote = { depositChain: 1, amount: '10000000000000000', outboundChains: [8453, 10] }

  it('get_quote returns the verdict on the live quote, with the calldata decoded; bad input and a refused share are named', async () => {
    await expectAnswer(
      'get_quote',
      { ...quote, to: evm, from: evm },
      /^Verdict: send, as a native transfer to 0x391E7C679d29bD940d63be94AD22A25d25b5A604, with the calldata as its data, before \d{4}-[\s\S]*share \$10\.00[\s\S]*Outbound chains \(short ids\): 54, 55/,
    )
    await expectAnswer(
      'get_quote',
      { ...quote, amount: '100000' },
      /^Verdict: do not send\.\n- \[share-below-minimum\]/,
    )
    await expectAnswer(
      'get_quote',
      { ...quote, depositChain: 424242 },
      /- \[request-error\] The API refused the whole request; it says "\[API text 1\]"\.[\s\S]*- \[API text 1\] error: "Source: Chain Disabled"/,
    )
    await expectRefusal('get_quote', { ...quote, amount: '-5' }, /Input validation error/)
    await expectRefusal('get_quote', { ...quote, outboundChains: [] }, /Input validation error/)
  })

  it('track_deposit gives the delivery verdict from the playbook; a 404 says nothing about the hash; a bad hash is refused', async () => {
    await expectAnswer(
      'track_deposit',
      { hash: mockDepositHash('CANCELLED') },
      /^Verdict: not delivered\. Do not send the deposit again\.[\s\S]*: CANCELLED\.[\s\S]*For the support ticket:/,
    )
    await expectAnswer(
      'track_deposit',
      { hash: `0x${'ab'.repeat(31)}ff` },
      /^Verdict: unknown\. This answer says nothing about the deposit or the hash\./,
    )
    await expectRefusal('track_deposit', { hash: 'latest' }, /Input validation error/)
  })

  it('list_chains lists the live chains; a name no chain has and an oversized name are refused', async () => {
    await expectAnswer(
      'list_chains',
      {},
      new RegExp(
        `^Live list from the Gas\\.zip API \\(GET /v2/chains\\): \\d+ chains\\.[\\s\\S]*native id 42161, short id ${shortIdOf(42161)}\\b`,
      ),
    )
    await expectRefusal('list_chains', { name: 'Atlantis' }, /No chain name contains "Atlantis"/)
    await expectRefusal('list_chains', { name: 'x'.repeat(65) }, /Input validation error/)
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

describe('MCP live tools when the API fails', () => {
  it('answer with the failed-request verdict, and list_chains with the saved list, saying so', async () => {
    const port = await freePort()
    const failing = await startPreviewServer({
      port,
      liveApi: { base: mockApiBase(inject('mockApiOrigin'), 'failed'), timeoutMs: 5000 },
    })
    const through = await connect(`http://127.0.0.1:${port}/mcp`)
    try {
      const quote = await call('get_quote', { depositChain: 1, amount: '1000', outboundChains: [10] }, through)
      expect(quote.isError, quote.text).toBe(false)
      expect(quote.text).toMatch(
        /^Verdict: do not send\.\n- \[failed-request\] The quote request failed: HTTP 502 with a body that is not JSON/,
      )
      const deposit = await call('track_deposit', { hash: mockDepositHash('PENDING') }, through)
      expect(deposit.text).toMatch(/^Verdict: unknown\. This answer says nothing about the deposit or the hash\./)
      const chains = await call('list_chains', { name: 'arbitrum' }, through)
      expect(chains.isError, chains.text).toBe(false)
      expect(chains.text).toMatch(/^The live list is unavailable \(HTTP 502\)\. This is the saved list/)
    } finally {
      await through.close()
      await new Promise<void>((done) => failing.close(() => done()))
    }
    // This server starts the built function in a process of its own on its first request.
  }, 30_000)
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

  it('refuses a JSON-RPC batch and a foreign origin, as built and deployed', async () => {
    const call = (id: number) => ({
      jsonrpc: '2.0',
      id,
      method: 'tools/call',
      params: { name: 'list_chains', arguments: {} },
    })
    const batch = await post(JSON.stringify(Array.from({ length: 100 }, (_, id) => call(id))))
    expect(batch.status).toBe(400)
    expect(await batch.json()).toMatchObject({ error: { code: -32600 } })
    const foreign = await fetch(endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        origin: 'https://evil.example',
      },
      body: JSON.stringify(call(1)),
    })
    expect(foreign.status).toBe(403)
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
  /** Runs the Inspector's command line against the endpoint; a failing run gives its exit code and the error it printed. */
  const inspect = async (args: string[]) => {
    const run = promisify(execFile)
    const result = await run(join(rootDir, 'node_modules', '.bin', 'mcp-inspector'), ['--cli', endpoint, ...args], {
      timeout: 60_000,
      env: {
        ...process.env,
        PATH: `${join(rootDir, 'node_modules', '.bin')}:${process.env.PATH}`,
        NODE_OPTIONS: `--import=${join(rootDir, 'tests', 'support', 'localOnlyFetch.mjs')}`,
      },
    }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code?: number; stdout?: string; stderr?: string }) => ({
        code: error.code ?? -1,
        stdout: error.stdout ?? '',
        stderr: error.stderr ?? '',
      }),
    )
    expect(result.stderr).not.toContain('blocked request')
    return { code: result.code, output: JSON.parse(result.stdout) as Record<string, unknown> }
  }

  it('lists the tools of the endpoint', async () => {
    const { code, output } = await inspect(['--method', 'tools/list'])
    expect(code).toBe(0)
    const listed = (output as { tools: { name: string }[] }).tools.map((tool) => tool.name)
    expect(listed.sort()).toEqual([...tools].sort())
  }, 90_000)

  it.each([
    [
      'get_quote',
      { depositChain: 1, amount: '10000000000000000', outboundChains: [8453], method: 'contract' },
      /^Verdict: send, by calling deposit\(chains, to\) on the contract 0x2a37D63EAdFe4b4682a3c28C1c2cD4F109Cc2762, before /,
      { depositChain: 1, amount: 'ten', outboundChains: [8453] },
    ],
    [
      'track_deposit',
      { hash: mockDepositHash('CONFIRMED') },
      /^Verdict: delivered\. Every payout is finished\.[\s\S]*: CONFIRMED\./,
      { hash: '0x12' },
    ],
    [
      'list_chains',
      { name: 'OP Mainnet' },
      new RegExp(`^Live list from the Gas\\.zip API [\\s\\S]*native id 10, short id ${shortIdOf(10)}\\b`),
      { name: '' },
    ],
  ] as const)(
    'calls %s: good input gets the answer, bad input a tool error',
    async (name, good, pattern, bad) => {
      const call = (args: object) =>
        inspect(['--method', 'tools/call', '--tool-name', name, '--tool-args-json', JSON.stringify(args)])
      const answer = await call(good)
      const text = (answer.output as unknown as CallToolResult).content
        ?.map((part) => (part.type === 'text' ? part.text : ''))
        .join('\n')
      expect(answer.code, JSON.stringify(answer.output)).toBe(0)
      expect(text).toMatch(pattern)
      const refusal = await call(bad)
      expect(refusal.code).not.toBe(0)
      expect(refusal.output.isError).toBe(true)
      expect(JSON.stringify(refusal.output.content)).toMatch(/Input validation error/)
    },
    90_000,
  )
})
