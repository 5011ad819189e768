import type { SidebarItem } from 'vocs'
import { usd } from '../../docs/lib/rules/rules.ts'
import { maxUsdPerChain, minUsdPerChain } from '../../docs/snippets/api/verdict.ts'
import { sidebar, unlistedRoutes } from '../../sidebar.ts'
import { axeViolations } from '../support/axe.ts'
import { findClippedText } from '../support/clipping.ts'
import { darkSamples } from '../support/darkSamples.ts'
import { siteFontsLoaded } from '../support/fonts.ts'
import { layoutSamples } from '../support/layoutSamples.ts'
import { layoutShiftSoFar } from '../support/layoutShift.ts'
import { readPages } from '../support/pages.ts'
import { firstAndLargestPaint } from '../support/paints.ts'
import { prettyPreviewPort } from '../support/previewPorts.ts'
import { deepLinkTargets, landsOnHeading, measureHeading } from '../support/sectionLanding.ts'
import { tokensBrokenAcrossLines } from '../support/tokens.ts'
import { expect, type Page, test } from './fixtures.ts'

/** The banner's deposit limits, from the constants the guides enforce. */
const depositLimits = `${usd(minUsdPerChain)} to ${usd(maxUsdPerChain)}`

/**
 * Every route at every width a reader uses, in one visit each. The visits at 320 px go to the
 * preview server in pretty-URL mode (`/x` answers with `x.html`, as on GitHub Pages, Netlify
 * and Cloudflare Pages), the others to the deploy host's answers (`/x` → `x/index.html`), so
 * every route loads from both of its files, there in a browser that blocks site storage. The
 * widths between the phone and desktop layouts, and the wide screen, open a sample of routes
 * that holds every element a style rule switches for there, and the phone scans that sample
 * for accessibility (tests/support/layoutSamples.ts); a closed banner is tested at both
 * layouts in chrome.spec.ts. The visit collects every
 * property that belongs to a route rather than to a behaviour:
 * - nothing fails on load: no page error, console error, failed request or error status, also
 *   with site storage blocked (where reading `localStorage` throws);
 * - the app hydrates (the fixture waits for the mark and fails the test if it never comes)
 *   and keeps the page's templated title,
 *   and no script, resource or connection leaves the Content Security Policy (the fixture);
 * - nothing moves while the page loads (layout shift, banner shown or closed), and every table
 *   of the article shows once it has loaded;
 * - on phones, no text is cut off, nothing scrolls sideways and API tables fit;
 * - at every width no value a reader copies (inline code: addresses, hashes, URLs, identifiers)
 *   is split across lines; the home page holds every path on its first screen, without the
 *   article tools; on phones the outbound chain list stays a compact table;
 * - a link to a section lands on its heading (the visit opens the route at a mid-page h2); a
 *   page opened at its top paints its largest content in its first paint;
 * - where the outline shows, the "On this page" panel is absent or lists sections;
 * - the sidebar (below the desktop layout, in the menu) marks where the reader is, as sidebar.ts
 *   places the route: the current page's link and its sections, or an unlisted page's section;
 * - axe-core finds no WCAG 2.1 A/AA violation in the light theme (every route at 1440 px, the
 *   layout samples at 390, 768 and 1280 px), nor, once the system scheme turns dark on the open
 *   page, in the dark theme: the same samples below 1440 px, and at 1440 px the routes that
 *   together hold every color context of the site (tests/support/darkSamples.ts).
 * Each property is a soft assertion named after it, so one failing visit reports every
 * property it broke, with the route and the width in the test's title.
 */

const pages = readPages()
const routes = pages.map(({ path }) => path)
const titleTemplate = '%s · Gas.zip Docs'
const titles = new Map(pages.map(({ path, title }) => [path, titleTemplate.replace('%s', title)]))
const sections = new Map(deepLinkTargets().map(({ path, id }) => [path, id]))

type Width = {
  width: number
  height: number
  routes: string[]
  banner: 'shown' | 'closed'
  /** Phone checks: clipped text, sideways scrolling, API tables. */
  phone: boolean
  deepLink: boolean
  /** The outline ("On this page") shows beside the article. */
  outline: boolean
  /** The routes axe scans at this width: every route at 1440 px, a sample below it. */
  axe: string[]
  /** The routes of `axe` it scans again in the dark theme. */
  dark: string[]
  /** Which host's answers: the deploy host's, or a pretty-URL host's. */
  host: 'deploy' | 'pretty'
  /** Site storage blocked, as in a browser that blocks all cookies: reading `localStorage` throws. */
  storage: 'allowed' | 'blocked'
}

