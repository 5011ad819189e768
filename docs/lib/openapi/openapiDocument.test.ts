import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { validate } from '@readme/openapi-parser'
import Ajv2020 from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import { describe, expect, it } from 'vitest'
import { readPages } from '../../../tests/support/pages.ts'
import { rootDir } from '../../../tooling/routes.ts'
import { deref, describeType, httpMethods, listEndpoints, type OpenApiDocument, type Schema } from './openapi.ts'

const source = readFileSync(join(rootDir, 'public', 'openapi.json'), 'utf8')
const doc = JSON.parse(source) as OpenApiDocument
const endpoints = listEndpoints(doc)
const apiPages = readPages().filter((page) => page.path.startsWith('/gas/api/'))

/** The documented routes, written by hand, one per endpoint id. */
const factsRoutes = {
  chains: 'GET /chains',
  user: 'GET /user/{address}',
  deposit: 'GET /deposit/{hash}',
  outbound: 'GET /outbound/{hash}',
  search: 'GET /search/{hash}',
  quote: 'GET /quotes/{deposit_chain}/{deposit_wei}/{outbound_chains}',
  'quote-reverse': 'GET /quoteReverse/{deposit_chain}/{outbound_wei}/{outbound_chain}',
  // Its HTTP method is not documented.
  'quote-token': 'not stated /quoteToken',
}

/** ajv over the document's component schemas; `#/components/…` references resolve as in the document. */
function makeAjv() {
  const ajv = new Ajv2020({ strict: false, allErrors: true })
  addFormats(ajv)
  ajv.addSchema({ $id: 'openapi.json', components: { schemas: doc.components?.schemas ?? {} } })
  return ajv
}
const ajv = makeAjv()
const rebase = (schema: Schema): Schema =>
  JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"openapi.json#/components/'))
const check = (schema: Schema, value: unknown) => {
  const validateValue = ajv.compile(rebase(schema))
  return validateValue(value) ? [] : (validateValue.errors ?? []).map((e) => `${e.instancePath} ${e.message}`)
}

type Found = { where: string; schema: Schema; value: unknown }

/** Every example in the document, with the schema it must satisfy. */
function allExamples(): Found[] {
  const found: Found[] = []
  for (const endpoint of endpoints) {
    for (const parameter of endpoint.parameters) {
      if (parameter.example !== undefined && parameter.schema) {
        found.push({
          where: `${endpoint.operationId} parameter ${parameter.name}`,
          schema: parameter.schema,
          value: parameter.example,
        })
      }
    }
    for (const response of endpoint.responses) {
      for (const example of response.examples) {
        if (!response.schema) throw new Error(`${endpoint.operationId} ${response.status}: example without schema`)
        found.push({
          where: `${endpoint.operationId} ${response.status} example ${example.name}`,
          schema: response.schema,
          value: example.value,
        })
      }
    }
  }
  for (const [name, schema] of Object.entries(doc.components?.schemas ?? {})) {
    for (const [index, value] of (schema.examples ?? []).entries()) {
      found.push({
        where: `schema ${name} examples[${index}]`,
        schema: { $ref: `#/components/schemas/${name}` },
        value,
      })
    }
  }
  return found
}

