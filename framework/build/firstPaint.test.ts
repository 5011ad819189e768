import { describe, expect, it } from 'vitest'
import { arrangeFirstPaint } from './firstPaint.ts'
import { pageStarterScript } from './pageStarter.ts'

const page = `<head><script src="/initializeTheme.iife.js"></script><script>banner()</script>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/style-1.css">
  </head><body><div id="app"><pre>&lt;/body&gt;</pre></div></body>`
const assets = { themeInitializer: '(function(){theme()})();', fontHref: '/assets/inter-1.woff2' }

describe('arrangeFirstPaint', () => {
  it('writes the theme initializer and the page starter into the page, in the same place, naming the main chunk and the font file', () => {
    const html = arrangeFirstPaint(page, assets)
    expect(html).not.toContain('initializeTheme.iife.js')
    const inline = `<script data-entry="/assets/index-1.js" data-font="/assets/inter-1.woff2">(function(){theme()})();${pageStarterScript}</script>`
    expect(html.indexOf(inline)).toBe(page.indexOf('<script src='))
    expect(html.match(/<script data-entry=/g)).toHaveLength(1)
  })

  it('asks for no font file before the first paint', () => {
    const html = arrangeFirstPaint(page, assets)
    expect(html).not.toMatch(/rel="preload"|as="font"/)
    expect(() => arrangeFirstPaint(page, { ...assets, fontHref: 'https://fonts.example/inter.woff2' })).toThrow(
      /font address/,
    )
  })

  it("holds the first paint, in <head> before the stylesheet, until the article's first screen is parsed", () => {
    const article = `<article><h1 id="title">Title</h1><p>${'text '.repeat(150)}</p><h2 id="next">Next</h2></article>`
    const html = arrangeFirstPaint(page.replace('<pre>', `${article}<pre>`), assets)
    const link = html.indexOf('<link rel="expect" href="#next" blocking="render">')
    expect(link).toBeGreaterThan(0)
    expect(link).toBeLessThan(html.indexOf('rel="stylesheet"'))
    expect(arrangeFirstPaint(page, assets)).not.toContain('rel="expect"')
  })

  it("ends a short article's page with the marker its first paint waits for, outside the app's root", () => {
    const html = arrangeFirstPaint(
      page.replace('<pre>', '<article><h1 id="title">T</h1><p>Short.</p></article><pre>'),
      assets,
    )
    expect(html).toContain('<link rel="expect" href="#page-parsed" blocking="render">')
    const marker = html.indexOf('<span id="page-parsed" hidden></span>')
    expect(marker).toBeGreaterThan(html.lastIndexOf('</div>'))
    expect(marker).toBeLessThan(html.lastIndexOf('</body>'))
    expect(arrangeFirstPaint(page, assets)).not.toContain('page-parsed')
  })

  it("moves the host's insights script out of the page, for the starter to start after load", () => {
    const insights = '<script defer="" src="/_vercel/insights/script.js"></script>'
    const html = arrangeFirstPaint(page.replace('</head>', `${insights}</head>`), assets)
    expect(html).not.toContain(insights)
    expect(html).toContain(
      '<script data-entry="/assets/index-1.js" data-after="/_vercel/insights/script.js" data-font=',
    )
  })

  it('moves the main chunk out of the page, for the starter to start after the first paint', () => {
    expect(arrangeFirstPaint(page, assets)).not.toMatch(/<script type="module"/)
  })

  it('fails on a page without the expected head, rather than shipping it unchanged', () => {
    expect(() => arrangeFirstPaint('<head></head>', assets)).toThrow(/initializeTheme/)
    expect(() => arrangeFirstPaint(page.replace(/<link rel="stylesheet"[^>]*>/, ''), assets)).toThrow(/stylesheet/)
    expect(() => arrangeFirstPaint(page, { ...assets, themeInitializer: 'x("</script>")' })).toThrow(/inline/)
    expect(() => arrangeFirstPaint(page.replace(/<script type="module"[^>]*><\/script>/, ''), assets)).toThrow(
      /main chunk/,
    )
    expect(() => arrangeFirstPaint(page.replace('</body>', ''), assets)).toThrow(/body/)
  })
})
