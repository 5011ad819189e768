import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { markdownPagePath } from '../../docs/lib/markdown/markdownPagePath.ts'
import { resolveRequest } from '../../tooling/previewServer.ts'
import { distDir, outputFilesFor } from '../../tooling/routes.ts'
import { readPages, visibleText } from '../support/pages.ts'

/**
 * What a route answers is decided by the build, not by a browser: every route and its
 * `.html` copy resolve to a prerendered file (the preview server and the host answer 200
 * with it), whose page heading is the MDX page's `# ` heading, whose title follows the
 * site's template, and whose "Copy page" row sits right under the title.
 */

if (!existsSync(join(distDir, 'index.html'))) throw new Error('no build in docs/dist: run `npm run build` first')

const titleTemplate = '%s · Gas.zip Docs'

/** The text of an HTML fragment as a reader sees it: tags removed, entities decoded. */
function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .trim()
}

const cases = readPages().flatMap((page) => {
  const urls = [page.path, ...(outputFilesFor(page.path).htmlCopy ? [`${page.path}.html`] : [])]
  return urls.map((url) => [url, page] as const)
})

describe('every route', () => {
  it('has a case for each of the 35 pages and their .html copies', () => {
    expect(new Set(cases.map(([, page]) => page.path)).size).toBe(35)
    expect(cases.length).toBeGreaterThan(35)
  })

  it.each(cases)('%s answers with its h1, its templated title and "Copy page" under the title', (url, page) => {
    const file = resolveRequest(distDir, url)
    expect(file, 'a prerendered file').toMatch(/\.html$/)
    const html = readFileSync(file ?? '', 'utf8')
    const h1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]
    expect(textOf(h1 ?? ''), 'the page heading').toBe(visibleText(page.h1))
    expect(textOf(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''), 'the title').toBe(
      titleTemplate.replace('%s', page.title),
    )
    const copyRow = /<\/(?:h1|header)>\s*(<div class="copy-page">[\s\S]*?<\/div>)/.exec(html)?.[1]
    expect(copyRow, 'the "Copy page" row right after the title').toBeDefined()
    expect(textOf(copyRow ?? '')).toContain('Copy page')
    expect(copyRow).toContain(`<a class="copy-page-link" href="${markdownPagePath(page.path)}"`)
    expect(textOf(copyRow ?? '')).toContain('View as Markdown')
  })
})

/**
 * Static hosts differ in which file answers a page's address (README, "Hosting"): the deploy
 * host answers `/x` with `x/index.html`, pretty-URL hosts (GitHub Pages, Netlify, Cloudflare
 * Pages) with `x.html`, and `/x.html`, `/x/` and `/x/index.html` are answered too. The browser
 * takes the page's own address, `/x`, before the app renders (docs/lib/site/pageAddress.ts), so
 * every file that can answer must hold the markup the app renders for `/x`: the same bytes.
 */
describe('whichever file a host answers a page with', () => {
  const pageRoutes = readPages().filter(({ path }) => path !== '/')

  it('a pretty-URL host answers /x with x.html, the deploy host with x/index.html', () => {
    expect(resolveRequest(distDir, '/gas/api/quote', true)).toBe(join(distDir, 'gas/api/quote.html'))
    expect(resolveRequest(distDir, '/gas/api/quote')).toBe(join(distDir, 'gas/api/quote/index.html'))
  })

  it.each(pageRoutes.map(({ path }) => [path]))('%s: every file that can answer holds the same page', (path) => {
    const answers = [
      resolveRequest(distDir, path),
      resolveRequest(distDir, path, true),
      resolveRequest(distDir, `${path}.html`),
      resolveRequest(distDir, `${path}/`),
    ]
    expect(answers.every((file) => file?.endsWith('.html'))).toBe(true)
    const [first = '', ...others] = answers.map((file) => readFileSync(file ?? '', 'utf8'))
    for (const [index, html] of others.entries())
      expect(html === first, `${answers[index + 1]} differs from ${answers[0]}`).toBe(true)
  })
})
