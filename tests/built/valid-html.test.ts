import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { checkHtml } from '../../tooling/nuHtmlChecker.ts'
import { distDir } from '../../tooling/routes.ts'

/**
 * Every prerendered page is valid HTML for the Nu HTML Checker (the W3C validator's engine),
 * framework markup included: browsers repair invalid nesting (a block inside a button, a link
 * or a heading) each in their own way, and assistive technology reads the repaired tree.
 */

const htmlFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : htmlFiles(path)
    return entry.name.endsWith('.html') ? [path] : []
  })

describe('the Nu HTML Checker', () => {
  it('finds no error in any built HTML file', { timeout: 180_000 }, () => {
    const files = htmlFiles(distDir)
    // 35 routes, their .html copies and 404.html.
    expect(files.length).toBeGreaterThanOrEqual(70)
    // A page's .html copy holds the same bytes as its index.html (routes.test.ts): each distinct
    // file is checked once, which halves the checker's time.
    const distinct = [...new Map(files.map((file) => [readFileSync(file, 'utf8'), file])).values()]
    // The HTML standard lets a `link rel="expect"` carry `blocking="render"` (the first paint waits
    // for the element it names, framework/build/firstScreen.ts); the checker still allows
    // `blocking` on stylesheet links only, so that one message, on that one link, is not an error.
    const errors = checkHtml(distinct, distDir)
      .filter(
        ({ message, extract }) =>
          !(
            message.includes('“blocking” attribute') &&
            /<link rel="expect" href="#[^"]+" blocking="render">/.test(extract ?? '')
          ),
      )
      .map(({ file, line, message, extract }) => `${file}:${line ?? '?'}: ${message} (${extract})`)
    expect(errors).toEqual([])
  })

  it('reports a page whose markup is invalid', { timeout: 60_000 }, () => {
    const dir = mkdtempSync(join(tmpdir(), 'valid-html-'))
    try {
      const page = join(dir, 'page.html')
      writeFileSync(
        page,
        '<!doctype html><html lang="en"><head><title>t</title></head><body><button type="button"><div>icon</div></button></body></html>',
      )
      const errors = checkHtml([page], dir)
      expect(errors.map(({ file, message }) => ({ file, message }))).toEqual([
        {
          file: 'page.html',
          message: expect.stringContaining('Element “div” not allowed as child of element “button”'),
        },
      ])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
