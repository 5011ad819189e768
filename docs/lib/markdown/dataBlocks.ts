/**
 * The blocks that components render from data, written as Markdown: chain
 * tables, the API reference from public/openapi.json, LayerZero limit
 * contracts and Rip.Fun tokens. Each uses the same data module as the web
 * page's component, so the Markdown page and the web page cannot disagree.
 */
import type { BlockContent } from 'mdast'
import openapi from '../../../public/openapi.json' with { type: 'json' }
import { chainTableFor, outboundChains } from '../chains/chainData.ts'
import { aliasSuffix, type Cell, type ChainListName, formatSnapshotDate } from '../chains/chainTables.ts'
import {
  type LayerZeroVersion,
  limitContractTable,
  nativeCoinText,
  ripfunTokenRows,
} from '../chains/referenceTables.ts'
import {
  describeBody,
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
  responseMeanings,
  unstatedMethod,
} from '../openapi/openapi.ts'
import {
  absoluteUrl,
  captionedTable,
  codeBlock,
  emphasis,
  type Inline,
  inlineCode,
  link,
  paragraph,
  richText,
  strong,
  text,
} from './blocks.ts'

const apiDocument = openapi as unknown as OpenApiDocument

function chainCell(cell: Cell): Inline[] {
  switch (cell.kind) {
    case 'text':
      return [text(`${cell.text}${aliasSuffix(cell.aliases)}`)]
    case 'number':
      return [text(cell.value === null ? (cell.missing ?? '') : String(cell.value))]
    case 'address':
      return [link(cell.href, inlineCode(cell.address))]
    case 'link':
      return [link(cell.href, text(cell.text))]
    case 'note':
      return [emphasis(text(cell.text))]
  }
}

/** A chain list as one table per group (mainnets, testnets, …), with its row count. */
export function chainTableBlocks(list: ChainListName): BlockContent[] {
  const model = chainTableFor(list)
  const blocks: BlockContent[] = []
  if (list === 'outbound') blocks.push(paragraph(text(`Snapshot of ${formatSnapshotDate(outboundChains.takenAt)}.`)))
  for (const group of model.groups)
    blocks.push(
      ...captionedTable(
        [text(`${group.caption} (${group.rows.length})`)],
        model.columns,
        group.rows.map((row) => row.cells.map(chainCell)),
      ),
    )
  return blocks
}

/** `GET https://backend.gas.zip/v2/chains`: method and full URL template. */
export function requestLineBlocks(operationId: string, doc = apiDocument): BlockContent[] {
  const endpoint = findEndpoint(doc, operationId)
  if (!endpoint.method)
    return [
      paragraph(
        link(absoluteUrl(unstatedMethod.href), text(unstatedMethod.text)),
        text(' '),
        inlineCode(endpoint.urlTemplate),
      ),
    ]
  return [paragraph(inlineCode(`${endpoint.method} ${endpoint.urlTemplate}`))]
}

function fieldTableBlocks(tables: FieldTable[], caption?: string): BlockContent[] {
  return tables.flatMap((table) =>
    captionedTable(
      // `Deposit fields`: a schema's name alone would repeat a page title (the Deposit page).
      [text(caption ?? (table.name === 'body' ? 'Response body' : `${table.name} fields`))],
      ['Field', 'Type', 'Required', 'Description'],
      table.rows.map((row) => [
        [inlineCode(row.name)],
        row.type,
        row.required ? 'yes' : 'no',
        [
          ...richText(row.description),
          ...(row.values.length > 0
            ? [
                text(`${row.description ? ' ' : ''}One of: `),
                ...row.values.flatMap((value, index) => [...(index > 0 ? [text(', ')] : []), inlineCode(value)]),
                text('.'),
              ]
            : []),
        ],
      ]),
      table.description ? richText(table.description) : [],
    ),
  )
}

/** Path and query parameters, or the request fields of a route the document defines no operation for. */
export function parameterBlocks(operationId: string, doc = apiDocument): BlockContent[] {
  const endpoint = findEndpoint(doc, operationId)
  if (endpoint.requestFields) return fieldTableBlocks(fieldTables(doc, endpoint.requestFields), 'Request fields')
  if (endpoint.parameters.length === 0) return [paragraph(text('This endpoint takes no parameters.'))]
  return captionedTable(
    [text('Parameters')],
    ['Name', 'In', 'Type', 'Required', 'Description'],
    endpoint.parameters.map((parameter) => [
      [inlineCode(parameter.name)],
      parameterLocation(parameter),
      describeType(doc, parameter.schema),
      parameter.required ? 'yes' : 'no',
      [
        ...richText(parameter.description ?? describeSchema(doc, parameter.schema)),
        ...(parameter.example === undefined ? [] : [text(' Example: '), inlineCode(exampleText(parameter.example))]),
      ],
    ]),
  )
}

