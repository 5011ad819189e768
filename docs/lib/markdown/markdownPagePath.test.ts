import { describe, expect, it } from 'vitest'
import { markdownPagePath } from './markdownPagePath.ts'

describe('markdownPagePath', () => {
  it('adds .md to a page path', () => {
    expect(markdownPagePath('/gas/api/quote')).toBe('/gas/api/quote.md')
    expect(markdownPagePath('/overview')).toBe('/overview.md')
  })

  it('maps the home page to /index.md', () => {
    expect(markdownPagePath('/')).toBe('/index.md')
    expect(markdownPagePath('/index.html')).toBe('/index.md')
  })

  it('ignores a trailing slash and the .html copy', () => {
    expect(markdownPagePath('/gas/overview/')).toBe('/gas/overview.md')
    expect(markdownPagePath('/gas/overview.html')).toBe('/gas/overview.md')
  })
})
