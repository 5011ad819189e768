import { existsSync, readFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import inbound from '../../docs/data/inboundChains.json' with { type: 'json' }
import layerzeroChains from '../../docs/data/layerzeroChains.json' with { type: 'json' }
import ripfun from '../../docs/data/ripfunTokens.json' with { type: 'json' }
import { aliasSuffix } from '../../docs/lib/chains/chainTables.ts'
import { markdownPagePath } from '../../docs/lib/markdown/markdownPagePath.ts'
import { indexPointer } from '../../docs/lib/markdown/pageMarkdown.ts'
import { siteUrl } from '../../docs/lib/site/site.ts'
import { startPreviewServer } from '../../tooling/previewServer.ts'
import { distDir, listPageRoutes } from '../../tooling/routes.ts'
import { markdownlintConfig, markdownProblems } from '../support/markdownlint.ts'

/**
 * The Markdown forms of the built site: a Markdown page per page, llms.txt and llms-full.txt.
 * They are for readers without a browser, so they must hold the page's facts and
 * nothing a Markdown reader cannot read (HTML, JSX, include lines).
 */
if (!existsSync(join(distDir, 'index.html'))) throw new Error('no build in docs/dist: run `npm run build:deploy` first')

const routes = listPageRoutes()
const read = (path: string) => readFileSync(join(distDir, path), 'utf8')
const markdownOf = (route: string) => read(markdownPagePath(route))

/** Leftovers of MDX or HTML: tags (autolinks like <https://…> are Markdown), imports, includes, directives. */
function leftovers(markdown: string): string[] {
  const withoutCode = markdown.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '')
  return [
    ...[...withoutCode.matchAll(/<\/?[A-Za-z][A-Za-z0-9-]*(\s[^>]*)?\/?>/g)].map((match) => `tag ${match[0]}`),
    ...[...markdown.matchAll(/\[!include [^\]]*\]/g)].map((match) => `include ${match[0]}`),
    ...[...withoutCode.matchAll(/^import .* from .*$/gm)].map((match) => `import ${match[0]}`),
    ...[...withoutCode.matchAll(/^:{2,}.*$/gm)].map((match) => `directive ${match[0]}`),
  ]
}

