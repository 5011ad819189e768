import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, inject, it } from 'vitest'
import { markdownPagePath } from '../../docs/lib/markdown/markdownPagePath.ts'
import { buildOutputDir } from '../../tooling/buildOutput.ts'
import { listPageRoutes, outputFilesFor } from '../../tooling/routes.ts'

/**
 * The deploy host as its own build made it: `vercel build --prod` wrote `.vercel/output`, and the
 * preview server answers every request by that output's routes (tooling/buildOutput.ts). These
 * tests ask over HTTP what a reader or an agent asks, and read what the build wrote.
 */

const staticDir = join(buildOutputDir, 'static')
const routes = listPageRoutes()
const config = JSON.parse(readFileSync(join(buildOutputDir, 'config.json'), 'utf8')) as {
  routes: { src?: string; has?: unknown[]; dest?: string; handle?: string }[]
}
const origin = () => inject('previewOrigin')

describe('the deploy build', () => {
  it('holds every page, its .html twin and Markdown twin, the llms files, skills, statuses and OpenAPI document', () => {
    const missing = routes.flatMap(({ path }) => {
      const { clean, htmlCopy } = outputFilesFor(path)
      return [clean, ...(htmlCopy ? [htmlCopy] : []), markdownPagePath(path).slice(1)].filter(
        (file) => !existsSync(join(staticDir, file)),
      )
    })
    expect(missing).toEqual([])
    for (const file of [
      '404.html',
      '404.md',
      'llms.txt',
      'llms-full.txt',
      'skill.md',
      '.well-known/agent-skills/index.json',
      'statuses.json',
      'openapi.json',
      'sitemap.xml',
      'robots.txt',
    ])
      expect(existsSync(join(staticDir, file)), file).toBe(true)
  })

  it('holds the /mcp function with the files it reads: search index, Markdown pages and skills', () => {
    // The build maps the files `includeFiles` names into the function; the deploy uploads them there.
    const functionConfig = JSON.parse(
      readFileSync(join(buildOutputDir, 'functions', 'api', 'mcp.func', '.vc-config.json'), 'utf8'),
    ) as { handler: string; filePathMap: Record<string, string> }
    expect(functionConfig.handler).toBe('api/mcp.js')
    const files = Object.keys(functionConfig.filePathMap)
    expect(files.some((file) => /^docs\/dist\/\.vocs\/search-index-\w+\.json$/.test(file))).toBe(true)
    expect(files).toContain('docs/dist/gas/api/quote.md')
    expect(files).toContain('docs/dist/.well-known/agent-skills/index.json')
  })

  it('routes Markdown requests before the filesystem, so a page that is a file still answers as Markdown', () => {
    // The routes before the first phase marker run first; Vercel puts `rewrites` after the filesystem.
    const filesystem = config.routes.findIndex((route) => route.handle !== undefined)
    expect(filesystem).toBeGreaterThan(0)
    const negotiation = config.routes.findIndex((route) => route.has && route.dest?.endsWith('.md'))
    expect(negotiation, 'a route that answers Markdown on Accept').toBeGreaterThanOrEqual(0)
    expect(negotiation).toBeLessThan(filesystem)
    expect(config.routes.findIndex((route) => route.dest === '/api/mcp')).toBeLessThan(filesystem)
  })
})

/**
 * Accept values: Markdown asked alone, with a q value, after HTML; and what browsers and clients
 * send, and Markdown refused (`q=0`).
 */
const askMarkdown = ['text/markdown', 'text/markdown;q=0.9', 'text/html;q=0.9, text/markdown']
const askHtml = [
  'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8',
  '*/*',
  '',
  'text/html, text/markdown;q=0',
]

const get = (path: string, accept: string) =>
  fetch(`${origin()}${path}`, { headers: accept ? { accept } : {}, redirect: 'manual' })

describe('content negotiation on every route', () => {
  it.each(routes.map(({ path }) => [path]))(
    '%s: Markdown when asked, HTML otherwise, both varying on Accept',
    async (path) => {
      const markdown = readFileSync(join(staticDir, markdownPagePath(path)), 'utf8')
      const html = readFileSync(join(staticDir, outputFilesFor(path).clean), 'utf8')
      for (const accept of askMarkdown) {
        const response = await get(path, accept)
        expect(response.status, accept).toBe(200)
        expect(response.headers.get('content-type'), accept).toBe('text/markdown; charset=utf-8')
        expect(response.headers.get('vary'), accept).toMatch(/\bAccept\b/i)
        expect(await response.text(), accept).toBe(markdown)
      }
      for (const accept of askHtml) {
        const response = await get(path, accept)
        expect(response.status, accept).toBe(200)
        expect(response.headers.get('content-type'), accept).toBe('text/html; charset=utf-8')
        expect(response.headers.get('vary'), accept).toMatch(/\bAccept\b/i)
        expect(await response.text(), accept).toBe(html)
      }
    },
  )

  it('a missing page asked as Markdown gets a 404 in Markdown that says so; asked as HTML, the 404 screen', async () => {
    const markdown = await get('/gas/nowhere', 'text/markdown')
    expect(markdown.status).toBe(404)
    expect(markdown.headers.get('content-type')).toBe('text/markdown; charset=utf-8')
    expect(await markdown.text()).toMatch(/^# Page not found\n/)
    const page = await get('/gas/nowhere', askHtml[0] ?? '')
    expect(page.status).toBe(404)
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(await page.text()).toContain('Page Not Found')
  })

  it('no answer labelled Markdown is HTML, whatever is asked', async () => {
    for (const path of [
      '/',
      '/gas/api/quote',
      '/gas/api/quote.html',
      '/gas/api/quote.md',
      '/gas/nowhere',
      '/nowhere.md',
      '/llms.txt',
      '/mcp',
    ])
      for (const accept of [...askMarkdown, ...askHtml]) {
        const response = await get(path, accept)
        if (!/markdown/.test(response.headers.get('content-type') ?? '')) continue
        expect(await response.text(), `${path} (${accept})`).not.toMatch(/^\s*<(!doctype|html)/i)
      }
  })
})

describe('addresses the host answers', () => {
  it('answers /x.html with the same page as /x, and redirects /x/ to /x', async () => {
    const page = await get('/gas/api/quote.html', askHtml[0] ?? '')
    expect(page.status).toBe(200)
    expect(await page.text()).toBe(readFileSync(join(staticDir, 'gas/api/quote/index.html'), 'utf8'))
    const slash = await get('/gas/api/quote/', askHtml[0] ?? '')
    expect(slash.status).toBe(308)
    expect(slash.headers.get('location')).toBe('/gas/api/quote')
  })

  it('answers files with their own type, whatever is asked', async () => {
    const llms = await get('/llms.txt', 'text/markdown')
    expect(llms.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    const statuses = await get('/statuses.json', 'text/markdown')
    expect(statuses.headers.get('content-type')).toBe('application/json; charset=utf-8')
  })
})