const widths: Width[] = [
  // The narrowest phone opens every route from the `.html` copies a pretty-URL host answers
  // with, in a browser that blocks site storage: every route must hydrate there too (the
  // banner cannot be closed for good, so it shows).
  {
    width: 320,
    height: 800,
    routes,
    banner: 'shown',
    phone: true,
    deepLink: false,
    outline: false,
    axe: [],
    dark: [],
    host: 'pretty',
    storage: 'blocked',
  },
  {
    width: 390,
    height: 844,
    routes,
    banner: 'shown',
    phone: true,
    deepLink: true,
    outline: false,
    axe: layoutSamples[390],
    dark: layoutSamples[390],
    host: 'deploy',
    storage: 'allowed',
  },
  {
    width: 768,
    height: 1024,
    routes: layoutSamples[768],
    banner: 'shown',
    phone: false,
    deepLink: false,
    outline: false,
    axe: layoutSamples[768],
    dark: layoutSamples[768],
    host: 'deploy',
    storage: 'allowed',
  },
  {
    width: 1280,
    height: 800,
    routes: layoutSamples[1280],
    banner: 'closed',
    phone: false,
    deepLink: false,
    outline: false,
    axe: layoutSamples[1280],
    dark: layoutSamples[1280],
    host: 'deploy',
    storage: 'allowed',
  },
  {
    width: 1440,
    height: 900,
    routes,
    banner: 'shown',
    phone: false,
    deepLink: true,
    outline: true,
    axe: routes,
    dark: darkSamples(routes),
    host: 'deploy',
    storage: 'allowed',
  },
  // No style rule changes above 1280 px (tests/built/breakpoints.test.ts), so a wide monitor
  // shows what 1440 px shows, larger: axe and the route walk run at 1440 px, and the wide
  // screen loads the compact desktop's sample.
  {
    width: 1920,
    height: 1080,
    routes: layoutSamples[1280],
    banner: 'shown',
    phone: false,
    deepLink: false,
    outline: true,
    axe: [],
    dark: [],
    host: 'deploy',
    storage: 'allowed',
  },
]

// The outbound chain table asks the live Gas.zip API once; this machine has no internet, so
// that request is answered with a network error, and the page says it shows the snapshot
// (the live answer and its failures are tested in chains.spec.ts).
const liveApi = 'https://backend.gas.zip/'

/** Collects what goes wrong while a page loads: page errors, console errors, failed requests, error statuses. */
function watchLoadProblems(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.location().url.startsWith(liveApi))
      problems.push(`console error: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
  page.on('requestfailed', (request) => {
    if (request.url().startsWith(liveApi)) return
    // Links in view prefetch their pages when the browser is idle; leaving the page
    // cancels those loads (net::ERR_ABORTED). That is not a failure.
    if (request.failure()?.errorText === 'net::ERR_ABORTED') return
    problems.push(`request failed: ${request.url()} (${request.failure()?.errorText})`)
  })
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} for ${response.url()}`)
  })
  return problems
}

type Marks = { current: string[]; sections: string[] }

/** A listed route's marks in the sidebar: its link, and the labels of the sections that hold it. */
function listedMarks(items: readonly SidebarItem[], route: string): Marks | undefined {
  for (const item of items) {
    if (item.link === route) return { current: [route], sections: [] }
    const inner = listedMarks(item.items ?? [], route)
    if (inner) return { current: inner.current, sections: [item.text, ...inner.sections] }
  }
  return undefined
}

/** Where the sidebar says the reader is on a route (sidebar.ts): a listed page, or an unlisted page's place. */
const expectedMarks = (route: string): Marks =>
  listedMarks(sidebar, route) ?? { current: [], sections: [...(unlistedRoutes[route] ?? [])] }

/** Tables in the article that are wider than the screen or scroll sideways. */
function wideTables() {
  return [...document.querySelectorAll('article table')].flatMap((table) => {
    const box = table.getBoundingClientRect()
    const fits = box.right <= document.documentElement.clientWidth + 1 && table.scrollWidth <= table.clientWidth + 1
    return fits ? [] : [`${table.querySelector('caption')?.textContent ?? 'table'}: ${table.scrollWidth} px`]
  })
}

