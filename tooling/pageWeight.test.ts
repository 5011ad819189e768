import { describe, expect, it } from 'vitest'
import { kindOf, scriptsInHtml } from './pageWeight.ts'

describe('scriptsInHtml', () => {
  it('lists module scripts and module preloads as absolute URLs, and nothing else', () => {
    const html = [
      '<link rel="stylesheet" href="/assets/style.css">',
      '<script>inline()</script>',
      '<script type="module" crossorigin src="/assets/index-a.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/vendor-b.js">',
      '<link rel="preload" href="/fonts/inter.woff2" as="font">',
    ].join('\n')
    expect(scriptsInHtml(html, 'http://127.0.0.1:4173/overview')).toEqual([
      'http://127.0.0.1:4173/assets/index-a.js',
      'http://127.0.0.1:4173/assets/vendor-b.js',
    ])
  })

  it('counts the main chunk that the page starter inserts after first paint', () => {
    const html = '<body><p>Text</p><script data-entry="/assets/index-c.js">start()</script></body>'
    expect(scriptsInHtml(html, 'http://127.0.0.1:4173/overview')).toEqual(['http://127.0.0.1:4173/assets/index-c.js'])
  })
})

describe('kindOf', () => {
  it('sorts responses by what they are', () => {
    expect(kindOf('http://h/assets/a.js', '')).toBe('js')
    expect(kindOf('http://h/a', 'text/html; charset=utf-8')).toBe('html')
    expect(kindOf('http://h/fonts/inter.woff2', '')).toBe('font')
  })
})
