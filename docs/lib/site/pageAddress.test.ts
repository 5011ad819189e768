import { describe, expect, it } from 'vitest'
import { ownPageAddress } from './pageAddress.ts'

const pages = new Set(['/', '/gas/api/quote', '/overview'])
const isPage = (path: string) => pages.has(path)

describe('ownPageAddress', () => {
  it('maps the .html copy of a page to the page', () => {
    expect(ownPageAddress('/gas/api/quote.html', isPage)).toBe('/gas/api/quote')
    expect(ownPageAddress('/overview.html', isPage)).toBe('/overview')
  })

  it('maps a page’s index.html and its address with a trailing slash to the page', () => {
    expect(ownPageAddress('/gas/api/quote/index.html', isPage)).toBe('/gas/api/quote')
    expect(ownPageAddress('/gas/api/quote/', isPage)).toBe('/gas/api/quote')
    expect(ownPageAddress('/index.html', isPage)).toBe('/')
  })

  it('leaves a page’s own address alone', () => {
    expect(ownPageAddress('/gas/api/quote', isPage)).toBeUndefined()
    expect(ownPageAddress('/', isPage)).toBeUndefined()
  })

  it('leaves addresses of no page alone, for the not-found screen', () => {
    expect(ownPageAddress('/gas/api/no-such-endpoint.html', isPage)).toBeUndefined()
    expect(ownPageAddress('/404.html', isPage)).toBeUndefined()
    expect(ownPageAddress('/.html', isPage)).toBeUndefined()
    expect(ownPageAddress('/overview/.html', isPage)).toBeUndefined()
    expect(ownPageAddress('/gas/index.html', isPage)).toBeUndefined()
    expect(ownPageAddress('/gas/', isPage)).toBeUndefined()
  })
})
