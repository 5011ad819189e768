import type { ComponentProps, ComponentType, ReactNode } from 'react'
import { useMDXComponents } from 'vocs/mdx-react'
import openapi from '../../public/openapi.json'
import {
  describeSchema,
  describeType,
  type Endpoint,
  exampleText,
  type FieldTable,
  fieldTables,
  findEndpoint,
  listEndpoints,
  type OpenApiDocument,
  parameterLocation,
} from '../lib/openapi.ts'
import './EndpointReference.css'

/**
 * API reference blocks rendered from public/openapi.json at build time (the
 * document is bundled, nothing is fetched), so the pages and the document
 * cannot disagree. Pages add the prose and headings around them.
 */
const doc = openapi as unknown as OpenApiDocument

type Elements = {
  table: ComponentType<ComponentProps<'table'> & Record<`data-${string}`, string>>
  tr: ComponentType<ComponentProps<'tr'> & Record<`data-${string}`, string>>
  th: ComponentType<ComponentProps<'th'>>
  td: ComponentType<ComponentProps<'td'>>
  code: ComponentType<ComponentProps<'code'>>
  pre: ComponentType<ComponentProps<'pre'>>
  a: ComponentType<ComponentProps<'a'>>
}

/**
 * Vocs' own MDX elements (from the MDX provider of the page), so tables and
 * code look like the rest of the site in both themes. Importing them from
 * `vocs/components` instead breaks prerendering (they load Vocs' virtual modules).
 */
function useElements(): Elements {
  const provided = useMDXComponents() as Partial<Elements>
  return {
    table: provided.table ?? 'table',
    tr: provided.tr ?? 'tr',
    th: provided.th ?? 'th',
    td: provided.td ?? 'td',
    code: provided.code ?? 'code',
    pre: provided.pre ?? 'pre',
    a: provided.a ?? 'a',
  } as Elements
}

type Props = { operationId: string }

const endpointFor = (operationId: string): Endpoint => findEndpoint(doc, operationId)

/** Method and full URL template, e.g. `GET https://backend.gas.zip/v2/chains`. */
export function EndpointRequestLine({ operationId }: Props) {
  const { code: Code } = useElements()
  const endpoint = endpointFor(operationId)
  return (
    <p className="api-request-line" data-operation-id={endpoint.operationId}>
      <span className={endpoint.method ? 'api-method' : 'api-method api-method-unknown'}>
        {endpoint.method ?? 'Method not stated'}
      </span>{' '}
      <Code>{endpoint.urlTemplate}</Code>
    </p>
  )
}

