import { describe, expect, it } from 'vitest'
import { headersFor, readRewrites, rewriteFor, sourceToRegExp } from './vercelHeaders.ts'

describe('vercel.json header rules', () => {
  it('turns a source pattern into an anchored expression', () => {
    expect(sourceToRegExp('/(.*)').test('/gas/overview')).toBe(true)
    expect(sourceToRegExp('/assets/(.*)').test('/assets/index.js')).toBe(true)
    expect(sourceToRegExp('/assets/(.*)').test('/gas/assets/index.js')).toBe(false)
    expect(sourceToRegExp('/robots.txt').test('/robotsatxt')).toBe(false)
    expect(sourceToRegExp('/:path([^.]+)').exec('/gas/overview')?.groups).toEqual({ path: 'gas/overview' })
    expect(sourceToRegExp('/:path([^.]+)').test('/assets/index.js')).toBe(false)
  })

  it('refuses patterns it cannot match faithfully', () => {
    expect(() => sourceToRegExp('/:path*')).toThrow(/does not understand/)
    expect(() => sourceToRegExp('/(a|b)')).toThrow(/does not understand/)
    expect(() => sourceToRegExp('/:path([^.]+')).toThrow(/does not understand/)
  })

  it('applies every matching rule in order, a later rule overriding an earlier one', () => {
    const rules = [
      {
        source: '/(.*)',
        headers: [
          { key: 'Cache-Control', value: 'no-cache' },
          { key: 'X-Frame-Options', value: 'DENY' },
        ],
      },
      { source: '/assets/(.*)', headers: [{ key: 'Cache-Control', value: 'immutable' }] },
    ]
    expect(headersFor('/assets/a.js', rules)).toEqual({ 'cache-control': 'immutable', 'x-frame-options': 'DENY' })
    expect(headersFor('/overview', rules)).toEqual({ 'cache-control': 'no-cache', 'x-frame-options': 'DENY' })
  })
})

describe('vercel.json rewrites', () => {
  const markdown = { accept: 'text/markdown, text/html;q=0.9' }
  const html = { accept: 'text/html,application/xhtml+xml' }

  it('sends /mcp to the function api/mcp.ts, which the preview server runs at the same path', () => {
    expect(readRewrites()).toContainEqual({ source: '/mcp', destination: '/api/mcp' })
    expect(rewriteFor('/mcp', readRewrites(), markdown)).toBe('/api/mcp')
  })

  it('answers a page path asked as Markdown with its Markdown page; files, HTML requests and /x/ stay as they are', () => {
    const rewrites = readRewrites()
    expect(rewriteFor('/gas/api/quote', rewrites, markdown)).toBe('/gas/api/quote.md')
    expect(rewriteFor('/', rewrites, markdown)).toBe('/index.md')
    expect(rewriteFor('/gas/api/quote', rewrites, html)).toBeUndefined()
    expect(rewriteFor('/gas/api/quote', rewrites)).toBeUndefined()
    for (const path of ['/gas/api/quote.html', '/gas/api/quote.md', '/llms.txt', '/assets/index.js', '/gas/api/quote/'])
      expect(rewriteFor(path, rewrites, markdown), path).toBeUndefined()
  })

  it('page answers vary with Accept and are typed as Markdown when asked as Markdown', () => {
    expect(headersFor('/gas/api/quote', undefined, markdown)).toMatchObject({
      vary: 'Accept',
      'content-type': 'text/markdown; charset=utf-8',
    })
    expect(headersFor('/', undefined, markdown)).toMatchObject({ 'content-type': 'text/markdown; charset=utf-8' })
    expect(headersFor('/gas/api/quote', undefined, html)).toMatchObject({ vary: 'Accept' })
    expect(headersFor('/gas/api/quote', undefined, html)['content-type']).toBeUndefined()
    expect(headersFor('/assets/index.js', undefined, markdown).vary).toBeUndefined()
    expect(headersFor('/mcp', undefined, markdown)['content-type']).toBeUndefined()
  })
})