describe('public/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(doc.openapi).toBe('3.1.0')
    const result = await validate(JSON.parse(source))
    expect(result.valid ? [] : result.errors).toEqual([])
  })

  it('is rejected by the validator when broken (the check can fail)', async () => {
    const broken = JSON.parse(source)
    delete broken.paths['/chains'].get.responses
    broken.paths['/deposit/{hash}'].get.parameters[0].in = 'body'
    const result = await validate(broken)
    expect(result.valid).toBe(false)
  })

  it('has the documented base URL', () => {
    expect(doc.servers.map((server) => server.url)).toEqual(['https://backend.gas.zip/v2'])
  })

  it('has exactly the documented routes', () => {
    const routes = endpoints.map((endpoint) => `${endpoint.method ?? 'not stated'} ${endpoint.path}`)
    expect(routes.sort()).toEqual(Object.values(factsRoutes).sort())
  })

  it('models the calldata builder as the quote route with to and from', () => {
    const quote = endpoints.find((endpoint) => endpoint.operationId === 'getQuote')
    const query = quote?.parameters.filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name)
    expect(query?.sort()).toEqual(['from', 'to'])
    expect(quote?.usages).toEqual([
      { summary: expect.any(String), query: ['to', 'from'], page: '/gas/api/call-data', pageTitle: expect.any(String) },
    ])
  })

  it('types every chain id parameter as a native chain id', () => {
    const chainParameters = endpoints.flatMap((endpoint) =>
      endpoint.parameters.filter((parameter) => /chain/.test(parameter.name)),
    )
    expect(chainParameters.map((parameter) => parameter.name).sort()).toEqual([
      'deposit_chain',
      'deposit_chain',
      'outbound_chain',
      'outbound_chains',
    ])
    for (const parameter of chainParameters) {
      const schema = parameter.schema?.type === 'array' ? parameter.schema.items : parameter.schema
      expect(schema?.$ref, parameter.name).toBe('#/components/schemas/NativeChainId')
    }
    // A list of outbound chains is comma-separated in the path (style simple, not exploded).
    const list = chainParameters.find((parameter) => parameter.name === 'outbound_chains')
    expect([list?.style ?? 'simple', list?.explode ?? false]).toEqual(['simple', false])
  })

  it('keeps short ids out of every request and marks them in responses', () => {
    const requestRefs = JSON.stringify(endpoints.map((endpoint) => endpoint.parameters))
    expect(requestRefs).not.toContain('ShortId')
    const schemas = doc.components?.schemas ?? {}
    expect(schemas.Chain?.properties?.short?.$ref).toBe('#/components/schemas/ShortId')
    expect(schemas.Deposit?.properties?.shorts?.items?.$ref).toBe('#/components/schemas/ShortId')
  })

  it('allows short ids 1 to 65535 only (two bytes, 0 is no chain)', () => {
    const shortId = { $ref: '#/components/schemas/ShortId' }
    expect(check(shortId, 1)).toEqual([])
    expect(check(shortId, 65535)).toEqual([])
    expect(check(shortId, 0)).not.toEqual([])
    expect(check(shortId, 65536)).not.toEqual([])
  })

  it('names only outbound chains in the quote URLs of the API pages and the OpenAPI examples', () => {
    const outbound = JSON.parse(readFileSync(join(rootDir, 'docs', 'data', 'outboundChains.json'), 'utf8')) as {
      chains: { nativeId: number }[]
    }
    const known = new Set(outbound.chains.map((chain) => chain.nativeId))
    const urls = [source, ...apiPages.map((page) => page.source)].flatMap((text) => [
      ...text.matchAll(/\/v2\/quotes\/\d+\/\d+\/([\d,]+)/g),
    ])
    expect(urls.length).toBeGreaterThan(3)
    const unknown = urls.flatMap((match) => (match[1] ?? '').split(',').map(Number)).filter((id) => !known.has(id))
    expect(unknown).toEqual([])
  })

  it('has the five documented statuses, links the status table and the delivery rule, and states that rule on the deposit answer', () => {
    const status = doc.components?.schemas?.Status
    expect(status?.enum).toEqual(['SEEN', 'PENDING', 'CONFIRMED', 'PRIORITY', 'CANCELLED'])
    expect(status?.description).toContain('https://dev.gas.zip/gas/api/deposit#statuses')
    // A status alone never says the gas arrived: the rule that decides it is linked, not retold.
    expect(status?.description).toContain('https://dev.gas.zip/gas/api/deposit#when-the-gas-is-delivered')
    expect(status?.description).not.toMatch(/CONFIRMED|final/)
    const answer = doc.components?.responses?.TransactionStatus as { 'x-gaszip-rule'?: string } | undefined
    expect(answer?.['x-gaszip-rule']).toBe('tracking')
  })

  it('guesses nothing Gas.zip has not published: it sends readers to the open points and to the rule for failed requests', () => {
    const rule = 'https://dev.gas.zip/gas/api/overview#errors'
    const openPoints = 'https://dev.gas.zip/gas/api/overview#open-points'
    // No HTTP method is invented for /quoteToken, nor a chain id kind for its fields.
    const quoteToken = doc.paths['/quoteToken']
    expect(Object.keys(quoteToken ?? {}).filter((key) => (httpMethods as readonly string[]).includes(key))).toEqual([])
    expect(quoteToken?.description).toContain(openPoints)
    const tokenFields = quoteToken?.['x-gaszip-request-fields']?.properties ?? {}
    expect(Object.keys(tokenFields)).toContain('srcChain')
    expect([tokenFields.srcChain?.$ref, tokenFields.dstChain?.$ref]).toEqual([undefined, undefined])
    // The reverse quote's nesting points to the open points; expires follows the quote window, and
    // every failed request the failed-request rule, each stated where it is at home.
    expect(doc.paths['/quoteReverse/{deposit_chain}/{outbound_wei}/{outbound_chain}']?.get?.description).toContain(
      openPoints,
    )
    expect(doc.components?.schemas?.QuoteResponse?.properties?.expires?.description).toContain(
      'https://dev.gas.zip/gas/api/overview#quote-guarantee',
    )
    for (const endpoint of endpoints.filter((candidate) => candidate.method)) {
      const failed = endpoint.responses.find((response) => response.status === 'default')
      expect(failed?.description, endpoint.operationId).toContain(rule)
    }
  })

  it('declares that the API takes no authentication, and the support contact', () => {
    expect(doc.security).toEqual([])
    expect(doc.info.contact?.url).toBe('https://discord.gg/gasdotzip')
  })

  it('describes a 4XX answer on every operation, with a body shape only where one is known: { error } on /quotes', () => {
    const shapes = endpoints
      .filter((endpoint) => endpoint.method)
      .map((endpoint) => {
        const failed = endpoint.responses.find((response) => response.status === '4XX')
        return [
          endpoint.operationId,
          failed ? (failed.schema ? describeType(doc, failed.schema) : 'no body shape') : 'none',
        ]
      })
    expect(Object.fromEntries(shapes)).toEqual({
      getChains: 'no body shape',
      getUserHistory: 'no body shape',
      getDeposit: 'no body shape',
      getOutbound: 'no body shape',
      searchTransaction: 'no body shape',
      getQuote: 'Error',
      getQuoteReverse: 'no body shape',
    })
    expect(Object.keys(doc.components?.schemas?.Error?.properties ?? {})).toEqual(['error'])
  })

  it('points the quote to the quote window and the deposit limits, and states the 60 s window at expires', () => {
    const quote = doc.paths['/quotes/{deposit_chain}/{deposit_wei}/{outbound_chains}']?.get
    expect(quote?.description).toContain('https://dev.gas.zip/gas/api/overview#quote-guarantee')
    expect(quote?.description).toContain('https://dev.gas.zip/gas/overview#limits')
    expect(doc.components?.schemas?.QuoteResponse?.properties?.expires?.description).toContain(
      'guaranteed for 60 seconds',
    )
  })

  it('names every documented shared schema', () => {
    expect(Object.keys(doc.components?.schemas ?? {})).toEqual(
      expect.arrayContaining(['Deposit', 'Transaction', 'Status', 'Quote', 'QuoteError', 'TransactionStatus']),
    )
  })

  it('carries the calldata example responses byte for byte', () => {
    const quote = endpoints.find((endpoint) => endpoint.operationId === 'getQuote')
    const values = quote?.responses.flatMap((response) => response.examples.map((example) => example.value))
    expect(values).toContainEqual({
      calldata: '0x010039',
      quotes: [{ chain: 42161, expected: '599131010000000', gas: '868990000000', speed: 7, usd: 2.078004 }],
    })
    expect(values).toContainEqual(
      expect.objectContaining({ calldata: '0x027Ed2A81B7054Dc5D393234B7a3A33B9ba125cAc900390037' }),
    )
    expect(values).toContainEqual({ error: 'Source: Chain Disabled' })
  })
})

