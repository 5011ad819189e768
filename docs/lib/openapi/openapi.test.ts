import { describe, expect, it } from 'vitest'
import {
  describeBody,
  describeType,
  enumValues,
  exampleText,
  fieldTables,
  findEndpoint,
  listEndpoints,
  type OpenApiDocument,
  parameterLocation,
  resolvePointer,
  responseMeanings,
} from './openapi.ts'

/** A small hand-written document; expected values below are read off it by eye. */
const fixture: OpenApiDocument = {
  openapi: '3.1.0',
  info: { title: 'Fixture', version: '1' },
  servers: [{ url: 'https://api.example.test/v9' }],
  paths: {
    '/items/{chain_ids}': {
      get: {
        operationId: 'getItems',
        summary: 'List items',
        externalDocs: { url: 'https://docs.example.test/items' },
        parameters: [
          { $ref: '#/components/parameters/ChainIds' } as never,
          { name: 'owner', in: 'query', required: false, schema: { type: 'string' } },
        ],
        responses: {
          '200': {
            description: 'ok',
            content: {
              'application/json': {
                schema: { $ref: '#/components/schemas/ItemList' },
                examples: { one: { $ref: '#/components/examples/One' } },
              },
            },
          },
        },
      },
    },
    '/mystery': {
      summary: 'Method unknown',
      'x-gaszip-operation-id': 'mystery',
      'x-gaszip-request-fields': { $ref: '#/components/schemas/Item' },
      'x-gaszip-response': { $ref: '#/components/schemas/ItemList' },
    },
  },
  components: {
    parameters: {
      ChainIds: {
        name: 'chain_ids',
        in: 'path',
        required: true,
        style: 'simple',
        explode: false,
        schema: { type: 'array', items: { $ref: '#/components/schemas/ChainId' } },
      },
    },
    schemas: {
      ChainId: { title: 'Native chain id', type: 'integer' },
      Short: { title: 'Gas.zip short id', type: 'integer' },
      State: { title: 'State', type: 'string', enum: ['A', 'B'] },
      Item: {
        title: 'Item',
        type: 'object',
        required: ['chain'],
        properties: {
          chain: { $ref: '#/components/schemas/ChainId', description: 'Where it lives.' },
          short: { $ref: '#/components/schemas/Short' },
          state: { $ref: '#/components/schemas/State' },
          amount: { type: ['string', 'integer'] },
        },
      },
      ItemList: {
        title: 'ItemList',
        type: 'object',
        properties: { items: { type: 'array', items: { $ref: '#/components/schemas/Item' } } },
      },
    },
    examples: { One: { summary: 'One item', value: { items: [{ chain: 1 }] } } },
  },
}

describe('resolvePointer', () => {
  it('follows a local pointer', () => {
    expect(resolvePointer(fixture, '#/components/schemas/ChainId')).toEqual({
      title: 'Native chain id',
      type: 'integer',
    })
  })

  it('names the pointer that does not resolve', () => {
    expect(() => resolvePointer(fixture, '#/components/schemas/Nope')).toThrow(
      'reference "#/components/schemas/Nope" does not resolve (no "Nope")',
    )
  })
})

describe('listEndpoints', () => {
  const endpoints = listEndpoints(fixture)

  it('lists operations and method-less path items with their URL template', () => {
    expect(endpoints.map((endpoint) => [endpoint.operationId, endpoint.method, endpoint.urlTemplate])).toEqual([
      ['getItems', 'GET', 'https://api.example.test/v9/items/{chain_ids}'],
      ['mystery', undefined, 'https://api.example.test/v9/mystery'],
    ])
  })

  it('resolves parameter references and example references', () => {
    const items = findEndpoint(fixture, 'getItems')
    expect(items.parameters.map((parameter) => parameter.name)).toEqual(['chain_ids', 'owner'])
    expect(items.page).toBe('/items')
    expect(items.responses[0]?.examples).toEqual([
      { name: 'one', summary: 'One item', description: '', value: { items: [{ chain: 1 }] } },
    ])
  })

  it('gives a method-less path item its request fields and a 2xx response body', () => {
    const mystery = findEndpoint(fixture, 'mystery')
    expect(mystery.requestFields).toEqual({ $ref: '#/components/schemas/Item' })
    expect(mystery.responses).toEqual([
      { status: '2xx', description: 'Response body', schema: { $ref: '#/components/schemas/ItemList' }, examples: [] },
    ])
  })

  it('names an unknown operation id and the known ones', () => {
    expect(() => findEndpoint(fixture, 'getNothing')).toThrow('no operation "getNothing" (known: getItems, mystery)')
  })
})

