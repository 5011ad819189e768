import { describe, expect, it } from 'vitest'
import { headersFor, readRewrites, sourceToRegExp } from './vercelHeaders.ts'

describe('vercel.json header rules', () => {
  it('turns a source pattern into an anchored expression', () => {
    expect(sourceToRegExp('/(.*)').test('/gas/overview')).toBe(true)
    expect(sourceToRegExp('/assets/(.*)').test('/assets/index.js')).toBe(true)
    expect(sourceToRegExp('/assets/(.*)').test('/gas/assets/index.js')).toBe(false)
    expect(sourceToRegExp('/robots.txt').test('/robotsatxt')).toBe(false)
  })

  it('refuses patterns it cannot match faithfully', () => {
    expect(() => sourceToRegExp('/:path*')).toThrow(/does not understand/)
    expect(() => sourceToRegExp('/(a|b)')).toThrow(/does not understand/)
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
  it('sends /mcp to the function api/mcp.ts, which the preview server runs at the same path', () => {
    expect(readRewrites()).toContainEqual({ source: '/mcp', destination: '/api/mcp' })
  })
})