describe('examples of public/openapi.json', () => {
  const examples = allExamples()

  it('exist for every operation that has an example or illustrative response', () => {
    expect(examples.length).toBeGreaterThan(20)
  })

  it.each(examples.map((example) => [example.where, example] as const))('%s matches its schema', (_, example) => {
    expect(check(example.schema, example.value)).toEqual([])
  })

  /**
   * Fields a documented example carries that the API leaves out on other requests: `calldata`
   * comes only with `to`, and every example of it is a calldata-builder answer.
   */
  const optionalInExamples = new Set(['calldata'])

  /** Every field of a value, at any depth, as the path of keys that leads to it. */
  const fieldPaths = (value: unknown, path: (string | number)[] = []): (string | number)[][] => {
    if (Array.isArray(value)) return value.flatMap((item, index) => fieldPaths(item, [...path, index]))
    if (value === null || typeof value !== 'object') return []
    return Object.entries(value).flatMap(([key, item]) => [[...path, key], ...fieldPaths(item, [...path, key])])
  }
  const without = (value: unknown, path: (string | number)[]): unknown => {
    const copy = structuredClone(value)
    let node = copy as Record<string | number, unknown>
    for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>
    delete node[path.at(-1) ?? '']
    return copy
  }
  const responseExamples = examples.filter((example) => / example /.test(example.where))

  it.each(responseExamples.map((example) => [example.where, example] as const))(
    '%s fails its schema when any field it carries is removed',
    (_, example) => {
      const paths = fieldPaths(example.value).filter((path) => !optionalInExamples.has(String(path.at(-1))))
      expect(paths.length).toBeGreaterThan(0)
      const stillValid = paths.filter((path) => check(example.schema, without(example.value, path)).length === 0)
      expect(stillValid.map((path) => path.join('.'))).toEqual([])
    },
  )

  it('reject a body that is none of the documented shapes', () => {
    const bodies = endpoints.flatMap((endpoint) =>
      endpoint.responses.filter((response) => response.status === '200' && response.schema?.$ref),
    )
    expect(bodies.length).toBeGreaterThan(5)
    for (const response of bodies) expect(check(response.schema ?? {}, { bogus: 1 })).not.toEqual([])
    expect(check({ $ref: '#/components/schemas/QuoteResponse' }, { bogus: 1 })).not.toEqual([])
  })

  it('are checked for real: a wrong example fails', () => {
    expect(check({ $ref: '#/components/schemas/Quote' }, { chain: 'Arbitrum', expected: 1.5 })).not.toEqual([])
    expect(check({ $ref: '#/components/schemas/Status' }, 'DONE')).not.toEqual([])
    expect(
      check({ $ref: '#/components/schemas/Deposit' }, { chain: 1, hash: '0x1', status: 'SEEN', value: 5 }),
    ).not.toEqual([])
  })
})

