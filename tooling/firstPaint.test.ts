import { describe, expect, it } from 'vitest'
import { arrangeFirstPaint, entryScriptOf, entryStarterScript } from './firstPaint.ts'

const page = `<head><script src="/initializeTheme.iife.js"></script><script>banner()</script>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/style-1.css">
  </head><body><div id="app"><pre>&lt;/body&gt;</pre></div></body>`
const assets = { themeInitializer: '(function(){theme()})();', fontHref: '/assets/inter-1.woff2' }

describe('arrangeFirstPaint', () => {
  it('writes the theme initializer into the page, in the same place', () => {
    const html = arrangeFirstPaint(page, assets)
    expect(html).not.toContain('initializeTheme.iife.js')
    expect(html.indexOf('<script>(function(){theme()})();</script>')).toBe(page.indexOf('<script src='))
  })

  it('preloads the font before the stylesheet, as a CORS request (fonts need it)', () => {
    const html = arrangeFirstPaint(page, assets)
    const preload = html.indexOf(
      '<link rel="preload" href="/assets/inter-1.woff2" as="font" type="font/woff2" crossorigin>',
    )
    expect(preload).toBeGreaterThan(0)
    expect(preload).toBeLessThan(html.indexOf('rel="stylesheet"'))
  })

  it('moves the main chunk out of <head>, to the starter that ends <body>', () => {
    const html = arrangeFirstPaint(page, assets)
    expect(html).not.toMatch(/<script type="module"/)
    const starter = `<script data-entry="/assets/index-1.js">${entryStarterScript}</script>`
    expect(html.indexOf(starter)).toBeGreaterThan(html.indexOf('</div>'))
    expect(html.indexOf(starter)).toBeLessThan(html.lastIndexOf('</body>'))
    expect(html.match(/<script data-entry=/g)).toHaveLength(1)
    expect(entryScriptOf(html)).toBe('/assets/index-1.js')
    expect(entryScriptOf(page)).toBe('/assets/index-1.js')
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