describe('Markdown pages', () => {
  it.each(routes.map((route) => [route.path] as const))(
    '%s has a Markdown page that starts with its title and holds no HTML or JSX',
    (path) => {
      const markdown = markdownOf(path)
      expect(markdown).toMatch(/^# \S/)
      expect(leftovers(markdown)).toEqual([])
    },
  )

  it("every Markdown page passes markdownlint's default rules, line length aside", async () => {
    const strings = Object.fromEntries(routes.map((route) => [markdownPagePath(route.path), markdownOf(route.path)]))
    expect(await markdownProblems(strings)).toEqual([])
  })

  it('llms-full.txt passes the same rules; a heading may repeat under another page (each API page has Parameters)', async () => {
    const problems = await markdownProblems(
      { 'llms-full.txt': read('llms-full.txt') },
      { ...markdownlintConfig, MD024: { siblings_only: true } },
    )
    expect(problems).toEqual([])
  })

  it('every Markdown page points to /llms.txt right under its title; llms-full.txt does not repeat it', () => {
    for (const { path } of routes) expect(markdownOf(path).split('\n').slice(1, 3), path).toEqual(['', indexPointer])
    expect(read('llms-full.txt')).not.toContain(indexPointer)
  })

  it('the Markdown page of the home page is /index.md and that of the overview is /overview.md', () => {
    expect(existsSync(join(distDir, 'index.md'))).toBe(true)
    expect(markdownOf('/overview')).toMatch(/^# Overview\n/)
  })

  it('the Quote Markdown page holds the endpoint URL, its parameters and the included TypeScript example', () => {
    const markdown = markdownOf('/gas/api/quote')
    expect(markdown).toContain(
      '`GET https://backend.gas.zip/v2/quotes/{deposit_chain}/{deposit_wei}/{outbound_chains}`',
    )
    for (const name of ['deposit_chain', 'deposit_wei', 'outbound_chains', 'to', 'from'])
      expect(markdown).toMatch(new RegExp(`^\\| \`${name}\` \\| (path|query)`, 'm'))
    expect(markdown).toContain('const body = (await getJson(url)) as QuoteResponse')
    expect(markdown).toContain('```json\n{\n  "calldata": "0x010039"')
  })

  it('the deposit chains Markdown page holds every chain with its id and deposit addresses', () => {
    const markdown = markdownOf('/gas/chain-support/inbound')
    for (const chain of inbound.chains) {
      expect(markdown).toContain(`| ${chain.name}${aliasSuffix(chain.aliases)} | ${chain.nativeId} |`)
      expect(markdown).toContain(chain.contractDepositAddress)
    }
    expect(markdown).toContain(inbound.directDepositAddress)
  })

  it('the Rip.Fun Markdown page lists every accepted token and the deposit address', () => {
    const markdown = markdownOf('/gas/ripfun')
    expect(markdown).toContain(ripfun.depositAddress)
    for (const token of ripfun.tokens) expect(markdown).toContain(`| ${token.chain} | ${token.token} |`)
  })

  it('the v2 limits Markdown page lists the executor of every chain with the v2 router, and no other', () => {
    const markdown = markdownOf('/layerzero/v2/code-examples/limits')
    for (const chain of layerzeroChains.chains) {
      if (!chain.executorV2) continue
      if (chain.depositRouters?.v2) expect(markdown).toContain(chain.executorV2)
      else expect(markdown, chain.name).not.toContain(chain.executorV2)
    }
  })
})

describe('llms.txt and llms-full.txt', () => {
  it('llms.txt links the Markdown page of every page', () => {
    const llms = read('llms.txt')
    for (const { path } of routes) expect(llms).toContain(`](${siteUrl}${markdownPagePath(path)})`)
    expect(llms).toContain(`${siteUrl}/llms-full.txt`)
  })

  it('llms-full.txt holds every page and no include line, JSX or HTML', () => {
    const full = read('llms-full.txt')
    for (const { path } of routes) {
      const title = markdownOf(path).split('\n')[0]?.replace(/^# /, '') ?? ''
      expect(full, path).toContain(`\n## ${title}\n`)
    }
    expect(leftovers(full)).toEqual([])
    expect(full).toContain(inbound.directDepositAddress)
    expect(full).toContain('`GET https://backend.gas.zip/v2/chains`')
  })
})

describe('serving the Markdown pages', () => {
  let origin = ''
  let close = () => {}
  beforeAll(async () => {
    const server = await startPreviewServer({ port: 0 })
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    close = () => server.close()
  })
  afterAll(() => close())

  it('answers /gas/api/quote.md as UTF-8 Markdown with the security headers', async () => {
    const response = await fetch(`${origin}/gas/api/quote.md`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8')
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(await response.text()).toMatch(/^# Quote\n/)
  })

  it('answers a page asked with Accept: text/markdown with its Markdown page, and varies on Accept', async () => {
    for (const [path, accept] of [
      ['/gas/api/quote', 'text/markdown'],
      ['/', 'text/markdown, text/html;q=0.5'],
      ['/layerzero/overview', 'text/markdown;q=0.9, */*;q=0.1'],
    ] as const) {
      const response = await fetch(`${origin}${path}`, { headers: { accept } })
      expect(response.status, path).toBe(200)
      expect(response.headers.get('content-type'), path).toBe('text/markdown; charset=utf-8')
      expect(response.headers.get('vary'), path).toMatch(/\bAccept\b/)
      expect(response.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'")
      expect(await response.text(), path).toBe(read(markdownPagePath(path)))
    }
  })

  it('answers a page asked for HTML with HTML that also varies on Accept; files keep their type', async () => {
    const page = await fetch(`${origin}/gas/api/quote`, { headers: { accept: 'text/html,*/*;q=0.8' } })
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(page.headers.get('vary')).toMatch(/\bAccept\b/)
    expect(await page.text()).toMatch(/^<!doctype html>/i)
    const llms = await fetch(`${origin}/llms.txt`, { headers: { accept: 'text/markdown' } })
    expect(llms.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    const missing = await fetch(`${origin}/gas/nowhere`, { headers: { accept: 'text/markdown' } })
    expect(missing.status).toBe(404)
  })
})
