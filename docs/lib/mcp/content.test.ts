import MiniSearch from 'minisearch'
import { describe, expect, it } from 'vitest'
import { searchIndexOptions } from '../search/searchFields.ts'
import { createSearchIndex } from '../search/searchIndex.ts'
import { routeOfMarkdownFile } from './content.ts'
import { pageRoute } from './server.ts'

describe('MCP content', () => {
  it('loads an index as the build writes it, with the stored fields a search answer shows', () => {
    const { json } = createSearchIndex([
      {
        id: '/gas/api/deposit#statuses',
        excerpt: 'Stop polling.',
        isPage: false,
        text: 'refund',
        title: 'Statuses',
        titles: ['Deposit'],
      },
    ])
    const [hit] = MiniSearch.loadJSON(json, searchIndexOptions).search('refund')
    expect(hit).toMatchObject({
      id: '/gas/api/deposit#statuses',
      excerpt: 'Stop polling.',
      title: 'Statuses',
      titles: ['Deposit'],
    })
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
