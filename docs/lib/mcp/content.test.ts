import { describe, expect, it } from 'vitest'
import { searchFields, storedFields } from '../../../framework/build/searchIndex.ts'
import { routeOfMarkdownFile, searchIndexOptions } from './content.ts'
import { pageRoute } from './server.ts'

describe('MCP content', () => {
  it('loads the search index with the fields it was built with', () => {
    expect(searchIndexOptions).toEqual({ fields: searchFields, storeFields: storedFields })
  })

  it('names each Markdown page by its route', () => {
    expect(routeOfMarkdownFile('gas/api/quote.md')).toBe('/gas/api/quote')
    expect(routeOfMarkdownFile('index.md')).toBe('/')
  })

  it('reads a page path, a Markdown URL or a page URL as the same route', () => {
    for (const input of [
      '/gas/api/quote',
      'gas/api/quote',
      '/gas/api/quote.md',
      '/gas/api/quote.html',
      'https://dev.gas.zip/gas/api/quote.md#errors',
      'https://dev.gas.zip/gas/api/quote/?x=1',
    ])
      expect(pageRoute(input), input).toBe('/gas/api/quote')
    expect(pageRoute('https://dev.gas.zip/')).toBe('/')
    expect(pageRoute('/index.md')).toBe('/')
  })
})
