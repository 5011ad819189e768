/**
 * Reads the parts of an OpenAPI 3.1 document that the API reference pages
 * render: endpoints, parameters, schemas as field tables, and examples.
 * Framework-free; the React components in docs/components only lay the
 * results out.
 */

export type Schema = {
  $ref?: string
  title?: string
  description?: string
  type?: string | string[]
  enum?: unknown[]
  items?: Schema
  properties?: Record<string, Schema>
  required?: string[]
  anyOf?: Schema[]
  oneOf?: Schema[]
  additionalProperties?: boolean | Schema
  pattern?: string
  format?: string
  examples?: unknown[]
}

export type Parameter = {
  $ref?: string
  name: string
  in: string
  required?: boolean
  description?: string
  style?: string
  explode?: boolean
  schema?: Schema
  example?: unknown
}

type Example = { $ref?: string; summary?: string; description?: string; value?: unknown }
type MediaType = { schema?: Schema; examples?: Record<string, Example> }
type Response = { $ref?: string; description?: string; content?: Record<string, MediaType> }

/** A page that documents an operation: its URL and its title (written from the page by `npm run rules:openapi`). */
type ExternalDocs = { url: string; description?: string }

type Operation = {
  operationId?: string
  summary?: string
  description?: string
  tags?: string[]
  externalDocs?: ExternalDocs
  /** Documented ways of calling the same operation, e.g. the calldata builder on /quotes. */
  'x-gaszip-usages'?: { summary: string; query: string[]; externalDocs: ExternalDocs }[]
  parameters?: Parameter[]
  responses?: Record<string, Response>
}

export const httpMethods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const
type HttpMethod = (typeof httpMethods)[number]

type PathItem = Partial<Record<HttpMethod, Operation>> & {
  summary?: string
  description?: string
  'x-gaszip-operation-id'?: string
  'x-gaszip-external-docs'?: ExternalDocs
  'x-gaszip-request-fields'?: Schema
  'x-gaszip-response'?: Schema
}

export type OpenApiDocument = {
  openapi: string
  info: { title: string; version: string; description?: string; contact?: { name?: string; url?: string } }
  servers: { url: string }[]
  /** Security requirements of every operation; empty: the API takes no authentication. */
  security?: Record<string, string[]>[]
  paths: Record<string, PathItem>
  components?: {
    schemas?: Record<string, Schema>
    parameters?: Record<string, Parameter>
    responses?: Record<string, Response>
    examples?: Record<string, Example>
  }
}

/** One route of the API as the reference pages show it. */
export type Endpoint = {
  operationId: string
  /** Upper-case HTTP method, or undefined where it is not documented. */
  method: string | undefined
  path: string
  /** Full URL template: server URL + path, e.g. `https://…/v2/deposit/{hash}`. */
  urlTemplate: string
  summary: string
  description: string
  /** Site path of the page that documents it, from `externalDocs.url`. */
  page: string | undefined
  /** That page's title, from `externalDocs.description`. */
  pageTitle: string | undefined
  /** Other documented usages of the same operation, each with its page and the page's title. */
  usages: { summary: string; query: string[]; page: string | undefined; pageTitle: string | undefined }[]
  parameters: Parameter[]
  /** Request fields of a route the document defines no operation for (x-gaszip-request-fields). */
  requestFields: Schema | undefined
  responses: { status: string; description: string; schema: Schema | undefined; examples: NamedExample[] }[]
}

export type NamedExample = { name: string; summary: string; description: string; value: unknown }

/**
 * What the API pages show in place of the HTTP method of a route that the document defines no
 * operation for (/quoteToken): a link to the open points of the API overview, which say what to
 * do meanwhile. `text` stands alone (request line), `short` sits under a "Method" heading.
 */
export const unstatedMethod = {
  text: 'Method: open point',
  short: 'Open point',
  href: '/gas/api/overview#open-points',
} as const

/** Follows a local `#/…` JSON pointer. Throws a message naming the missing pointer. */
export function resolvePointer<T>(doc: OpenApiDocument, ref: string): T {
  if (!ref.startsWith('#/')) throw new Error(`openapi: only local references are supported, got "${ref}"`)
  let node: unknown = doc
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~')
    if (node === null || typeof node !== 'object' || !(key in node)) {
      throw new Error(`openapi: reference "${ref}" does not resolve (no "${key}")`)
    }
    node = (node as Record<string, unknown>)[key]
  }
  return node as T
}

/** An object with its `$ref` (if any) followed, once. Sibling keys override the target's. */
export function deref<T extends { $ref?: string }>(doc: OpenApiDocument, node: T): T {
  if (!node.$ref) return node
  const { $ref, ...siblings } = node
  return { ...deref(doc, resolvePointer<T>(doc, $ref)), ...siblings }
}

/** Name of a component schema a `$ref` points to, e.g. `Deposit`. */
const refName = (ref: string) => ref.split('/').at(-1) ?? ref

