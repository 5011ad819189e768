import type { ReactNode } from 'react'
import openapi from '../../public/openapi.json'
import { tokenClassFor } from '../lib/markdown/codeTokens.ts'
import { descriptionParts, type Phrase } from '../lib/openapi/descriptionText.ts'
import {
  describeBody,
  describeSchema,
  describeType,
  type Endpoint,
  exampleText,
  type FieldTable,
  fieldTables,
  findEndpoint,
  findResponseExample,
  listEndpoints,
  type OpenApiDocument,
  parameterLocation,
  responseMeanings,
  unstatedMethod,
} from '../lib/openapi/openapi.ts'
import { siteUrl } from '../lib/site/site.ts'
import './EndpointReference.css'
import { useMdxElements } from './mdxElements.ts'

/**
 * API reference blocks rendered from public/openapi.json at build time (the
 * document is bundled, nothing is fetched), so the pages and the document
 * cannot disagree. Pages add the prose and headings around them.
 */
const doc = openapi as unknown as OpenApiDocument

type Props = { operationId: string }

const endpointFor = (operationId: string): Endpoint => findEndpoint(doc, operationId)

/**
 * Method and full URL template, e.g. `GET https://backend.gas.zip/v2/chains`, as one line in a
 * block that scrolls sideways where the screen is narrower than the URL: the URL is copied and
 * read whole, never split mid-identifier.
 */
export function EndpointRequestLine({ operationId }: Props) {
  const { Code, Anchor } = useMdxElements()
  const endpoint = endpointFor(operationId)
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: the line scrolls sideways on narrow screens; keyboard users focus it to scroll
    <p className="api-request-line" data-operation-id={endpoint.operationId} tabIndex={0}>
      <span className={endpoint.method ? 'api-method' : 'api-method api-method-ask'}>
        {endpoint.method ?? <Anchor href={unstatedMethod.href}>{unstatedMethod.text}</Anchor>}
      </span>{' '}
      <Code>{endpoint.urlTemplate}</Code>
    </p>
  )
}

/** A site URL as the path it opens here; any other URL as it is. */
const hrefFor = (url: string) => (url.startsWith(`${siteUrl}/`) ? url.slice(siteUrl.length) : url)

/** Text and `code` spans of a description. */
const Phrases = ({ phrases }: { phrases: Phrase[] }) => {
  const { Code } = useMdxElements()
  return phrases.map((phrase, index) =>
    phrase.kind === 'code' ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: static text split, order never changes
      <Code key={index} className={tokenClassFor(phrase.value)}>
        {phrase.value}
      </Code>
    ) : (
      phrase.value
    ),
  )
}

/**
 * A description of the document: `code` spans render as code, `[words](url)` as a link with those
 * words (links into the site as paths, so they open here; `npm run rules:openapi` words them as
 * the page's title or the section's heading).
 */
const Description = ({ text }: { text: string }) => {
  const { Anchor } = useMdxElements()
  if (!text) return null
  return descriptionParts(text).map((part, index) =>
    part.kind === 'link' ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: static text split, order never changes
      <Anchor key={index} href={hrefFor(part.url)}>
        <Phrases phrases={part.words} />
      </Anchor>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: static text split, order never changes
      <Phrases key={index} phrases={[part]} />
    ),
  )
}

