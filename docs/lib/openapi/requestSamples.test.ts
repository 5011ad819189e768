import { execFile } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import openapi from '../../../public/openapi.json' with { type: 'json' }
import { startMockApi } from '../../../tooling/mockApi.ts'
import type { OpenApiDocument } from './openapi.ts'
import { queryNames, type RequestSample, requestSamples } from './requestSamples.ts'

const doc = openapi as unknown as OpenApiDocument
const sender = '0x7Ed2A81B7054Dc5D393234B7a3A33B9ba125cAc9'

const codeOf = (samples: RequestSample[], language: RequestSample['language']) =>
  samples.find((sample) => sample.language === language)?.code ?? ''

describe('request samples', () => {
  it('writes the three languages, in the order of the tabs', () => {
    const samples = requestSamples(doc, 'getChains')
    expect(samples.map(({ title, lang }) => [title, lang])).toEqual([
      ['cURL', 'bash'],
      ['Python', 'python'],
      ['TypeScript', 'ts'],
    ])
    expect(codeOf(samples, 'curl')).toBe("curl -sS --fail-with-body 'https://backend.gas.zip/v2/chains'")
    expect(codeOf(samples, 'python')).toContain('url = "https://backend.gas.zip/v2/chains"')
    expect(codeOf(samples, 'python')).toContain('method="GET"')
    expect(codeOf(samples, 'typescript')).toContain("const url = 'https://backend.gas.zip/v2/chains'")
    expect(codeOf(samples, 'typescript')).toContain("method: 'GET'")
  })

  it('fills each path parameter with its example and leaves optional query parameters out', () => {
    const curl = codeOf(requestSamples(doc, 'getQuote'), 'curl')
    expect(curl).toBe("curl -sS --fail-with-body 'https://backend.gas.zip/v2/quotes/1/600000000000000/42161,10'")
    expect(codeOf(requestSamples(doc, 'getDeposit'), 'curl')).toContain(
      '/v2/deposit/0x6797de406deb83610d2465a5c68cf72a30c79aff98269ac04c3d748e4f4c3c04',
    )
  })

  it('sets the query parameters a page names, with their examples', () => {
    const samples = requestSamples(doc, 'getQuote', { query: queryNames('to, from') })
    const url = `https://backend.gas.zip/v2/quotes/1/600000000000000/42161,10?to=${sender}&from=${sender}`
    expect(codeOf(samples, 'curl')).toBe(`curl -sS --fail-with-body '${url}'`)
    expect(codeOf(samples, 'python')).toContain(`url = "${url}"`)
    expect(codeOf(samples, 'typescript')).toContain(`const url = '${url}'`)
  })

  it('swaps the base URL', () => {
    const curl = codeOf(requestSamples(doc, 'getUserHistory', { baseUrl: 'http://127.0.0.1:9/v2' }), 'curl')
    expect(curl).toBe(`curl -sS --fail-with-body 'http://127.0.0.1:9/v2/user/${sender}'`)
  })

  it('writes none for a route whose method the document does not state, and refuses an unknown query parameter', () => {
    expect(() => requestSamples(doc, 'quoteToken')).toThrow('quoteToken has no documented HTTP method')
    expect(() => requestSamples(doc, 'getQuote', { query: ['recipient'] })).toThrow(
      'getQuote has no query parameter "recipient" (known: to, from)',
    )
    expect(() => requestSamples(doc, 'getChains', { query: ['to'] })).toThrow('(known: none)')
  })
})

/** Every `<RequestSamples …/>` the endpoint pages place: the samples readers see. */
const pagesDir = join(import.meta.dirname, '..', '..', 'pages', 'gas', 'api')
const placed = readdirSync(pagesDir)
  .filter((file) => file.endsWith('.mdx'))
  .flatMap((file) =>
    [
      ...readFileSync(join(pagesDir, file), 'utf8').matchAll(
        /<RequestSamples operationId="(\w+)"(?: query="([^"]*)")? \/>/g,
      ),
    ].map((match) => ({ page: file, operationId: match[1] ?? '', query: queryNames(match[2]) })),
  )

/** The route without a documented example answers what its schema describes. */
const reverseQuote = { chain: 10, required: 1000421000000000, gas: 21000000000, speed: 5, usd: 3.5 }

/** A field of each operation's answer, as the mock gives it (the document's examples, the chain snapshot). */
const expectedField: Record<string, (body: Record<string, unknown>) => void> = {
  getChains: (body) =>
    expect((body.chains as { chain: number; name: string }[]).find((chain) => chain.chain === 42161)?.name).toMatch(
      /Arbitrum/,
    ),
  getUserHistory: (body) =>
    expect((body.user as { deposit: { status: string } }[])[0]?.deposit.status).toBe('CONFIRMED'),
  getDeposit: (body) => expect((body.deposit as { chain: number }).chain).toBe(1),
  getOutbound: (body) => expect((body.txs as { chain: number }[])[0]?.chain).toBe(42161),
  searchTransaction: (body) => expect((body.deposit as { status: string }).status).toBe('CONFIRMED'),
  getQuote: (body) => expect((body.quotes as { chain: number }[])[0]?.chain).toBe(42161),
  getQuoteReverse: (body) => expect(body.required).toBe(1000421000000000),
}