function responseSchemaTables(doc: OpenApiDocument, endpoint: Endpoint): FieldTable[] {
  const seen = new Set<string>()
  const tables: FieldTable[] = []
  for (const response of endpoint.responses)
    for (const table of fieldTables(doc, response.schema)) {
      if (seen.has(table.name)) continue
      seen.add(table.name)
      tables.push(table)
    }
  return tables
}

/** Response statuses with their meaning, then one field table per schema. */
export function responseBlocks(operationId: string, doc = apiDocument): BlockContent[] {
  const endpoint = findEndpoint(doc, operationId)
  const meanings = responseMeanings(doc, endpoint)
  return [
    ...captionedTable(
      [text('Responses')],
      ['Status', 'Body', 'Meaning'],
      endpoint.responses.map((response, index) => {
        const meaning = meanings[index]
        return [
          [inlineCode(response.status)],
          describeBody(doc, response.schema),
          [
            ...(meaning?.sameAs ? [text('As for '), inlineCode(meaning.sameAs), text(meaning.text ? '. ' : '.')] : []),
            ...richText(meaning?.text ?? ''),
          ],
        ]
      }),
    ),
    ...fieldTableBlocks(responseSchemaTables(doc, endpoint)),
  ]
}

/** One named response example as a JSON code block, with its summary and note. */
export function responseExampleBlocks(operationId: string, example: string, doc = apiDocument): BlockContent[] {
  const endpoint = findEndpoint(doc, operationId)
  for (const response of endpoint.responses)
    for (const candidate of response.examples)
      if (candidate.name === example)
        return [
          paragraph(
            strong(text(candidate.summary)),
            text(': a response with status '),
            inlineCode(response.status),
            text('.'),
            ...(candidate.description ? [text(' '), ...richText(candidate.description)] : []),
          ),
          codeBlock(JSON.stringify(candidate.value, null, 2), 'json'),
        ]
  throw new Error(`openapi.json: ${operationId} has no example "${example}"`)
}

/** Every endpoint and documented usage, with the page that documents it. */
export function routeTableBlocks(doc = apiDocument): BlockContent[] {
  const rows = listEndpoints(doc).flatMap((endpoint) => [
    {
      method: endpoint.method,
      path: endpoint.path,
      summary: endpoint.summary,
      page: endpoint.page,
      pageTitle: endpoint.pageTitle,
    },
    ...endpoint.usages.map((usage) => ({
      method: endpoint.method,
      path: `${endpoint.path}?${usage.query.map((name) => `${name}=…`).join('&')}`,
      summary: usage.summary,
      page: usage.page,
      pageTitle: usage.pageTitle,
    })),
  ])
  return captionedTable(
    [text('Routes under '), inlineCode(doc.servers[0]?.url ?? '')],
    ['Method', 'Path', 'What it does', 'Page'],
    rows.map((row) => [
      row.method ?? [link(absoluteUrl(unstatedMethod.href), text(unstatedMethod.short))],
      [inlineCode(row.path)],
      row.summary,
      row.page ? [link(absoluteUrl(row.page), text(row.pageTitle ?? row.page))] : '',
    ]),
  )
}

export function ripfunTokenBlocks(): BlockContent[] {
  return captionedTable(
    [text('Accepted tokens')],
    ['Chain', 'Token', 'Token address'],
    ripfunTokenRows().map((row) => [
      row.chain,
      row.token,
      row.native ? [inlineCode(row.address), text(nativeCoinText)] : [inlineCode(row.address)],
    ]),
  )
}

export function limitContractBlocks(version: LayerZeroVersion): BlockContent[] {
  const { caption, columns, rows } = limitContractTable(version)
  return captionedTable(
    [text(caption)],
    columns,
    rows.map((row) => [row.name, String(row.nativeChainId), String(row.layerZeroId ?? ''), [inlineCode(row.contract)]]),
  )
}
