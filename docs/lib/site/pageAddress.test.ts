import { describe, expect, it } from 'vitest'
import { ownPageAddress } from './pageAddress.ts'

// Vocs' route list: each page, the `.html` twin of each but the root, and the not-found screen.
const routes = ['/', '/gas/api/quote', '/gas/api/quote.html', '/overview', '/overview.html', '*'].map((path) => ({
  path,
}))

describe('ownPageAddress', () => {
  it('maps the .html copy of a page to the page', () => {
    expect(ownPageAddress('/gas/api/quote.html', routes)).toBe('/gas/api/quote')
    expect(ownPageAddress('/overview.html', routes)).toBe('/overview')
  })

  it('maps a page’s index.html and its address with a trailing slash to the page', () => {
    expect(ownPageAddress('/gas/api/quote/index.html', routes)).toBe('/gas/api/quote')
    expect(ownPageAddress('/gas/api/quote/', routes)).toBe('/gas/api/quote')
    expect(ownPageAddress('/index.html', routes)).toBe('/')
  })

  it('leaves a page’s own address alone', () => {
    expect(ownPageAddress('/gas/api/quote', routes)).toBeUndefined()
    expect(ownPageAddress('/', routes)).toBeUndefined()
  })

  it('leaves addresses of no page alone, for the not-found screen', () => {
    expect(ownPageAddress('/gas/api/no-such-endpoint.html', routes)).toBeUndefined()
    expect(ownPageAddress('/404.html', routes)).toBeUndefined()
    expect(ownPageAddress('/.html', routes)).toBeUndefined()
    expect(ownPageAddress('/overview/.html', routes)).toBeUndefined()
    expect(ownPageAddress('/gas/index.html', routes)).toBeUndefined()
    expect(ownPageAddress('/gas/', routes)).toBeUndefined()
    expect(ownPageAddress('/overview.html/', routes)).toBeUndefined()
    expect(ownPageAddress('/overview.html.html', routes)).toBeUndefined()
  })
})
