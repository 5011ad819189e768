import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { markdownPagePath } from '../../docs/lib/markdown/markdownPagePath.ts'
import { distDir } from '../../tooling/routes.ts'

/**
 * The request samples of the API endpoint pages as a reader gets them: in the prerendered HTML,
 * one code group with a cURL, a Python and a TypeScript tab, every tab's code in the page
 * (readable without JavaScript); and in the Markdown page, three fenced blocks. The request of
 * each page is written here from the page's reference: its route and example values.
 */
if (!existsSync(join(distDir, 'index.html'))) throw new Error('no build in docs/dist: run `npm run build:deploy` first')

const sender = '0x7Ed2A81B7054Dc5D393234B7a3A33B9ba125cAc9'
const requests: Record<string, string> = {
  '/gas/api/chains': 'https://backend.gas.zip/v2/chains',
  '/gas/api/user': `https://backend.gas.zip/v2/user/${sender}`,
  '/gas/api/deposit':
    'https://backend.gas.zip/v2/deposit/0x6797de406deb83610d2465a5c68cf72a30c79aff98269ac04c3d748e4f4c3c04',
  '/gas/api/outbound':
    'https://backend.gas.zip/v2/outbound/0x1552599e6fcebef44c0caf6753d4957ab53881036b087065bad68c626d51a8c4',
  '/gas/api/search':
    'https://backend.gas.zip/v2/search/0x6797de406deb83610d2465a5c68cf72a30c79aff98269ac04c3d748e4f4c3c04',
  '/gas/api/quote': 'https://backend.gas.zip/v2/quotes/1/600000000000000/42161,10',
  '/gas/api/quote-reverse': 'https://backend.gas.zip/v2/quoteReverse/1/1000000000000000/10',
  '/gas/api/call-data': `https://backend.gas.zip/v2/quotes/1/600000000000000/42161,10?to=${sender}&from=${sender}`,
}

const html = (route: string) => readFileSync(join(distDir, route.slice(1), 'index.html'), 'utf8')
const markdown = (route: string) => readFileSync(join(distDir, markdownPagePath(route)), 'utf8')

/** The text of an HTML fragment as a reader sees it: tags out, character references read. */
const textOf = (fragment: string) =>
  fragment
    .replace(/<[^>]*>/g, '')
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&')

/** The samples block of a page: its tab names and the text of each panel. */
function samplesOf(page: string): { tabs: string[]; panels: string[] } {
  const start = page.indexOf('<div class="api-samples"')
  if (start < 0) return { tabs: [], panels: [] }
  // The block ends where its <div> closes.
  let depth = 0
  let end = start
  for (const tag of page.slice(start).matchAll(/<(\/?)div[\s>]/g)) {
    depth += tag[1] ? -1 : 1
    if (depth === 0) {
      end = start + tag.index
      break
    }
  }
  const block = page.slice(start, end)
  const tabs = [...block.matchAll(/<button[^>]*role="tab"[^>]*>([^<]*)<\/button>/g)].map((match) => match[1] ?? '')
  const panels = block
    .split(/<div role="tabpanel"[^>]*>/)
    .slice(1)
    .map(textOf)
  return { tabs, panels }
}

describe('request samples in the built pages', () => {
  it.each(Object.entries(requests))('%s shows the request in cURL, Python and TypeScript', (route, url) => {
    const { tabs, panels } = samplesOf(html(route))
    expect(tabs).toEqual(['cURL', 'Python', 'TypeScript'])
    const [curl = '', python = '', typescript = ''] = panels
    expect(curl).toContain(`curl -sS --fail-with-body '${url}'`)
    expect(python).toContain(`url = "${url}"`)
    expect(python).toContain('urllib.request.urlopen(request, timeout=30)')
    expect(typescript).toContain(`const url = '${url}'`)
    expect(typescript).toContain('await fetch(url')
  })

  it.each(Object.entries(requests))('%s.md holds the three samples as fenced blocks', (route, url) => {
    const page = markdown(route)
    expect(page).toContain(`\`\`\`bash [cURL]\ncurl -sS --fail-with-body '${url}'\n\`\`\``)
    expect(page).toContain(`\`\`\`python [Python]\nimport json\nimport urllib.request\n\nurl = "${url}"`)
    expect(page).toContain(`\`\`\`ts [TypeScript]\nconst url = '${url}'`)
  })

  it('shows no samples for /quoteToken, whose HTTP method the reference does not state', () => {
    expect(samplesOf(html('/gas/api/quote-token')).tabs).toEqual([])
    expect(markdown('/gas/api/quote-token')).not.toContain('[Python]')
  })
})