const Description = ({ text }: { text: string }) => {
  const { code: Code } = useElements()
  if (!text) return null
  // Render `code` spans of the document's descriptions as code.
  const parts = text.split(/(`[^`]+`)/)
  return (
    <>
      {parts.map((part, index) =>
        part.startsWith('`') && part.endsWith('`') ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: static text split, order never changes
          <Code key={index}>{part.slice(1, -1)}</Code>
        ) : (
          part
        ),
      )}
    </>
  )
}

/** Path and query parameters (or, for a route whose transport is unknown, its request fields). */
export function EndpointParameters({ operationId }: Props) {
  const { table: Table, tr: Tr, th: Th, td: Td, code: Code } = useElements()
  const endpoint = endpointFor(operationId)
  if (endpoint.requestFields) {
    const tables = fieldTables(doc, endpoint.requestFields)
    return <FieldTables tables={tables} operationId={operationId} caption="Request fields (sent as: not stated)" />
  }
  if (endpoint.parameters.length === 0) {
    return (
      <p className="api-note" data-operation-id={operationId}>
        This endpoint takes no parameters.
      </p>
    )
  }
  return (
    <div className="api-table-wrap">
      <Table className="api-table" data-operation-id={operationId} data-part="parameters">
        <caption>Parameters</caption>
        <thead>
          <Tr>
            <Th scope="col">Name</Th>
            <Th scope="col">In</Th>
            <Th scope="col">Type</Th>
            <Th scope="col">Required</Th>
            <Th scope="col">Description</Th>
          </Tr>
        </thead>
        <tbody>
          {endpoint.parameters.map((parameter) => (
            <Tr key={`${parameter.in}-${parameter.name}`}>
              <Td>
                <Code>{parameter.name}</Code>
              </Td>
              <Td>{parameterLocation(parameter)}</Td>
              <Td>{describeType(doc, parameter.schema)}</Td>
              <Td>{parameter.required ? 'yes' : 'no'}</Td>
              <Td>
                <Description text={parameter.description ?? describeSchema(doc, parameter.schema)} />
                {parameter.example === undefined ? null : (
                  <span className="api-example-inline">
                    {' '}
                    Example: <Code>{exampleText(parameter.example)}</Code>
                  </span>
                )}
              </Td>
            </Tr>
          ))}
        </tbody>
      </Table>
    </div>
  )
}

const anchorFor = (name: string) => `schema-${name.toLowerCase()}`

function FieldTables({
  tables,
  operationId,
  caption,
}: {
  tables: FieldTable[]
  operationId: string
  caption?: string
}) {
  const { table: Table, tr: Tr, th: Th, td: Td, code: Code } = useElements()
  const names = new Set(tables.map((table) => table.name))
  return (
    <>
      {tables.map((table) => (
        <div className="api-table-wrap" key={table.name}>
          <Table
            className="api-table"
            id={anchorFor(table.name)}
            data-operation-id={operationId}
            data-part="schema"
            data-schema={table.name}
          >
            <caption>
              {caption ?? (table.name === 'body' ? 'Response body' : table.name)}
              {table.description ? (
                <span className="api-caption-note">
                  {' '}
                  <Description text={table.description} />
                </span>
              ) : null}
            </caption>
            <thead>
              <Tr>
                <Th scope="col">Field</Th>
                <Th scope="col">Type</Th>
                <Th scope="col">Required</Th>
                <Th scope="col">Description</Th>
              </Tr>
            </thead>
            <tbody>
              {table.rows.map((row) => (
                <Tr key={row.name}>
                  <Td>
                    <Code>{row.name}</Code>
                  </Td>
                  <Td>
                    <SchemaLinks type={row.type} names={names} />
                  </Td>
                  <Td>{row.required ? 'yes' : 'no'}</Td>
                  <Td>
                    <Description text={row.description} />
                    {row.values.length > 0 ? (
                      <span className="api-values">
                        {' '}
                        One of:{' '}
                        {row.values.map((value, index) => (
                          <span key={value}>
                            {index > 0 ? ', ' : ''}
                            <Code>{value}</Code>
                          </span>
                        ))}
                        .
                      </span>
                    ) : null}
                  </Td>
                </Tr>
              ))}
            </tbody>
          </Table>
        </div>
      ))}
    </>
  )
}

/** A type cell: names of schemas shown on the page become links to their table. */
function SchemaLinks({ type, names }: { type: string; names: Set<string> }): ReactNode {
  const { a: A } = useElements()
  const parts = type.split(/(\b[A-Z][A-Za-z]+\b)/)
  return parts.map((part, index) =>
    names.has(part) ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: static text split, order never changes
      <A key={index} href={`#${anchorFor(part)}`}>
        {part}
      </A>
    ) : (
      part
    ),
  )
}