describe('API pages and the document', () => {
  const rendered = (source: string) =>
    [
      ...source.matchAll(
        /<(?:EndpointReference|EndpointRequestLine|EndpointParameters|EndpointResponse|ResponseExample) operationId="([^"]+)"/g,
      ),
    ].map((match) => match[1])

  it('every endpoint and usage of the document points to an API page that renders it', () => {
    const byPath = new Map(apiPages.map((page) => [page.path, page]))
    for (const endpoint of endpoints) {
      for (const path of [endpoint.page, ...endpoint.usages.map((usage) => usage.page)]) {
        const page = path ? byPath.get(path) : undefined
        expect(page, `${endpoint.operationId} → ${path}`).toBeDefined()
        expect(rendered(page?.source ?? ''), `${path} renders ${endpoint.operationId}`).toContain(endpoint.operationId)
      }
    }
  })

  it('every API page except the overview renders an endpoint of the document, and only those', () => {
    const ids = new Set(endpoints.map((endpoint) => endpoint.operationId))
    for (const page of apiPages.filter((page) => page.path !== '/gas/api/overview')) {
      const used = rendered(page.source)
      expect(used.length, page.path).toBeGreaterThan(0)
      expect(
        used.filter((id) => !ids.has(id ?? '')),
        page.path,
      ).toEqual([])
    }
    expect(apiPages.find((page) => page.path === '/gas/api/overview')?.source).toContain('<ApiRouteTable />')
  })

  it('every API page names its URL template and parameters in prose, so search finds them', () => {
    for (const endpoint of endpoints) {
      for (const path of [endpoint.page, ...endpoint.usages.map((usage) => usage.page)]) {
        const page = apiPages.find((candidate) => candidate.path === path)
        const prose = page?.source.replace(/<[A-Z][^>]*\/>/g, '') ?? ''
        expect(prose, `${path}: URL`).toContain(endpoint.urlTemplate)
        const names = endpoint.requestFields
          ? Object.keys(deref(doc, endpoint.requestFields).properties ?? {})
          : endpoint.parameters.map((parameter) => parameter.name)
        for (const name of names) expect(prose, `${path}: ${name}`).toMatch(new RegExp(`\\b${name}\\b`))
      }
    }
  })

  it('keeps JavaScript expressions out of the prose of API pages', () => {
    for (const page of apiPages) {
      const prose = page.source
        .replace(/^---[\s\S]*?---/, '')
        .replace(/^import .*$/gm, '')
        .replace(/```[\s\S]*?```/g, '')
        .replace(/`[^`\n]*`/g, '')
        // A leaf directive's attributes (`::status-table{playbook="deposit"}`) are not an expression.
        .replace(/^::[\w-]+\{[^{}\n]*\}$/gm, '')
      expect(prose, page.path).not.toMatch(/[{}]/)
    }
  })

  it('has one section on the API overview for the open points, naming each, and one for errors', () => {
    const overview = apiPages.find((page) => page.path === '/gas/api/overview')?.source ?? ''
    expect(overview.match(/^## Open points$/gm)).toHaveLength(1)
    expect(overview.match(/^## Errors$/gm)).toHaveLength(1)
    // The failed-request rule sits under Errors, where readers look for it.
    const errors = overview.slice(overview.indexOf('## Errors'), overview.indexOf('## Statuses'))
    expect(errors).toContain('::rule{id="failed-request"}')
    const section = overview.slice(overview.indexOf('## Open points'))
    for (const point of ['`CANCELLED`', '`expires`', '`price`', '`minOutbound`', '`/quoteToken`', '`/quoteReverse`'])
      expect(section, point).toContain(point)
    // Points with a page of their own are said there: Tron recipients on the Direct Deposit page,
    // the chains without a LayerZero v1 relayer on the v1 limits page; tracking is the tracking rule.
    for (const elsewhere of ['Tron', 'Canto', 'which-hash-to-track'])
      expect(section, elsewhere).not.toContain(elsewhere)
    // No heading talks about an outside reference: this site is the reference.
    expect(overview).not.toMatch(/^#+ .*reference/im)
    // The endpoint pages point there instead of saying it again.
    for (const page of apiPages.filter((candidate) => candidate.path !== '/gas/api/overview')) {
      expect(page.source, page.path).not.toMatch(/not documented|undocumented|not stated|most likely/i)
    }
  })

  it('keeps each h1 equal to the title', () => {
    for (const page of apiPages) expect(page.h1, page.path).toBe(page.title)
  })
})
