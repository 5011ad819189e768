import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { CspEvaluator } from 'csp_evaluator/dist/evaluator.js'
import { Severity, Type } from 'csp_evaluator/dist/finding.js'
import { CspParser } from 'csp_evaluator/dist/parser.js'
import { describe, expect, it } from 'vitest'
import { bannerDismissalScript } from '../../docs/lib/site/bannerDismissal.ts'
import { themeInitializerPath } from '../../framework/build/firstPaint.ts'
import { pageStarterScript } from '../../framework/build/pageStarter.ts'
import { readBuildOutput, routeRequest } from '../../tooling/buildOutput.ts'
import { distDir } from '../../tooling/routes.ts'

/**
 * The site tells readers where to send money, so every response carries a policy
 * that stops other sites from framing it and stops any script the policy does not
 * name. These tests read the headers from the routes the host's own build wrote
 * (`.vercel/output/config.json`, which the preview server serves by) and the built HTML.
 */

const output = readBuildOutput()
/** The headers the host sends for a path, asked as a browser asks. */
const headersFor = (path: string, accept = 'text/html,*/*;q=0.8') => routeRequest(output, path, { accept }).headers

const pageHeaders = headersFor('/gas/overview')
const policy = pageHeaders['content-security-policy'] ?? ''
const directives = new Map(
  policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .filter((words) => words[0])
    .map(([name = '', ...sources]) => [name, sources] as const),
)

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return htmlFiles(path)
    return entry.name.endsWith('.html') ? [path] : []
  })
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
/** Inline scripts: <script> elements without a src attribute, with their text. */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '')

describe('security headers', () => {
  it('every path gets the policy, framing refusal and no-sniff, pages and assets alike', () => {
    for (const path of [
      '/',
      '/gas/overview',
      '/gas/overview.html',
      '/gas/overview.md',
      '/assets/index-abc.js',
      '/no-such-page',
      '/mcp',
    ]) {
      const headers = headersFor(path)
      expect(headers['content-security-policy'], path).toBe(policy)
      expect(headers['x-frame-options'], path).toBe('DENY')
      expect(headers['x-content-type-options'], path).toBe('nosniff')
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin')
      expect(headers['strict-transport-security'], path).toMatch(/^max-age=\d{8,}; includeSubDomains/)
    }
  })

  it('Markdown pages are declared as UTF-8 Markdown; pages keep the type the host infers', () => {
    expect(headersFor('/gas/api/quote.md')['content-type']).toBe('text/markdown; charset=utf-8')
    expect(headersFor('/index.md')['content-type']).toBe('text/markdown; charset=utf-8')
    expect(headersFor('/gas/api/quote')['content-type']).toBeUndefined()
    expect(headersFor('/assets/index-abc.js')['content-type']).toBeUndefined()
    // Asked as Markdown, a page is labelled Markdown; asked as a browser asks, never.
    expect(headersFor('/gas/api/quote', 'text/markdown')['content-type']).toBe('text/markdown; charset=utf-8')
  })

  it('the policy refuses framing and names every source of script, style, image, font and connection', () => {
    expect(directives.get('frame-ancestors')).toEqual(["'none'"])
    expect(directives.get('object-src')).toEqual(["'none'"])
    expect(directives.get('base-uri')).toEqual(["'none'"])
    for (const name of ['default-src', 'script-src', 'style-src', 'img-src', 'font-src', 'connect-src'])
      expect(directives.get(name), name).toBeDefined()
    for (const [name, sources] of directives) expect(sources, `${name} allows any host`).not.toContain('*')
  })

  it('scripts run only from this origin or by hash: no inline, eval or wildcard', () => {
    const scriptSources = directives.get('script-src') ?? []
    expect(scriptSources).not.toContain("'unsafe-inline'")
    expect(scriptSources).not.toContain("'unsafe-eval'")
    for (const source of scriptSources) expect(source).toMatch(/^'self'$|^'sha256-[A-Za-z0-9+/]+=*'$/)
  })

  it('a policy checker finds nothing worse than the note about same-origin scripts', () => {
    const findings = new CspEvaluator(new CspParser(policy).csp).evaluate()
    const serious = findings.filter(
      (finding) => finding.severity < Severity.MEDIUM_MAYBE || finding.type !== Type.SCRIPT_ALLOWLIST_BYPASS,
    )
    expect(serious.map((finding) => `${finding.directive}: ${finding.description}`)).toEqual([])
    // The checker flags obviously bad policies, so a pass above means something.
    const bad = new CspEvaluator(new CspParser("script-src 'self' 'unsafe-inline' *").csp).evaluate()
    expect(bad.some((finding) => finding.severity === Severity.HIGH)).toBe(true)
  })

  it('every inline script in the built pages is allowed by its hash, and every hash is in use', () => {
    const files = htmlFiles(distDir)
    expect(files.length).toBeGreaterThan(34)
    const used = new Set<string>()
    const unlisted: string[] = []
    for (const file of files) {
      for (const script of inlineScripts(readFileSync(file, 'utf8'))) {
        const hash = sha256(script)
        used.add(hash)
        if (!directives.get('script-src')?.includes(hash)) unlisted.push(`${file}: ${script.slice(0, 60)}…`)
      }
    }
    expect(unlisted).toEqual([])
    const listed = (directives.get('script-src') ?? []).filter((source) => source.startsWith("'sha256-"))
    expect(listed.sort()).toEqual([...used].sort())
    // The two inline scripts are the banner script, and Vocs' theme initializer with the page
    // starter after it.
    const themeInitializer = readFileSync(join(distDir, themeInitializerPath), 'utf8').trim()
    expect(listed.sort()).toEqual(
      [sha256(bannerDismissalScript), sha256(`${themeInitializer}${pageStarterScript}`)].sort(),
    )
  })

  it('no built page carries an inline event handler or a javascript: link, which the policy would block', () => {
    const problems = htmlFiles(distDir).flatMap((file) => {
      const html = readFileSync(file, 'utf8')
      return [...html.matchAll(/<[a-z][^>]*\s(on[a-z]+=|href="javascript:)[^>]*>/gi)].map(
        (match) => `${file}: ${match[0].slice(0, 80)}`,
      )
    })
    expect(problems).toEqual([])
  })
})

describe('browser code under the policy', () => {
  const scripts = readdirSync(join(distDir, 'assets'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ name, code: readFileSync(join(distDir, 'assets', name), 'utf8') }))

  it('no browser chunk carries a schema library (zod compiles validators with `new Function`)', () => {
    expect(scripts.length).toBeGreaterThan(5)
    expect(scripts.filter(({ code }) => code.includes('ZodError')).map(({ name }) => name)).toEqual([])
  })

  it('the browser copy of the config holds no function to rebuild with `new Function`', () => {
    // Vocs marks a serialized function with this prefix; its reviver contains the marker once.
    const marked = scripts.filter(({ code }) => code.split('_vocs-fn_').length > 2).map(({ name }) => name)
    expect(marked).toEqual([])
  })
})