/** Response statuses with their descriptions, then one field table per schema. */
export function EndpointResponse({ operationId }: Props) {
  const { table: Table, tr: Tr, th: Th, td: Td, code: Code } = useElements()
  const endpoint = endpointFor(operationId)
  const seen = new Set<string>()
  const tables: FieldTable[] = []
  for (const response of endpoint.responses) {
    for (const table of fieldTables(doc, response.schema)) {
      if (seen.has(table.name)) continue
      seen.add(table.name)
      tables.push(table)
    }
  }
  return (
    <>
      <div className="api-table-wrap">
        <Table className="api-table" data-operation-id={operationId} data-part="responses">
          <caption>Responses</caption>
          <thead>
            <Tr>
              <Th scope="col">Status</Th>
              <Th scope="col">Body</Th>
              <Th scope="col">Meaning</Th>
            </Tr>
          </thead>
          <tbody>
            {endpoint.responses.map((response) => (
              <Tr key={response.status}>
                <Td>
                  <Code>{response.status}</Code>
                </Td>
                <Td>
                  <SchemaLinks type={describeType(doc, response.schema)} names={seen} />
                </Td>
                <Td>
                  <Description
                    text={[response.description, describeSchema(doc, response.schema)].filter(Boolean).join(' ')}
                  />
                </Td>
              </Tr>
            ))}
          </tbody>
        </Table>
      </div>
      <FieldTables tables={tables} operationId={operationId} />
    </>
  )
}

/** One named response example of the document, as formatted JSON with its note. */
export function ResponseExample({ operationId, example }: Props & { example: string }) {
  const { code: Code, pre: Pre } = useElements()
  const endpoint = endpointFor(operationId)
  const found = endpoint.responses.flatMap((response) =>
    response.examples
      .filter((candidate) => candidate.name === example)
      .map((candidate) => ({ ...candidate, response })),
  )[0]
  if (!found) {
    const known = endpoint.responses.flatMap((response) => response.examples.map((candidate) => candidate.name))
    throw new Error(`openapi.json: ${operationId} has no example "${example}" (known: ${known.join(', ') || 'none'})`)
  }
  return (
    <figure className="api-example" data-operation-id={operationId} data-example={example}>
      <figcaption>
        <strong>{found.summary}</strong> (status <Code>{found.response.status}</Code>).{' '}
        <Description text={found.description} />
      </figcaption>
      <Pre>
        <Code>{JSON.stringify(found.value, null, 2)}</Code>
      </Pre>
    </figure>
  )
}

/** Parameters and responses of one endpoint. */
export function EndpointReference({ operationId }: Props) {
  return (
    <>
      <EndpointRequestLine operationId={operationId} />
      <EndpointParameters operationId={operationId} />
      <EndpointResponse operationId={operationId} />
    </>
  )
}

/** The overview's route table: every endpoint of the document and every documented usage, with its page. */
export function ApiRouteTable() {
  const { table: Table, tr: Tr, th: Th, td: Td, code: Code, a: A } = useElements()
  const rows = listEndpoints(doc).flatMap((endpoint) => [
    {
      key: endpoint.operationId,
      method: endpoint.method,
      path: endpoint.path,
      summary: endpoint.summary,
      page: endpoint.page,
    },
    ...endpoint.usages.map((usage) => ({
      key: `${endpoint.operationId}-${usage.page}`,
      method: endpoint.method,
      path: `${endpoint.path}?${usage.query.map((name) => `${name}=…`).join('&')}`,
      summary: usage.summary,
      page: usage.page,
    })),
  ])
  return (
    <div className="api-table-wrap">
      <Table className="api-table" data-part="routes">
        <caption>
          Routes under <Code>{doc.servers[0]?.url}</Code>
        </caption>
        <thead>
          <Tr>
            <Th scope="col">Method</Th>
            <Th scope="col">Path</Th>
            <Th scope="col">What it does</Th>
            <Th scope="col">Page</Th>
          </Tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            if (!row.page) throw new Error(`openapi.json: route ${row.path} has no documentation page (externalDocs)`)
            return (
              <Tr key={row.key} data-route={row.path}>
                <Td>{row.method ?? 'not stated'}</Td>
                <Td>
                  <Code>{row.path}</Code>
                </Td>
                <Td>{row.summary}</Td>
                <Td>
                  <A href={row.page}>{row.page}</A>
                </Td>
              </Tr>
            )
          })}
        </tbody>
      </Table>
    </div>
  )
}
