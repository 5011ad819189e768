import type { Browser, Page } from 'puppeteer-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { siteFontsLoaded } from '../support/fonts.ts'
import { readPages, visibleText } from '../support/pages.ts'
import { deepLinkTargets, landsOnHeading, measureHeading } from '../support/sectionLanding.ts'
import { blockedStoragePrefs, launchFirefox, openPage, type PageProblems, waitForHydration } from './browser.ts'

/**
 * Smoke tests in Firefox: every route loads and hydrates without an error or a policy
 * violation and lands on the section its link names, also after a reload, search opens from the keyboard and
 * finds pages, the theme choice survives a reload, the sidebar navigates without a
 * full page load, the phone menu (the browser's popover) opens and closes from the keyboard,
 * and an unknown URL shows the not-found screen. The 390 px pass over every
 * route runs in a Firefox that blocks all cookies, where reading site storage throws: a page
 * must come alive there too.
 */

const base = inject('previewUrl')
const pages = readPages()
let browser: Browser
let blocked: Browser

beforeAll(async () => {
  ;[browser, blocked] = await Promise.all([launchFirefox(), launchFirefox(blockedStoragePrefs)])
})
afterAll(async () => {
  await Promise.all([browser?.close(), blocked?.close()])
})

async function open(path: string, width = 1440): Promise<{ page: Page; problems: PageProblems }> {
  const opened = await openPage(browser, width)
  await opened.page.goto(`${base}${path}`, { waitUntil: 'load' })
  await waitForHydration(opened.page)
  return opened
}

const h1Text = (page: Page) => page.$eval('h1', (element) => (element as HTMLElement).innerText.trim())