describe('describeType', () => {
  it('says which kind of chain id a field holds', () => {
    expect(describeType(fixture, { $ref: '#/components/schemas/ChainId' })).toBe('integer (native chain id)')
    expect(describeType(fixture, { $ref: '#/components/schemas/Short' })).toBe('integer (Gas.zip short id)')
    expect(describeType(fixture, { type: 'array', items: { $ref: '#/components/schemas/ChainId' } })).toBe(
      'array of integer (native chain id)',
    )
  })

  it('names object schemas and lists type alternatives', () => {
    expect(describeType(fixture, { $ref: '#/components/schemas/Item' })).toBe('Item')
    expect(describeType(fixture, { type: ['string', 'integer'] })).toBe('string or integer')
    expect(describeType(fixture, undefined)).toBe('not stated')
    expect(describeBody(fixture, undefined)).toBe('any')
    expect(describeBody(fixture, { $ref: '#/components/schemas/Item' })).toBe('Item')
  })
})

describe('fieldTables', () => {
  it('gives one table per named object schema reached', () => {
    const tables = fieldTables(fixture, { $ref: '#/components/schemas/ItemList' })
    expect(tables.map((table) => table.name)).toEqual(['ItemList', 'Item'])
    expect(tables[1]?.rows).toEqual([
      { name: 'chain', type: 'integer (native chain id)', required: true, description: 'Where it lives.', values: [] },
      { name: 'short', type: 'integer (Gas.zip short id)', required: false, description: '', values: [] },
      { name: 'state', type: 'string (State)', required: false, description: '', values: ['A', 'B'] },
      { name: 'amount', type: 'string or integer', required: false, description: '', values: [] },
    ])
  })

  it('puts an inline body first', () => {
    const tables = fieldTables(fixture, { type: 'object', properties: { n: { type: 'number' } } })
    expect(tables).toEqual([
      {
        name: 'body',
        description: '',
        rows: [{ name: 'n', type: 'number', required: false, description: '', values: [] }],
      },
    ])
  })

  it('names objects written in place by their title, nested ones included', () => {
    const inner = { title: 'Inner', type: 'object', properties: { n: { type: 'number' } } }
    const tables = fieldTables(fixture, { title: 'Outer', type: 'object', properties: { inner } })
    expect(tables.map((table) => [table.name, table.rows.map((row) => `${row.name}: ${row.type}`)])).toEqual([
      ['Outer', ['inner: Inner']],
      ['Inner', ['n: number']],
    ])
  })
})

describe('parameter helpers', () => {
  it('marks comma-separated path lists', () => {
    const [chainIds, owner] = findEndpoint(fixture, 'getItems').parameters
    expect(chainIds && parameterLocation(chainIds)).toBe('path, comma-separated')
    expect(owner && parameterLocation(owner)).toBe('query')
  })

  it('writes examples as they appear in a URL', () => {
    expect(exampleText([42161, 10])).toBe('42161,10')
    expect(exampleText('0xabc')).toBe('0xabc')
    expect(exampleText(undefined)).toBe('')
  })

  it('reads enum values through references', () => {
    expect(enumValues(fixture, { $ref: '#/components/schemas/State' })).toEqual(['A', 'B'])
  })
})

describe('responseMeanings', () => {
  it('says a description shared by several statuses once, and what a later body adds', () => {
    const failed = 'A failed request.'
    const doc: OpenApiDocument = {
      ...fixture,
      paths: {
        '/x': {
          get: {
            operationId: 'getX',
            responses: {
              '200': { description: 'ok' },
              '4XX': { description: failed, content: { 'application/json': { schema: { description: 'An error.' } } } },
              '5XX': { description: failed, content: { 'application/json': { schema: { description: 'An error.' } } } },
              default: { description: failed },
            },
          },
        },
      },
    }
    expect(responseMeanings(doc, findEndpoint(doc, 'getX'))).toEqual([
      { status: '200', text: 'ok' },
      { status: '4XX', text: 'A failed request. An error.' },
      { status: '5XX', sameAs: '4XX', text: '' },
      { status: 'default', sameAs: '4XX', text: '' },
    ])
  })
})
