import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { listEndpoints, type OpenApiDocument, unstatedMethod } from '../../docs/lib/openapi/openapi.ts'
import { listPageRoutes, rootDir } from '../../tooling/routes.ts'
import { articleOf, bodyRows, select, selectAll, tableCaptioned, textOf } from '../support/builtPage.ts'

/**
 * The API reference pages as prerendered: each page shows the URL template and parameter tables
 * of its endpoint, read from the OpenAPI document the site serves. The code groups, the copy
 * buttons, the overview's links and the tables on a phone are tested in the browser
 * (tests/e2e/api.spec.ts, tests/e2e/pages.spec.ts).
 */
const doc = JSON.parse(readFileSync(join(rootDir, 'public', 'openapi.json'), 'utf8')) as OpenApiDocument
const endpoints = listEndpoints(doc)

const pagesOf = (endpoint: (typeof endpoints)[number]) =>
  [endpoint.page, ...endpoint.usages.map((usage) => usage.page)].filter((page): page is string => !!page)

/** The node, or a failure naming what is missing. */
function required<T>(node: T | undefined, what: string): T {
  if (node === undefined) throw new Error(`no ${what}`)
  return node
}

describe.each(endpoints.flatMap((endpoint) => pagesOf(endpoint).map((path) => ({ endpoint, path }))))(
  '$path',
  ({ endpoint, path }) => {
    const article = articleOf(path)

    it(`shows ${endpoint.operationId}: URL template and parameters`, () => {
      const line = textOf(
        required(select(`.api-request-line[data-operation-id="${endpoint.operationId}"]`, article), 'request line'),
      )
      expect(line).toContain(endpoint.urlTemplate)
      expect(line).toContain(endpoint.method ?? unstatedMethod.text)

      if (endpoint.parameters.length > 0) {
        const table = tableCaptioned(article, /^Parameters$/)
        const names = bodyRows(table).map((cells) => cells[0])
        expect(names).toEqual(endpoint.parameters.map((parameter) => parameter.name))
      }
      if (endpoint.requestFields) {
        const table = tableCaptioned(article, /Request fields/)
        const fields = Object.keys(endpoint.requestFields.properties ?? {})
        expect(fields.length).toBeGreaterThan(0)
        expect(bodyRows(table).map((cells) => cells[0])).toEqual(fields)
      }
      // At least one schema table with field rows.
      const schemaTables = selectAll(`table[data-operation-id="${endpoint.operationId}"][data-part="schema"]`, article)
      expect(schemaTables.length).toBeGreaterThan(0)
      expect(bodyRows(required(schemaTables[0], 'schema table')).length).toBeGreaterThan(0)
    })
  },
)

it('the quote page marks chain ids as native and shows the example response', () => {
  const article = articleOf('/gas/api/quote')
  const rows = bodyRows(tableCaptioned(article, /^Parameters$/)).map((cells) => cells.join(' '))
  expect(rows.find((row) => row.startsWith('deposit_chain '))).toContain('native chain id')
  expect(rows.find((row) => row.startsWith('outbound_chains '))).toContain('comma-separated')
  const example = textOf(required(select('figure[data-example="calldataSingleChain"]', article), 'example figure'))
  // The example as the OpenAPI document holds it, shown whole on the page.
  const shown = (
    doc as unknown as {
      components: { examples: Record<string, { value: { calldata: string; quotes: { expected: string }[] } }> }
    }
  ).components.examples.CalldataSingleChain?.value
  expect(example).toContain(`"calldata": "${shown?.calldata}"`)
  expect(example).toContain(`"expected": "${shown?.quotes[0]?.expected}"`)
  // The Deposit schema link of a type cell leads to its table on the same page.
  expect(select('table#schema-quote', article)).toBeDefined()
})

/**
 * A link reads as where it leads: a page's title or a section's heading, never the URL or path
 * itself ("See /gas/api/overview#errors"), which a reader has to decode. Every link of every API
 * page's article is asked, the descriptions from openapi.json among them.
 */
const apiPages = listPageRoutes()
  .map((route) => route.path)
  .filter((path) => path.startsWith('/gas/api/'))

it.each(apiPages)('%s: no link reads as a URL or a path', (path) => {
  const links = selectAll('a[href]', articleOf(path)).map((link) => ({
    href: String(link.properties.href),
    text: textOf(link).trim(),
  }))
  expect(links.length).toBeGreaterThan(0)
  const raw = links.filter(({ text }) => /^(\/|https?:)/.test(text) || text.includes('#'))
  expect(raw).toEqual([])
})

/**
 * A Responses table says a paragraph once: a status that means what an earlier one means (the
 * failed-request paragraph of `4XX` and `default`) points back to it rather than repeating it.
 */
it.each(apiPages)('%s: no sentence repeats across the rows of a Responses table', (path) => {
  for (const table of selectAll('table[data-part="responses"]', articleOf(path))) {
    const sentences = bodyRows(table).flatMap((cells) =>
      [...new Set((cells.at(-1) ?? '').split(/(?<=\.)\s+/))].filter((sentence) => sentence.split(' ').length >= 6),
    )
    const repeated = sentences.filter((sentence, index) => sentences.indexOf(sentence) !== index)
    expect(repeated).toEqual([])
  }
})
