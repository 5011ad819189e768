import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { readPages, visibleText } from '../support/pages.ts'
import {
  problemsOf,
  reload,
  setViewportWidth,
  startWebKit,
  stopWebKit,
  visit,
  type WebKit,
  waitFor,
  waitForHydration,
} from './browser.ts'
import { Key, type WebDriverSession } from './webdriver.ts'

/**
 * Smoke tests in WebKit, the engine of Safari and of every browser on iPhone and iPad: every
 * route loads and hydrates at phone and desktop widths without an error or a policy
 * violation, shows its heading and the same text as its prerendered HTML, and, on a phone,
 * does not scroll sideways; search opens from the keyboard and finds pages; the theme
 * choice survives a reload; the sidebar navigates without a full page load; an unknown
 * URL shows the not-found screen; the calldata builder rejects a bad address and builds
 * calldata from a good one.
 */

const pages = readPages()
let webkit: WebKit
let session: WebDriverSession

beforeAll(async () => {
  webkit = await startWebKit(inject('webkitDriverUrl'), inject('previewUrl'))
  session = webkit.session
  // The suite relies on the browser collating differently from the prerender (Node, en-US):
  // that is what exposes a page that sorts or formats with the default locale.
  const order = await session.execute(() => ['Base', 'BSC'].sort((a, b) => a.localeCompare(b)))
  if (order[0] !== 'BSC')
    throw new Error(`WebKit collates like the prerender (${order.join(', ')}); the POSIX locale did not take effect`)
})
afterAll(async () => {
  await stopWebKit(webkit)
})

/** Opens `path` at `width` px and waits until React has taken the page over. */
async function open(path: string, width = 1440) {
  await setViewportWidth(webkit, width)
  await visit(webkit, path)
  await waitForHydration(webkit)
}

const h1Text = () => session.execute(() => document.querySelector('h1')?.innerText.trim())

/**
 * Runs in the page. Compares the text of the article with the article of the HTML the
 * server sent; returns undefined when they are the same, else where they part. The live
 * outbound chain list is left out: it may replace the snapshot rows with the API's.
 */
async function articleDiffersFromServed(): Promise<string | undefined> {
  const textOf = (root: Document) => {
    const article = root.querySelector('article')?.cloneNode(true) as HTMLElement | undefined
    if (!article) return undefined
    for (const live of article.querySelectorAll('[data-chain-table-interactive="outbound"]')) live.remove()
    return (article.textContent ?? '').replace(/\s+/g, ' ').trim()
  }
  const html = await (await fetch(location.href)).text()
  const served = textOf(new DOMParser().parseFromString(html, 'text/html'))
  const shown = textOf(document)
  if (served === undefined || shown === undefined) return 'the served HTML or the page has no article'
  if (served === shown) return undefined
  let at = 0
  while (served[at] === shown[at]) at += 1
  const around = (text: string) => JSON.stringify(text.slice(Math.max(0, at - 30), at + 60))
  return `the article's text parts from the served HTML at character ${at}: served ${around(served)}, shown ${around(shown)}`
}

/** Runs in the page: how far the page scrolls sideways, in CSS pixels. */
const sidewaysOverflow = () => document.documentElement.scrollWidth - document.documentElement.clientWidth

