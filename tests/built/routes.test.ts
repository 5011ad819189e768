import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { markdownPagePath } from '../../docs/lib/markdown/markdownPagePath.ts'
import { siteUrl } from '../../docs/lib/site/site.ts'
import { readBuildOutput, routeRequest } from '../../tooling/buildOutput.ts'
import { resolveRequest } from '../../tooling/previewServer.ts'
import { distDir, listPageRoutes, outputFilesFor } from '../../tooling/routes.ts'
import { readPages, visibleText } from '../support/pages.ts'

/**
 * What a route answers is decided by the build, not by a browser: every route and its
 * `.html` copy resolve to a prerendered file (the preview server and the host answer 200
 * with it), whose page heading is the MDX page's `# ` heading, whose title follows the
 * site's template, and whose tools row sits right under the title: "Copy page", "View as Markdown"
 * and a "Use with AI" disclosure with the links that open the page in an AI chat or add the MCP
 * server to an editor.
 */

if (!existsSync(join(distDir, 'index.html'))) throw new Error('no build in docs/dist: run `npm run build:deploy` first')

const titleTemplate = '%s · Gas.zip Docs'

const output = readBuildOutput()
/** The file the deploy host answers a path with, by the routes its build wrote. */
const deployAnswer = (path: string) => {
  const answer = routeRequest(output, path, { accept: 'text/html' })
  return answer.kind === 'file' && answer.status === 200 ? answer.file : undefined
}

/**
 * The page tools row right after the page heading (`</h1>` or the `</header>` around it): its
 * `<div class="copy-page">` up to the `</div>` that closes it.
 */
function toolsRow(html: string): string | undefined {
  const start = /<\/(?:h1|header)>\s*(?=<div class="copy-page">)/.exec(html)
  if (!start) return undefined
  const from = start.index + start[0].length
  let depth = 0
  for (const tag of html.slice(from).matchAll(/<(\/?)div\b[^>]*>/g)) {
    depth += tag[1] ? -1 : 1
    if (depth === 0) return html.slice(from, from + (tag.index ?? 0) + tag[0].length)
  }
  return undefined
}

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
  it('has a case for every page and for the .html copy of each page but the home page', () => {
    const paths = listPageRoutes().map((route) => route.path)
    expect(paths.length).toBeGreaterThan(0)
    expect(cases.map(([url]) => url).sort()).toEqual(
      [...paths, ...paths.filter((path) => path !== '/').map((path) => `${path}.html`)].sort(),
    )
  })

  it.each(cases)(
    '%s answers with its h1, its templated title and, on an article, "Copy page" under the title',
    (url, page) => {
      const file = deployAnswer(url)
      expect(file, 'a prerendered file').toMatch(/\.html$/)
      const html = readFileSync(file ?? '', 'utf8')
      const h1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]
      expect(textOf(h1 ?? ''), 'the page heading').toBe(visibleText(page.h1))
      expect(textOf(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''), 'the title').toBe(
        titleTemplate.replace('%s', page.title),
      )
      const copyRow = toolsRow(html)
      // The home page routes to the paths: it carries no article tools.
      if (page.path === '/') {
        expect(html, 'the home page without the article tools').not.toMatch(/class="copy-page"|class="agent-menu/)
        return
      }
      expect(copyRow, 'the tools row right after the title').toBeDefined()
      expect(textOf(copyRow ?? '')).toContain('Copy page')
      expect(copyRow).toContain(`<a class="copy-page-link" href="${markdownPagePath(page.path)}"`)
      expect(textOf(copyRow ?? '')).toContain('View as Markdown')
      // One row: the open and connect links are folded into its "Use with AI" disclosure.
      expect(copyRow).toMatch(/<details class="agent-menu[^"]*"[^>]*><summary[^>]*>Use with AI<\/summary>/)
      expect(html.slice(html.indexOf(copyRow ?? '') + (copyRow ?? '').length)).not.toMatch(/class="agent-link"/)
    },
  )
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
    expect(deployAnswer('/gas/api/quote')).toBe(join(output.dir, 'static', 'gas/api/quote/index.html'))
  })

  it.each(pageRoutes.map(({ path }) => [path]))('%s: every file that can answer holds the same page', (path) => {
    const answers = [
      deployAnswer(path),
      resolveRequest(distDir, path, true),
      deployAnswer(`${path}.html`),
      resolveRequest(distDir, `${path}/`),
    ]
    expect(answers.every((file) => file?.endsWith('.html'))).toBe(true)
    const [first = '', ...others] = answers.map((file) => readFileSync(file ?? '', 'utf8'))
    for (const [index, html] of others.entries())
      expect(html === first, `${answers[index + 1]} differs from ${answers[0]}`).toBe(true)
  })
})

