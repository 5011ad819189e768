import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { type ComponentType, createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { markdownPagePath } from '../../docs/lib/markdown/markdownPagePath.ts'
import { siteUrl } from '../../docs/lib/site/site.ts'
import { linkProblems } from '../../tooling/checks/links.ts'
import { sourceHeadingIds } from '../../tooling/checks/sourceChecks.ts'
import { originalIcons } from '../../tooling/iconMasks.ts'
import { resolveRequest } from '../../tooling/previewServer.ts'
import { distDir, listPageRoutes, outputFilesFor, pagesDir } from '../../tooling/routes.ts'

if (!existsSync(join(distDir, 'index.html'))) throw new Error('no build in docs/dist: run `npm run build:deploy` first')

const routes = listPageRoutes()
const htmlOf = (file: string) => readFileSync(file, 'utf8')
/** The main chunk a built page starts, as its page starter names it. */
const entryScriptOf = (html: string) => /<script data-entry="([^"]+)"/.exec(html)?.[1]
const idsIn = (html: string) => new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1] ?? ''))
/** The ids of every built page, by route. */
const builtIds = new Map(routes.map(({ path }) => [path, idsIn(htmlOf(join(distDir, outputFilesFor(path).clean)))]))
/** Links a reader can follow inside the page content, header, sidebar and footer. */
const internalLinks = (html: string) =>
  [...html.matchAll(/<a\s[^>]*href="(\/[^"]*)"/g)]
    .map((match) => (match[1] ?? '').replace(/&amp;/g, '&'))
    .filter((href) => !href.startsWith('//'))

