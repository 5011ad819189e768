import { describe, expect, it } from 'vitest'
import { arrangeFirstPaint } from './firstPaint.ts'

const page = `<head><script src="/initializeTheme.iife.js"></script><script>banner()</script>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/style-1.css">
  </head><body></body>`
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

  it('fails on a page without the expected head, rather than shipping it unchanged', () => {
    expect(() => arrangeFirstPaint('<head></head>', assets)).toThrow(/initializeTheme/)
    expect(() => arrangeFirstPaint(page.replace(/<link rel="stylesheet"[^>]*>/, ''), assets)).toThrow(/stylesheet/)
    expect(() => arrangeFirstPaint(page, { ...assets, themeInitializer: 'x("</script>")' })).toThrow(/inline/)
  })
})