/** Site path of an absolute docs URL: `https://dev.gas.zip/gas/api/quote` → `/gas/api/quote`. */
const pagePath = (url: string | undefined) => (url ? new URL(url).pathname : undefined)

/** Every endpoint of the document, in document order. */
export function listEndpoints(doc: OpenApiDocument): Endpoint[] {
  const server = doc.servers[0]?.url ?? ''
  const endpoints: Endpoint[] = []
  for (const [path, item] of Object.entries(doc.paths)) {
    const methods = httpMethods.filter((method) => item[method])
    for (const method of methods) {
      const operation = item[method] as Operation
      if (!operation.operationId) throw new Error(`openapi: ${method.toUpperCase()} ${path} has no operationId`)
      endpoints.push({
        operationId: operation.operationId,
        method: method.toUpperCase(),
        path,
        urlTemplate: `${server}${path}`,
        summary: operation.summary ?? '',
        description: operation.description ?? '',
        page: pagePath(operation.externalDocs?.url),
        pageTitle: operation.externalDocs?.description,
        usages: (operation['x-gaszip-usages'] ?? []).map((usage) => ({
          summary: usage.summary,
          query: usage.query,
          page: pagePath(usage.externalDocs.url),
          pageTitle: usage.externalDocs.description,
        })),
        parameters: (operation.parameters ?? []).map((parameter) => deref(doc, parameter)),
        requestFields: undefined,
        responses: Object.entries(operation.responses ?? {}).map(([status, raw]) => {
          const response = deref(doc, raw)
          const media = response.content?.['application/json']
          return {
            status,
            description: response.description ?? '',
            schema: media?.schema,
            examples: Object.entries(media?.examples ?? {}).map(([name, example]) => {
              const resolved = deref(doc, example)
              return {
                name,
                summary: resolved.summary ?? name,
                description: resolved.description ?? '',
                value: resolved.value,
              }
            }),
          }
        }),
      })
    }
    const undeclared = item['x-gaszip-operation-id']
    if (methods.length === 0 && undeclared) {
      const response = item['x-gaszip-response']
      endpoints.push({
        operationId: undeclared,
        method: undefined,
        path,
        urlTemplate: `${server}${path}`,
        summary: item.summary ?? '',
        description: item.description ?? '',
        page: pagePath(item['x-gaszip-external-docs']?.url),
        pageTitle: item['x-gaszip-external-docs']?.description,
        usages: [],
        parameters: [],
        requestFields: item['x-gaszip-request-fields'],
        responses: response ? [{ status: '2xx', description: 'Response body', schema: response, examples: [] }] : [],
      })
    }
  }
  return endpoints
}

/** The endpoint with this operation id. Throws a message naming the id and the known ids. */
export function findEndpoint(doc: OpenApiDocument, operationId: string): Endpoint {
  const endpoints = listEndpoints(doc)
  const found = endpoints.find((endpoint) => endpoint.operationId === operationId)
  if (!found) {
    const known = endpoints.map((endpoint) => endpoint.operationId).join(', ')
    throw new Error(`openapi: no operation "${operationId}" (known: ${known})`)
  }
  return found
}

/**
 * One named response example of an operation, with the status it belongs to.
 * Throws a message naming the operation, the example and the known examples.
 */
export function findResponseExample(
  doc: OpenApiDocument,
  operationId: string,
  name: string,
): NamedExample & { status: string } {
  const endpoint = findEndpoint(doc, operationId)
  for (const response of endpoint.responses) {
    const example = response.examples.find((candidate) => candidate.name === name)
    if (example) return { ...example, status: response.status }
  }
  const known = endpoint.responses.flatMap((response) => response.examples.map((candidate) => candidate.name))
  throw new Error(`openapi: ${operationId} has no example "${name}" (known: ${known.join(', ') || 'none'})`)
}

/** `Native chain id` → `native chain id`; a name such as `Gas.zip short id` keeps its capital. */
const lowerFirst = (title: string) => (/^[A-Z][a-z]+ /.test(title) ? title[0]?.toLowerCase() + title.slice(1) : title)

const isObjectSchema = (schema: Schema) => schema.type === 'object' || schema.properties !== undefined

/** Short, readable type of a schema, e.g. `integer (native chain id)` or `array of Transaction`. */
export function describeType(doc: OpenApiDocument, schema: Schema | undefined): string {
  if (!schema) return 'not stated'
  if (schema.$ref) {
    const target = resolvePointer<Schema>(doc, schema.$ref)
    if (isObjectSchema(target)) return target.title ?? refName(schema.$ref)
    const base = describeType(doc, { ...target, title: undefined })
    return target.title ? `${base} (${lowerFirst(target.title)})` : base
  }
  if (schema.title && isObjectSchema(schema)) return schema.title
  const alternatives = schema.anyOf ?? schema.oneOf
  if (alternatives) return alternatives.map((alternative) => describeType(doc, alternative)).join(' or ')
  if (schema.type === 'array') return `array of ${describeType(doc, schema.items)}`
  const type = Array.isArray(schema.type) ? schema.type.join(' or ') : (schema.type ?? 'any')
  const format = schema.format ? `, ${schema.format}` : ''
  return `${type}${format}`
}