describe('in Firefox', () => {
  // One visit per route and width: the visit opens the route at a mid-page section where it
  // has one, so the same load shows the heading, the errors and where the reader lands.
  const sections = new Map(deepLinkTargets().map(({ path, id }) => [path, id]))

  // The two walks run at the same time, one in each browser: a walk mostly waits for pages to
  // go quiet, so two of them take hardly longer than one.
  for (const [width, storage] of [
    [390, 'blocked'],
    [1440, 'allowed'],
  ] as const) {
    it.concurrent(`every route loads at ${width} px (site storage ${storage}) with its heading, lands on its section, no error and no policy violation`, async ({
      expect,
    }) => {
      const { page, problems } = await openPage(storage === 'blocked' ? blocked : browser, width)
      const failures: string[] = []
      for (const { path, h1 } of pages) {
        const id = sections.get(path)
        await page.goto(`${base}${path}${id ? `#${id}` : ''}`, { waitUntil: 'load' })
        await waitForHydration(page)
        const shown = await h1Text(page)
        if (shown !== visibleText(h1)) failures.push(`${path}: h1 is "${shown}", expected "${visibleText(h1)}"`)
        if (id) {
          await page.evaluate(siteFontsLoaded)
          const placement = await page.evaluate(measureHeading, id)
          if (!landsOnHeading(placement)) failures.push(`${path}#${id}: ${JSON.stringify(placement)}`)
        }
      }
      expect(failures).toEqual([])
      expect(problems).toEqual({ errors: [], violations: [] })
      await page.close()
    })
  }

  for (const width of [390, 1440]) {
    it(`a deep link still lands on its section after a reload at ${width} px`, async () => {
      const { page, problems } = await open('/gas/api/deposit#statuses', width)
      await page.reload({ waitUntil: 'load' })
      await waitForHydration(page)
      await page.evaluate(siteFontsLoaded)
      const placement = await page.evaluate(measureHeading, 'statuses')
      expect(landsOnHeading(placement), JSON.stringify(placement)).toBe(true)
      expect(problems).toEqual({ errors: [], violations: [] })
      await page.close()
    })
  }

  it('"/" opens search with the field focused, and typing finds pages', async () => {
    const { page, problems } = await open('/overview')
    await page.keyboard.press('/')
    await page.waitForSelector('dialog[open] input[type="search"]', { visible: true })
    const focused = await page.evaluate(() => document.activeElement?.getAttribute('type'))
    expect(focused).toBe('search')
    await page.keyboard.type('deposit')
    await page.waitForSelector('dialog[open] [role="option"]', { visible: true })
    const options = await page.$$eval('dialog[open] [role="option"]', (elements) => elements.length)
    expect(options).toBeGreaterThan(1)
    expect(await page.$eval('dialog[open] input[type="search"]', (input) => (input as HTMLInputElement).value)).toBe(
      'deposit',
    )
    expect(problems).toEqual({ errors: [], violations: [] })
    await page.close()
  })

  it('the theme choice survives a reload', async () => {
    const { page } = await open('/gas/overview')
    const dark = () => page.evaluate(() => document.documentElement.classList.contains('dark'))
    const before = await dark()
    const label = before ? 'Light Mode' : 'Dark Mode'
    const toggle = await page.waitForSelector(`button:has([aria-label="${label}"])`, { visible: true })
    await toggle?.click()
    await page.waitForFunction((wanted) => document.documentElement.classList.contains('dark') === wanted, {}, !before)
    await page.reload({ waitUntil: 'load' })
    expect(await dark()).toBe(!before)
    await page.close()
  })

  it('a sidebar link opens its page without a full page load', async () => {
    const { page } = await open('/gas/overview')
    await page.evaluate(() => {
      ;(window as unknown as { stayed: boolean }).stayed = true
    })
    const link = await page.waitForSelector('aside nav a[href="/gas/api/quote"]', { visible: true })
    await link?.click()
    await page.waitForFunction(() => location.pathname === '/gas/api/quote')
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Quote')
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)
    await page.close()
  })

  it('on a phone the sidebar menu opens from the keyboard; Escape closes it and focus returns to its button', async () => {
    const { page, problems } = await open('/gas/api/quote', 390)
    const trigger = await page.waitForSelector('.vocs_DocsLayout_gutterTopCurtain button[popovertarget]', {
      visible: true,
    })
    await trigger?.focus()
    await page.keyboard.press('Enter')
    await page.waitForSelector('[popover]:popover-open a[href="/gas/api/user"]', { visible: true })
    await page.keyboard.press('Escape')
    await page.waitForFunction(() => !document.querySelector('[popover]:popover-open'))
    expect(await trigger?.evaluate((button) => button === document.activeElement)).toBe(true)
    expect(problems).toEqual({ errors: [], violations: [] })
    await page.close()
  })

  it('an unknown URL shows the not-found screen with status 404', async () => {
    const page = await browser.newPage()
    const response = await page.goto(`${base}/this/page/does-not-exist`, { waitUntil: 'load' })
    expect(response?.status()).toBe(404)
    await page.waitForFunction(() => document.body.innerText.includes('Page Not Found'))
    await page.close()
  })
})

describe('in Firefox with all cookies blocked', () => {
  it('storage throws, search finds pages and the theme switches', async () => {
    const { page, problems } = await openPage(blocked, 1440)
    await page.goto(`${base}/overview`, { waitUntil: 'load' })
    await waitForHydration(page)
    const storage = await page.evaluate(() => {
      try {
        return typeof localStorage.getItem('vocs.theme')
      } catch (error) {
        return (error as Error).name
      }
    })
    expect(storage).toBe('SecurityError')
    const dark = () => page.evaluate(() => document.documentElement.classList.contains('dark'))
    const before = await dark()
    const toggle = await page.waitForSelector(`button:has([aria-label="${before ? 'Light Mode' : 'Dark Mode'}"])`, {
      visible: true,
    })
    await toggle?.click()
    await page.waitForFunction((wanted) => document.documentElement.classList.contains('dark') === wanted, {}, !before)
    await page.keyboard.press('/')
    await page.waitForSelector('dialog[open] input[type="search"]', { visible: true })
    await page.keyboard.type('deposit')
    await page.waitForSelector('dialog[open] [role="option"]', { visible: true })
    expect(problems).toEqual({ errors: [], violations: [] })
    await page.close()
  })
})