for (const viewport of widths) {
  const hostLabel = `${viewport.host === 'pretty' ? ', pretty URLs' : ''}${viewport.storage === 'blocked' ? ', storage blocked' : ''}`
  // The deploy host's answers come from the suite's base URL; a pretty-URL host's from its own server.
  const origin = viewport.host === 'pretty' ? `http://127.0.0.1:${prettyPreviewPort}` : ''
  test.describe(`at ${viewport.width} px, banner ${viewport.banner}${hostLabel}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height }, colorScheme: 'light' })
    for (const path of viewport.routes) {
      const section = viewport.deepLink ? sections.get(path) : undefined
      test(`${path}${section ? `#${section}` : ''}`, async ({ page }) => {
        // axe checks the contrast of every highlighted token, twice: the longest code pages
        // take many seconds on a busy machine.
        test.setTimeout(120_000)
        await page.route(`${liveApi}**`, (route) => route.abort('internetdisconnected'))
        if (viewport.banner === 'closed') await page.addInitScript(() => localStorage.setItem('banner', 'false'))
        if (viewport.storage === 'blocked')
          await page.addInitScript(() => {
            for (const area of ['localStorage', 'sessionStorage'])
              Object.defineProperty(window, area, {
                configurable: true,
                get() {
                  throw new DOMException('The operation is insecure.', 'SecurityError')
                },
              })
          })
        const problems = watchLoadProblems(page)

        await page.goto(`${origin}${path}${section ? `#${section}` : ''}`, { waitUntil: 'networkidle' })
        await page.evaluate(siteFontsLoaded)
        await expect(page.locator('h1').first(), 'the page heading').toBeVisible()
        // The prerendered title is tested in the built HTML; the app sets it again once it runs.
        await expect.soft(page, 'the title after hydration').toHaveTitle(titles.get(path) ?? '')
        // Phones show the banner's one-line form, wider screens its sentence (vocs.config.ts).
        const banner = page.getByText(
          viewport.width < 641 ? `${depositLimits} per chain:` : `Deposits must be worth ${depositLimits}`,
        )
        if (viewport.banner === 'shown') await expect.soft(banner, 'the banner').toBeVisible()
        else await expect.soft(banner, 'the closed banner').toBeHidden()
        if (path === '/gas/chain-support/outbound')
          await expect
            .soft(
              page.locator('[data-chain-source="snapshot"] [data-source-message="snapshot"]'),
              'the snapshot notice',
            )
            .toBeVisible()

        // A table is kept out of the layout only while the page is still arriving (docs/styles.css).
        const hiddenTables = await page.evaluate(() =>
          [...document.querySelectorAll('article table')].flatMap((table, index) =>
            getComputedStyle(table).display === 'none' ? [`table ${index + 1}`] : [],
          ),
        )
        expect.soft(hiddenTables, 'tables hidden once the page has loaded').toEqual([])
        const shift = await page.evaluate(layoutShiftSoFar)
        expect.soft(shift.sum, `layout shift (moved: ${shift.sources.join(', ')})`).toBeLessThan(0.01)

        if (section) {
          const placement = await page.evaluate(measureHeading, section)
          expect.soft(landsOnHeading(placement), `lands on #${section}: ${JSON.stringify(placement)}`).toBe(true)
        } else {
          // Opened at its top, a page shows its largest content in its first paint: nothing the
          // reader needs on the first screen comes in a later frame (framework/build/firstScreen.ts).
          const paints = await page.evaluate(firstAndLargestPaint)
          expect
            .soft(paints.largest - paints.first, `the largest paint (${paints.element}) after the first, ms`)
            .toBeLessThan(1)
        }

        // A value a reader copies (address, hash, URL, identifier) is never split across lines.
        expect.soft(await page.evaluate(tokensBrokenAcrossLines), 'values broken mid-token').toEqual([])
        if (path === '/') {
          // The home page routes: every path is on the first screen, and it has no article tools.
          // Each card's title, its first link.
          const paths = await page.locator('nav.home-paths li').evaluateAll((cards) =>
            cards.flatMap((card) => {
              const title = card.querySelector('a')
              return !title || title.getBoundingClientRect().bottom > window.innerHeight ? [card.textContent] : []
            }),
          )
          expect.soft(paths, 'paths below the first screen').toEqual([])
          expect.soft(await page.locator('nav.home-paths li').count(), 'paths on the home page').toBeGreaterThan(4)
          await expect.soft(page.locator('.copy-page'), 'article tools on the home page').toHaveCount(0)
        }
        if (path === '/gas/chain-support/outbound' && viewport.phone) {
          // Four short columns stay a table on a phone, one line a chain: rows of one or two
          // lines, and at 390 px and up the whole width of the table on screen.
          const rows = await page.evaluate(() => {
            const table = document.querySelector('[data-chain-group] ') as HTMLTableElement | null
            const heights = [...(table?.querySelectorAll('tbody tr') ?? [])].map(
              (row) => row.getBoundingClientRect().height,
            )
            heights.sort((a, b) => a - b)
            return {
              median: heights[Math.floor(heights.length / 2)] ?? 0,
              sideways: table ? table.scrollWidth - table.clientWidth : 0,
            }
          })
          expect.soft(rows.median, 'the median height of an outbound row, px').toBeLessThanOrEqual(40)
          if (viewport.width >= 390)
            expect.soft(rows.sideways, 'the outbound table scrolls sideways, px').toBeLessThanOrEqual(0)
        }

        if (viewport.phone) {
          expect.soft(await page.evaluate(findClippedText), 'text cut off').toEqual([])
          const sideways = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          )
          expect.soft(sideways, 'sideways scrolling, px').toBeLessThanOrEqual(0)
          if (path.startsWith('/gas/api/'))
            expect.soft(await page.evaluate(wideTables), 'tables wider than the screen').toEqual([])
        }
        if (viewport.outline) {
          const panels = page.locator('aside nav:has(h2:text-is("On this page"))')
          for (const panel of await panels.all())
            expect.soft(await panel.getByRole('link').count(), 'links in "On this page"').toBeGreaterThan(0)
        }

        if (viewport.axe.includes(path)) expect.soft(await axeViolations(page), 'axe, light theme').toEqual([])
        if (viewport.dark.includes(path)) {
          // A reader without a stored choice follows the system scheme on the open page.
          await page.emulateMedia({ colorScheme: 'dark' })
          await expect(page.locator('html'), 'the dark theme').toHaveClass(/\bdark\b/)
          // Colours fade to the new theme (CSS transitions): jump each to its end and scan the
          // colours it ends on (waiting for them to finish could hang on a transition the page
          // never advances).
          await page.evaluate(() => {
            for (const animation of document.getAnimations()) if (animation instanceof CSSTransition) animation.finish()
          })
          expect.soft(await axeViolations(page), 'axe, dark theme').toEqual([])
        }

        // The sidebar shows where the reader is: the current page's link and the section headers
        // that hold it, or on an unlisted page those of its place. Below Vocs' 1080 px desktop
        // layout it opens from the first menu button (the top bar's on phones, the page bar's on
        // tablets; a page with neither has no sidebar). A marked header looks unlike every header
        // that is not marked.
        const inMenu = viewport.width < 1080
        const navigation = inMenu
          ? page.getByRole('dialog').getByRole('navigation')
          : page.locator('.vocs_DocsLayout_gutterLeft nav')
        const menus = page.getByRole('button', { name: /^Menu/ }).filter({ visible: true })
        if (inMenu && (await menus.count()) > 0) {
          await menus.first().click()
          await expect(navigation, 'the navigation in the menu').toBeVisible()
        }
        const [marks] = await navigation.evaluateAll((navs) =>
          navs.map((nav) => {
            const headers = [...nav.querySelectorAll('.vocs_Sidebar_sectionHeader')].map((header) => ({
              text: header.firstElementChild?.textContent ?? '',
              marked: header.hasAttribute('data-active'),
              color: header.firstElementChild ? getComputedStyle(header.firstElementChild).color : '',
            }))
            const unmarkedColors = headers.filter((header) => !header.marked).map((header) => header.color)
            return {
              current: [...nav.querySelectorAll('a[aria-current="page"]')].map((link) => link.getAttribute('href')),
              sections: headers.filter((header) => header.marked).map((header) => header.text),
              unseen: headers.filter((header) => header.marked && unmarkedColors.includes(header.color)),
            }
          }),
        )
        const { unseen = [], ...shown } = marks ?? { current: [], sections: [] }
        expect.soft(shown, "the sidebar's marks of where the reader is").toEqual(expectedMarks(path))
        expect.soft(unseen, 'marked section headers coloured as unmarked ones').toEqual([])

        if (viewport.storage === 'blocked') expect.soft(problems, 'errors on load with storage blocked').toEqual([])
        else expect.soft(problems, 'errors on load').toEqual([])
      })
    }
  })
}