/** Path and query parameters (or, for a route whose transport is unknown, its request fields). */
export function EndpointParameters({ operationId }: Props) {
  const { Table, Tr, Th, Td, Code } = useMdxElements()
  const endpoint = endpointFor(operationId)
  if (endpoint.requestFields) {
    const tables = fieldTables(doc, endpoint.requestFields)
    return <FieldTables tables={tables} operationId={operationId} caption="Request fields" />
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
      <Table tabIndex={0} className="api-table stacked-table" data-operation-id={operationId} data-part="parameters">
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
              <Td data-label="In">{parameterLocation(parameter)}</Td>
              <Td data-label="Type">{describeType(doc, parameter.schema)}</Td>
              <Td data-label="Required">{parameter.required ? 'yes' : 'no'}</Td>
              <Td>
                <Description text={parameter.description ?? describeSchema(doc, parameter.schema)} />
                {parameter.example === undefined ? null : (
                  <span className="api-example-inline">
                    {' '}
                    Example:{' '}
                    <Code className={tokenClassFor(exampleText(parameter.example))}>
                      {exampleText(parameter.example)}
                    </Code>
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
  const { Table, Tr, Th, Td, Code } = useMdxElements()
  const names = new Set(tables.map((table) => table.name))
  return (
    <>
      {tables.map((table) => (
        <div className="api-table-wrap" key={table.name}>
          <Table
            tabIndex={0}
            className="api-table stacked-table"
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
                  <Td data-label="Type">
                    <SchemaLinks type={row.type} names={names} />
                  </Td>
                  <Td data-label="Required">{row.required ? 'yes' : 'no'}</Td>
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
  const { Anchor } = useMdxElements()
  const parts = type.split(/(\b[A-Z][A-Za-z]+\b)/)
  return parts.map((part, index) =>
    names.has(part) ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: static text split, order never changes
      <Anchor key={index} href={`#${anchorFor(part)}`}>
        {part}
      </Anchor>
    ) : (
      part
    ),
  )
}

/** Response statuses with their descriptions, then one field table per schema. */
export function EndpointResponse({ operationId }: Props) {
  const { Table, Tr, Th, Td, Code } = useMdxElements()
  const endpoint = endpointFor(operationId)
  const meanings = responseMeanings(doc, endpoint)
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
        <Table tabIndex={0} className="api-table stacked-table" data-operation-id={operationId} data-part="responses">
          <caption>Responses</caption>
          <thead>
            <Tr>
              <Th scope="col">Status</Th>
              <Th scope="col">Body</Th>
              <Th scope="col">Meaning</Th>
            </Tr>
          </thead>
          <tbody>
            {endpoint.responses.map((response, index) => {
              const meaning = meanings[index]
              return (
                <Tr key={response.status}>
                  <Td>
                    <Code>{response.status}</Code>
                  </Td>
                  <Td data-label="Body">
                    <SchemaLinks type={describeBody(doc, response.schema)} names={seen} />
                  </Td>
                  <Td>
                    {meaning?.sameAs ? (
                      <>
                        As for <Code>{meaning.sameAs}</Code>.{meaning.text ? ' ' : ''}
                      </>
                    ) : null}
                    <Description text={meaning?.text ?? ''} />
                  </Td>
                </Tr>
              )
            })}
          </tbody>
        </Table>
      </div>
      <FieldTables tables={tables} operationId={operationId} />
    </>
  )
}

/**
 * One named response example of the document, with its note. The example's
 * JSON arrives as `children`: remarkResponseExamples puts it there as a fenced
 * code block, so Vocs highlights and frames it like every other code block.
 */
export function ResponseExample({ operationId, example, children }: Props & { example: string; children?: ReactNode }) {
  const { Code } = useMdxElements()
  const found = findResponseExample(doc, operationId, example)
  return (
    <figure className="api-example" data-operation-id={operationId} data-example={example}>
      <figcaption>
        <strong>{found.summary}</strong>: a response with status <Code>{found.status}</Code>.{' '}
        <Description text={found.description} />
      </figcaption>
      {children}
    </figure>
  )
}

/** The overview's route table: every endpoint of the document and every documented usage, with its page. */
export function ApiRouteTable() {
  const { Table, Tr, Th, Td, Code, Anchor } = useMdxElements()
  const rows = listEndpoints(doc).flatMap((endpoint) => [
    {
      key: endpoint.operationId,
      method: endpoint.method,
      path: endpoint.path,
      summary: endpoint.summary,
      page: endpoint.page,
      pageTitle: endpoint.pageTitle,
    },
    ...endpoint.usages.map((usage) => ({
      key: `${endpoint.operationId}-${usage.page}`,
      method: endpoint.method,
      path: `${endpoint.path}?${usage.query.map((name) => `${name}=…`).join('&')}`,
      summary: usage.summary,
      page: usage.page,
      pageTitle: usage.pageTitle,
    })),
  ])
  return (
    <div className="api-table-wrap">
      <Table tabIndex={0} className="api-table stacked-table" data-part="routes">
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
            if (!row.page || !row.pageTitle)
              throw new Error(
                `openapi.json: route ${row.path} has no documentation page with its title (externalDocs url and description; npm run rules:openapi writes the title)`,
              )
            return (
              <Tr key={row.key} data-route={row.path}>
                <Td>{row.method ?? <Anchor href={unstatedMethod.href}>{unstatedMethod.short}</Anchor>}</Td>
                <Td>
                  <Code className={tokenClassFor(row.path)}>{row.path}</Code>
                </Td>
                <Td>{row.summary}</Td>
                <Td data-label="Page">
                  <Anchor href={row.page}>{row.pageTitle}</Anchor>
                </Td>
              </Tr>
            )
          })}
        </tbody>
      </Table>
    </div>
  )
}