/** The attributes of each `<a>` in an HTML fragment, entities in `href` decoded. */
const anchors = (html: string) =>
  [...html.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g)].map((match) => ({
    href: (/\shref="([^"]*)"/.exec(match[1] ?? '')?.[1] ?? '').replace(/&amp;/g, '&'),
    target: /\starget="([^"]*)"/.exec(match[1] ?? '')?.[1],
    text: textOf(match[2] ?? ''),
  }))

describe('the agent links in "Use with AI", beside "Copy page"', () => {
  const mcpUrl = `${siteUrl}/mcp`
  it.each(readPages().flatMap((page) => (page.path === '/' ? [] : [[page.path] as const])))(
    '%s links ChatGPT and Claude with its Markdown URL, Cursor and VS Code with the MCP server, and shows its JSON',
    (path) => {
      const html = readFileSync(deployAnswer(path) ?? '', 'utf8')
      const row = /<details class="agent-menu[^"]*"[^>]*>[\s\S]*?<\/details>/.exec(toolsRow(html) ?? '')?.[0]
      expect(row, 'the "Use with AI" disclosure in the tools row').toBeDefined()
      expect(row).toMatch(/<div class="agent-menu-panel[^"]*" role="group" aria-label="[^"]+"/)
      const links = Object.fromEntries(anchors(row ?? '').map((link) => [link.text, link]))
      const markdownUrl = `${siteUrl}${markdownPagePath(path)}`
      for (const [name, prefix] of [
        ['Open in ChatGPT', 'https://chatgpt.com/?q='],
        ['Open in Claude', 'https://claude.ai/new?q='],
      ] as const) {
        const href = links[name]?.href ?? ''
        expect(href.startsWith(prefix), `${name}: ${href}`).toBe(true)
        expect(new URL(href).searchParams.get('q'), name).toContain(markdownUrl)
        expect(links[name]?.target, name).toBe('_blank')
      }
      const cursor = new URL(links['Add MCP server to Cursor']?.href ?? 'missing:')
      expect(`${cursor.protocol}//${cursor.host}${cursor.pathname}`).toBe(
        'cursor://anysphere.cursor-deeplink/mcp/install',
      )
      expect(JSON.parse(atob(cursor.searchParams.get('config') ?? ''))).toEqual({ url: mcpUrl })
      const vscode = links['Add MCP server to VS Code']?.href ?? ''
      expect(vscode.startsWith('vscode:mcp/install?'), vscode).toBe(true)
      expect(JSON.parse(decodeURIComponent(vscode.split('?')[1] ?? ''))).toMatchObject({ type: 'http', url: mcpUrl })
      const json = /<span[^>]*>MCP server JSON for other clients:<\/span>[\s\S]*?<code[^>]*>([\s\S]*?)<\/code>/.exec(
        row ?? '',
      )
      expect(JSON.parse(textOf(json?.[1] ?? '')).mcpServers['gas-zip-docs']).toEqual({ type: 'http', url: mcpUrl })
      const markdown = readFileSync(join(distDir, markdownPagePath(path)), 'utf8')
      expect(markdown).not.toMatch(/chatgpt\.com|claude\.ai|cursor:|vscode:|MCP server JSON/)
    },
  )
})