describe('built site', () => {
  it.each(routes.map((route) => [route.path] as const))('every internal link and #anchor on %s resolves', (path) => {
    const html = htmlOf(join(distDir, outputFilesFor(path).clean))
    const isFile = (target: string) => resolveRequest(distDir, target) !== undefined
    expect(linkProblems(path, internalLinks(html), builtIds, isFile)).toEqual([])
  })

  it("gives every heading of a page's source the id npm run check expects links to use", () => {
    const missing = routes.flatMap(({ path, file }) =>
      [...sourceHeadingIds(readFileSync(join(pagesDir, file), 'utf8'))]
        .filter((id) => !builtIds.get(path)?.has(id))
        .map((id) => `${path}#${id}`),
    )
    expect(missing).toEqual([])
  })

  it('every page holds its first paint until the opening of its article is parsed', () => {
    const problems: string[] = []
    for (const { path } of routes) {
      const html = htmlOf(join(distDir, outputFilesFor(path).clean))
      const head = html.slice(0, html.indexOf('</head>'))
      const links = [...head.matchAll(/<link rel="expect" href="#([^"]+)" blocking="render">/g)]
      const article = html.indexOf('<article')
      const target = links[0]?.[1] ? html.indexOf(` id="${links[0][1]}"`, article) : -1
      // A page whose article has no element with an id after its first paragraph waits for the
      // marker after the app's root: the whole page.
      const idAfterOpening = [
        ...html.slice(html.indexOf('</p>', article), html.indexOf('</article>')).matchAll(/\sid="/g),
      ]
      if (links.length !== 1) problems.push(`${path}: ${links.length} render-blocking links`)
      else if (idAfterOpening.length === 0) {
        if (links[0]?.[1] !== 'page-parsed' || target < html.indexOf('</article>'))
          problems.push(`${path}: a short article that does not wait for the page's end`)
      } else if (target < 0 || target > html.indexOf('</article>'))
        problems.push(`${path}: #${links[0]?.[1]} is not in the article`)
      else if (target < html.indexOf('</p>', article))
        problems.push(`${path}: #${links[0]?.[1]} comes before the first paragraph ends`)
    }
    expect(problems).toEqual([])
  })

  it('code blocks reach the browser as HTML, not one element per token', () => {
    // A highlighted line is a `span.line` in the page; as a React element in a chunk it would be
    // written `className:"line"`. The blocks' HTML travels in `data-html` instead.
    const chunks = readdirSync(join(distDir, 'assets')).filter((name) => name.endsWith('.js'))
    const tokenElements = chunks.filter((name) => htmlOf(join(distDir, 'assets', name)).includes('className:"line"'))
    expect(tokenElements).toEqual([])
    expect(
      chunks.filter((name) => htmlOf(join(distDir, 'assets', name)).includes('"data-html"')).length,
    ).toBeGreaterThan(10)
    const page = htmlOf(join(distDir, outputFilesFor('/layerzero/v2/code-examples/completeFlow').clean))
    expect(page).not.toContain('data-html')
    expect((page.match(/<span class="line"/g) ?? []).length).toBeGreaterThan(100)
  })

  it("no page carries the chrome's icons as SVG markup, and the stylesheet shapes every icon a page shows", async () => {
    // The first path of each original icon, as React wrote it into every page before.
    const icons = await originalIcons()
    const paths = Object.entries(icons).map(([name, component]) => {
      const d = /<path[^>]* d="([^"]+)"/.exec(renderToStaticMarkup(createElement(component as ComponentType)))?.[1]
      if (!d) throw new Error(`${name} renders no path`)
      return [name, d] as const
    })
    const stylesheets = readdirSync(join(distDir, 'assets'))
      .filter((name) => name.endsWith('.css'))
      .map((name) => htmlOf(join(distDir, 'assets', name)))
      .join('\n')
    const problems: string[] = []
    for (const { path } of routes) {
      const html = htmlOf(join(distDir, outputFilesFor(path).clean))
      for (const [name, d] of paths) if (html.includes(d)) problems.push(`${path}: the ${name} icon as markup`)
      const shown = new Set([...html.matchAll(/data-icon="(\w+)"/g)].map((match) => match[1]))
      if (shown.size === 0) problems.push(`${path}: no icon drawn by the stylesheet`)
      for (const name of shown)
        if (
          !new RegExp(`\\[data-icon="?${name}"?\\]\\{--icon-shape:url\\("data:image/svg\\+xml,<svg `).test(stylesheets)
        )
          problems.push(`${path}: no shape for the ${name} icon`)
    }
    expect(problems).toEqual([])
  })

  it("the header's logo is drawn in the page, so no page requests an image before its first paint", () => {
    const problems: string[] = []
    let drawn = 0
    for (const { path } of routes) {
      const html = htmlOf(join(distDir, outputFilesFor(path).clean))
      for (const image of html.match(/<img\s[^>]*>/g) ?? []) problems.push(`${path}: ${image.slice(0, 60)}`)
      const logos = html.match(/<span class="[^"]*vocs_Logo[^"]*"><svg [^>]*aria-label="Gas.zip"/g) ?? []
      if (logos.length % 2 !== 0) problems.push(`${path}: a logo without its other theme`)
      drawn += logos.length
    }
    expect(problems).toEqual([])
    expect(drawn).toBeGreaterThan(routes.length)
  })

  it('sitemap.xml lists every public route with an absolute URL', () => {
    const sitemap = htmlOf(join(distDir, 'sitemap.xml'))
    const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])
    expect(locations.sort()).toEqual(routes.map(({ path }) => `${siteUrl}${path}`).sort())
    for (const location of locations) expect(location).toMatch(/^https:\/\//)
  })

  it('robots.txt allows crawling and points to the sitemap', () => {
    const robots = htmlOf(join(distDir, 'robots.txt'))
    expect(robots).toMatch(/^User-agent: \*$/m)
    expect(robots).toMatch(/^Allow: \/$/m)
    expect(robots).toContain(`Sitemap: ${siteUrl}/sitemap.xml`)
  })

  it('llms.txt is built and links every page', () => {
    const llms = htmlOf(join(distDir, 'llms.txt'))
    expect(llms).toContain('Gas.zip')
    // The whole link target: a bare path would also match inside a longer one (/overview in /gas/overview).
    for (const { path } of routes.filter((route) => route.path !== '/'))
      expect(llms, path).toContain(`](${siteUrl}${markdownPagePath(path)})`)
  })

  it('every page declares its title, description, canonical URL and share image', () => {
    for (const { path } of routes) {
      const html = htmlOf(join(distDir, outputFilesFor(path).clean))
      expect(html, path).toMatch(/<title>[^<]+<\/title>/)
      expect(html, path).toMatch(/<meta name="description" content="[^"]+"/)
      expect(html, path).toContain(`<link rel="canonical" href="${siteUrl}${path === '/' ? '/' : path}"/>`)
      expect(html, path).toMatch(/<meta property="og:image" content="https:\/\/[^"]+"/)
      expect(html, path).toMatch(/<meta property="twitter:image" content="https:\/\/[^"]+"/)
    }
  })
  it('every page has one main landmark, and the page heading is inside it', () => {
    for (const { path } of routes) {
      const html = htmlOf(join(distDir, outputFilesFor(path).clean))
      expect(html.match(/<main\b/g)?.length, path).toBe(1)
      const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'))
      expect(main, path).toMatch(/<main id="vocs-content"/)
      expect(main, path).toMatch(/<h1\b/)
    }
  })
  it('prerenders code as written, even a template literal that starts with $$', () => {
    // The API guide's code prints `$${minUsdPerChain}`: a dollar sign, then the value.
    const html = htmlOf(join(distDir, outputFilesFor('/gas/api/guide').clean))
    expect(html).toContain('is outside the limits of $${')
  })

  it("the main bundle lists the routes without their pages' sources, and leaves the menus it never shows to their own chunks", () => {
    const entry = entryScriptOf(htmlOf(join(distDir, outputFilesFor('/overview').clean)))
    expect(entry).toBeTruthy()
    const bundle = readFileSync(join(distDir, entry ?? ''), 'utf8')
    const routeEntries = [...bundle.matchAll(/filePath:"[^"]+",([a-zA-Z]+):/g)].map((match) => match[1])
    expect(routeEntries.length).toBeGreaterThanOrEqual(routes.length)
    expect(new Set(routeEntries)).toEqual(new Set(['lastUpdatedAt']))
    for (const chunk of ['TwoslashPopover', 'SearchDialog'])
      expect(bundle, chunk).toMatch(new RegExp(`import\\("\\./${chunk}-[^"]+\\.js"\\)`))
  })

  it('the main bundle leaves out the libraries the site does without', () => {
    const entry = entryScriptOf(htmlOf(join(distDir, outputFilesFor('/overview').clean))) ?? ''
    const bundle = readFileSync(join(distDir, entry), 'utf8')
    // A string each library's code carries into any bundle that holds it.
    const markers = {
      'react-intersection-observer': 'trackVisibility',
      picomatch: 'Expected pattern to be a non-empty string',
      '@noble/hashes': '1116352408', // SHA-256's first round constant
      "Radix' navigation menu": '"NavigationMenu"',
      "Radix' accordion": '"Accordion"',
      "Radix' dropdown menu": '"DropdownMenu"',
      "Radix' popover and Floating UI": 'data-radix-popper-content-wrapper',
    }
    for (const [library, marker] of Object.entries(markers)) expect(bundle.includes(marker), library).toBe(false)
  })

  it('no browser chunk holds a regular-expression lookbehind, which Safari before 16.4 cannot parse', () => {
    const scripts = readdirSync(join(distDir, 'assets')).filter((file) => file.endsWith('.js'))
    expect(scripts.length).toBeGreaterThan(10)
    expect(scripts.filter((file) => /\(\?<[=!]/.test(readFileSync(join(distDir, 'assets', file), 'utf8')))).toEqual([])
  })

  it('serves no query-state library: the search dialog keeps ?q= itself', () => {
    const scripts = readdirSync(join(distDir, 'assets')).filter((file) => file.endsWith('.js'))
    expect(scripts.length).toBeGreaterThan(10)
    expect(scripts.filter((file) => readFileSync(join(distDir, 'assets', file), 'utf8').includes('nuqs'))).toEqual([])
  })
})
