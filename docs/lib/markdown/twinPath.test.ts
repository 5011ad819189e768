import { describe, expect, it } from 'vitest'
import { markdownTwinPath } from './twinPath.ts'

describe('markdownTwinPath', () => {
  it('adds .md to a page path', () => {
    expect(markdownTwinPath('/gas/api/quote')).toBe('/gas/api/quote.md')
    expect(markdownTwinPath('/overview')).toBe('/overview.md')
  })

  it('maps the home page to /index.md', () => {
    expect(markdownTwinPath('/')).toBe('/index.md')
    expect(markdownTwinPath('/index.html')).toBe('/index.md')
  })

  it('ignores a trailing slash and the .html twin', () => {
    expect(markdownTwinPath('/gas/overview/')).toBe('/gas/overview.md')
    expect(markdownTwinPath('/gas/overview.html')).toBe('/gas/overview.md')
  })
})