type Run = { code: number; stdout: string; stderr: string }

/** Runs a sample as a reader would: curl in a shell, the Python file with python3, the TypeScript file with Node. */
function runSample(sample: RequestSample, dir: string): Promise<Run> {
  const file = join(dir, `${sample.language}-${Math.random().toString(36).slice(2)}`)
  const command: [string, string[]] =
    sample.language === 'curl'
      ? ['sh', ['-c', sample.code]]
      : sample.language === 'python'
        ? ['python3', [`${file}.py`]]
        : [process.execPath, [`${file}.ts`]]
  if (sample.language === 'python') writeFileSync(`${file}.py`, sample.code)
  if (sample.language === 'typescript') writeFileSync(`${file}.ts`, sample.code)
  return new Promise((resolve) => {
    execFile(command[0], command[1], { timeout: 20_000, cwd: dir }, (error, stdout, stderr) => {
      if (error?.code === 'ENOENT')
        return resolve({ code: 127, stdout, stderr: `${command[0]} is missing: install it (Debian: python3, curl)` })
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr })
    })
  })
}

/** The JSON body a sample printed: curl prints it alone, the others print the status first. */
function printedAnswer(sample: RequestSample, stdout: string): { status?: number; body: Record<string, unknown> } {
  if (sample.language === 'curl') return { body: JSON.parse(stdout) }
  const [status, ...rest] = stdout.split('\n')
  return { status: Number(status), body: JSON.parse(rest.join('\n')) }
}

describe('the request samples of the endpoint pages, run against the mock API', () => {
  let baseUrl = ''
  let close = () => {}
  // Node runs the TypeScript sample as a module (top-level await), as a reader's project would.
  const dir = mkdtempSync(join(tmpdir(), 'request-samples-'))
  writeFileSync(join(dir, 'package.json'), '{ "type": "module" }\n')

  beforeAll(async () => {
    const server = await startMockApi(0, { tls: false, answers: { getQuoteReverse: reverseQuote } })
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v2`
    close = () => server.close()
  })
  afterAll(() => {
    close()
    rmSync(dir, { recursive: true, force: true })
  })

  it('finds a placed sample group on every endpoint page with a documented method', () => {
    expect(placed.map((entry) => entry.page).sort()).toEqual([
      'call-data.mdx',
      'chains.mdx',
      'deposit.mdx',
      'outbound.mdx',
      'quote-reverse.mdx',
      'quote.mdx',
      'search.mdx',
      'user.mdx',
    ])
  })

  it.each(placed.map((entry) => [entry.page, entry] as const))(
    '%s: each sample answers status 200 and the body',
    async (_, { operationId, query }) => {
      const samples = requestSamples(doc, operationId, { query, baseUrl })
      const runs = await Promise.all(samples.map((sample) => runSample(sample, dir)))
      samples.forEach((sample, index) => {
        const run = runs[index] as Run
        expect(run.stderr, `${sample.language}`).toBe('')
        expect(run.code, `${sample.language}: ${run.stderr}`).toBe(0)
        const { status, body } = printedAnswer(sample, run.stdout)
        if (sample.language !== 'curl') expect(status, sample.language).toBe(200)
        expectedField[operationId]?.(body)
        // With `to`, the mock's calldata carries the recipient the sample's URL names.
        if (query.includes('to')) {
          const recipient = /[?&]to=0x([0-9a-fA-F]{40})/.exec(sample.code)?.[1]
          expect(recipient, sample.language).toBeDefined()
          expect(String(body.calldata).toLowerCase(), sample.language).toContain(recipient?.toLowerCase())
        }
      })
      expect(expectedField[operationId], operationId).toBeDefined()
    },
  )

  it('each sample fails with the status when the answer is not 2xx', async () => {
    // The mock answers 404 to a path outside the API.
    const samples = requestSamples(doc, 'getChains', { baseUrl: `${baseUrl}/missing` })
    const runs = await Promise.all(samples.map((sample) => runSample(sample, dir)))
    const [curl, python, typescript] = runs as [Run, Run, Run]
    expect(curl.code).toBe(22)
    expect(curl.stderr).toContain('404')
    expect(python.code).not.toBe(0)
    expect(python.stderr).toContain('HTTP Error 404')
    expect(typescript.code).not.toBe(0)
    expect(typescript.stderr).toContain('HTTP 404')
  })
})