describe('in WebKit', () => {
  for (const width of [390, 1440]) {
    it(`every route at ${width} px hydrates with its heading, its prerendered text and no error`, async () => {
      await setViewportWidth(webkit, width)
      const failures: string[] = []
      for (const { path, h1 } of pages) {
        await visit(webkit, path)
        try {
          await waitForHydration(webkit)
        } catch (error) {
          failures.push(`${path}: ${error instanceof Error ? error.message : String(error)}`)
          continue
        }
        const { errors, violations } = await problemsOf(webkit)
        for (const error of errors) failures.push(`${path}: ${error}`)
        for (const violation of violations) failures.push(`${path}: policy violation: ${violation}`)
        const shown = await h1Text()
        if (shown !== visibleText(h1)) failures.push(`${path}: h1 is "${shown}", expected "${visibleText(h1)}"`)
        const difference = await session.execute(articleDiffersFromServed)
        if (difference) failures.push(`${path}: ${difference}`)
        if (width === 390) {
          const overflow = await session.execute(sidewaysOverflow)
          if (overflow > 0) failures.push(`${path}: scrolls ${overflow} px sideways`)
        }
      }
      expect(failures).toEqual([])
    })
  }

  it('"/" opens search with the field focused, and typing finds pages', async () => {
    await open('/overview')
    await session.pressKeys('/')
    await waitFor('the search field to have the focus', () =>
      session.execute(() => document.activeElement?.matches('dialog[open] input[type="search"]') ?? false),
    )
    await session.pressKeys('deposit')
    const options = await waitFor('search results', () =>
      session.execute(() => document.querySelectorAll('dialog[open] [role="option"]').length),
    )
    expect(options).toBeGreaterThan(1)
    expect(
      await session.execute(() => document.querySelector<HTMLInputElement>('dialog[open] input[type="search"]')?.value),
    ).toBe('deposit')
    expect(await problemsOf(webkit)).toEqual({ errors: [], violations: [] })
  })

  it('the theme switch changes the theme, and the choice survives a reload', async () => {
    await open('/gas/overview')
    const dark = () => session.execute(() => document.documentElement.classList.contains('dark'))
    const before = await dark()
    const label = before ? 'Light Mode' : 'Dark Mode'
    await session.click(await session.findElement(`button:has([aria-label="${label}"])`))
    await waitFor('the theme to change', async () => (await dark()) !== before)
    expect(await problemsOf(webkit)).toEqual({ errors: [], violations: [] })
    await reload(webkit)
    await waitForHydration(webkit)
    expect(await dark()).toBe(!before)
    expect(await problemsOf(webkit)).toEqual({ errors: [], violations: [] })
  })

  it('a sidebar link opens its page without a full page load', async () => {
    await open('/gas/overview')
    await session.execute(() => {
      ;(window as Window & { stayed?: boolean }).stayed = true
    })
    await session.click(await session.findElement('aside nav a[href="/gas/api/quote"]'))
    await waitFor('the Quote page', () =>
      session.execute(
        () => location.pathname === '/gas/api/quote' && document.querySelector('h1')?.textContent === 'Quote',
      ),
    )
    expect(await session.execute(() => (window as Window & { stayed?: boolean }).stayed)).toBe(true)
    expect(await problemsOf(webkit)).toEqual({ errors: [], violations: [] })
  })

  it('an unknown URL shows the not-found screen', async () => {
    await open('/this/page/does-not-exist')
    expect(await h1Text()).toBe('Page Not Found')
    expect(await problemsOf(webkit)).toEqual({ errors: [], violations: [] })
  })

  it('on a phone, the calldata builder rejects a short address and builds calldata from a good one', async () => {
    await open('/gas/code-examples/evm-deposit/direct-forwarder', 390)
    const builder = '[data-testid="calldata-builder"]'
    await session.sendKeys(await session.findElement(`${builder} input[role="combobox"]`), `Arbitrum One${Key.enter}`)
    await waitFor('Arbitrum One to be picked', () =>
      session.execute(() => document.querySelector('[aria-label="Remove Arbitrum One"]') !== null),
    )
    const address = await session.findElement(`${builder} input[id$="-address"]`)
    // One hex digit short of an EVM address.
    await session.sendKeys(address, '0x7Ed2A81B7054Dc5D393234B7a3A33B9ba125cAc')
    const message = await waitFor('the address to be rejected', () =>
      session.execute(() => {
        const input = document.querySelector('[data-testid="calldata-builder"] input[id$="-address"]')
        return input?.getAttribute('aria-invalid') === 'true'
          ? document.getElementById(`${input.id}-error`)?.textContent
          : ''
      }),
    )
    expect(message).toContain('is not an EVM address: expected 0x followed by 40 hex digits, got 39')
    expect(await session.execute(() => document.querySelector('[data-testid="calldata"]') !== null)).toBe(false)

    await session.sendKeys(address, '9')
    // Type 02 (EVM address), the address, then Arbitrum One's short id 57 as two bytes.
    const calldata = await waitFor('the calldata', () =>
      session.execute(() => document.querySelector('[data-testid="calldata"]')?.textContent),
    )
    expect(calldata).toBe('0x027Ed2A81B7054Dc5D393234B7a3A33B9ba125cAc90039')
    expect(await problemsOf(webkit)).toEqual({ errors: [], violations: [] })
  })
})