/**
 * The body of a response, for the Body column: its type, or `any` when the response gives no
 * schema (a failed request, whose body tells the reader nothing).
 */
export function describeBody(doc: OpenApiDocument, schema: Schema | undefined): string {
  return schema ? describeType(doc, schema) : 'any'
}

/** Allowed values of a schema (following a `$ref`), if it is an enum. */
export function enumValues(doc: OpenApiDocument, schema: Schema | undefined): string[] {
  if (!schema) return []
  const target = deref(doc, schema)
  if (target.enum) return target.enum.map(String)
  if (target.type === 'array' && target.items) return enumValues(doc, target.items)
  return []
}

/** Description of a schema: its own, else the one of the schema it references. */
export function describeSchema(doc: OpenApiDocument, schema: Schema | undefined): string {
  if (!schema) return ''
  if (schema.description) return schema.description
  if (schema.$ref) return describeSchema(doc, resolvePointer<Schema>(doc, schema.$ref))
  if (schema.type === 'array' && schema.items) return describeSchema(doc, schema.items)
  return ''
}

/**
 * What each response of an endpoint means, for its Responses table: the response's description,
 * then what its body is. A description that an earlier status already gave (the failed-request
 * paragraph of `4XX` and `default`) is said once: the later status reads "as for" the first, with
 * only what its body adds.
 */
export type ResponseMeaning = { status: string; sameAs?: string; text: string }

export function responseMeanings(doc: OpenApiDocument, endpoint: Endpoint): ResponseMeaning[] {
  return endpoint.responses.map((response, index) => {
    const body = describeSchema(doc, response.schema)
    const first = endpoint.responses.find((other) => other.description === response.description)
    if (response.description && first && endpoint.responses.indexOf(first) < index) {
      const firstBody = describeSchema(doc, first.schema)
      return { status: response.status, sameAs: first.status, text: body === firstBody ? '' : body }
    }
    return { status: response.status, text: [response.description, body].filter(Boolean).join(' ') }
  })
}

type FieldRow = { name: string; type: string; required: boolean; description: string; values: string[] }
export type FieldTable = { name: string; description: string; rows: FieldRow[] }

type NamedSchema = { name: string; schema: Schema }

/**
 * Named object schemas reached from a schema, directly or through arrays and alternatives: a
 * component schema by its name, an object written in place by its `title` (the schemas of a
 * path without an operation, which no component may hold unused).
 */
function referencedObjects(doc: OpenApiDocument, schema: Schema | undefined, into: NamedSchema[]): void {
  if (!schema) return
  const named = (name: string, target: Schema) => {
    if (!isObjectSchema(target) || into.some((found) => found.name === name)) return
    into.push({ name, schema: target })
    for (const property of Object.values(target.properties ?? {})) referencedObjects(doc, property, into)
  }
  if (schema.$ref) {
    named(refName(schema.$ref), resolvePointer<Schema>(doc, schema.$ref))
    return
  }
  if (schema.title && schema.properties) {
    named(schema.title, schema)
    return
  }
  for (const alternative of schema.anyOf ?? schema.oneOf ?? []) referencedObjects(doc, alternative, into)
  if (schema.items) referencedObjects(doc, schema.items, into)
  for (const property of Object.values(schema.properties ?? {})) referencedObjects(doc, property, into)
}

const rowsOf = (doc: OpenApiDocument, schema: Schema): FieldRow[] =>
  Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    type: describeType(doc, property),
    required: schema.required?.includes(name) ?? false,
    description: describeSchema(doc, property),
    values: enumValues(doc, property),
  }))

/**
 * A response (or request) schema as field tables: one per named object schema
 * it reaches, in the order they are reached. An inline object body without a
 * title comes first under the name `body`; one with a title is named by it.
 */
export function fieldTables(doc: OpenApiDocument, schema: Schema | undefined): FieldTable[] {
  if (!schema) return []
  const tables: FieldTable[] = []
  if (!schema.$ref && !schema.title && schema.properties) {
    tables.push({ name: 'body', description: schema.description ?? '', rows: rowsOf(doc, schema) })
  }
  const named: NamedSchema[] = []
  referencedObjects(doc, schema, named)
  for (const { name, schema: target } of named) {
    tables.push({ name, description: target.description ?? '', rows: rowsOf(doc, target) })
  }
  return tables
}

/** A parameter's location as a reader needs it, e.g. `path, comma-separated`. */
export function parameterLocation(parameter: Parameter): string {
  const list = parameter.schema?.type === 'array' && parameter.in === 'path' && parameter.explode !== true
  return list ? `${parameter.in}, comma-separated` : parameter.in
}

/** A parameter's example as it appears in a URL: arrays joined with commas. */
export function exampleText(value: unknown): string {
  if (value === undefined) return ''
  if (Array.isArray(value)) return value.map(String).join(',')
  return String(value)
}
