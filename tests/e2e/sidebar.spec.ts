import { expect, type Page, test } from './fixtures.ts'

const sidebar = (page: Page) => page.locator('aside nav').first()
const header = (page: Page, text: string) =>
  sidebar(page)
    .locator('.vocs_Sidebar_sectionHeader')
    .filter({ has: page.getByText(text, { exact: true }) })
const link = (page: Page, text: string) => sidebar(page).getByRole('link', { name: text, exact: true })

test('collapsed sections start closed, the others open', async ({ page }) => {
  await page.goto('/overview')
  for (const name of ['v1: Manual', 'Chain Support', 'v2: GasLZ Router', 'v1: GasLZ Router']) {
    await expect(header(page, name)).toHaveAttribute('aria-expanded', 'false')
  }
  await expect(link(page, 'Direct Forwarder')).toHaveCount(0)
  await expect(link(page, 'Complete Flow')).toHaveCount(0)
  await expect(link(page, 'Inbound')).toBeVisible()
  await expect(link(page, 'Calldata Builder')).toBeVisible()
})

test('a collapsed section that holds the current page starts open', async ({ page }) => {
  await page.goto('/gas/code-examples/evm-deposit/direct-forwarder')
  await expect(header(page, 'v1: Manual')).toHaveAttribute('aria-expanded', 'true')
  await expect(link(page, 'Direct Forwarder')).toBeVisible()
  await expect(header(page, 'v2: GasLZ Router')).toHaveAttribute('aria-expanded', 'false')
})

test('a collapsible section opens and closes from the keyboard', async ({ page }) => {
  await page.goto('/overview')
  const section = header(page, 'Chain Support')
  await section.focus()
  await page.keyboard.press('Enter')
  await expect(section).toHaveAttribute('aria-expanded', 'true')
  await expect(sidebar(page).locator('a[href="/layerzero/chain-support/deposit"]')).toBeVisible()
  await page.keyboard.press('Space')
  await expect(section).toHaveAttribute('aria-expanded', 'false')
})

for (const suffix of ['', '.html']) {
  test(`the active item and its parents are marked${suffix ? ' on the .html copy' : ''}`, async ({ page }) => {
    await page.goto(`/gas/api/quote${suffix}`)
    const active = link(page, 'Quote')
    await expect(active).toHaveAttribute('data-active', 'true')
    await expect(active).toHaveAttribute('aria-current', 'page')
    await expect(link(page, 'Chains')).toHaveAttribute('data-active', 'false')
    await expect(header(page, 'v2: API')).toHaveAttribute('data-active', 'true')
    await expect(header(page, 'Gas.zip')).toHaveAttribute('data-active', 'true')
    await expect(header(page, 'Gas.zip LayerZero')).not.toHaveAttribute('data-active', 'true')
    const activeColor = await active.evaluate((el) => getComputedStyle(el).color)
    const otherColor = await link(page, 'Chains').evaluate((el) => getComputedStyle(el).color)
    expect(activeColor).not.toBe(otherColor)
  })
}

test('the active item is scrolled into view in a long sidebar', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 420 })
  await page.goto('/layerzero/v1/code-examples/deposit')
  const active = sidebar(page).locator('a[aria-current="page"]')
  await expect(active).toHaveText('deposit()')
  await expect(active).toBeInViewport()
})

// Lighthouse's desktop window: the sidebar opens scrolled to the active link. No link in view may
// sit under the logo, the footer or its fading edge: a link half covered is too small a target to
// hit (WCAG 2.2 target size), and a click there lands on what covers it.
for (const path of ['/layerzero/v1/code-examples/completeFlow', '/layerzero/v2/code-examples/limits', '/overview']) {
  test(`${path}: the sidebar opened at its link leaves every link in view whole to hit`, async ({ page }) => {
    await page.setViewportSize({ width: 1350, height: 940 })
    await page.goto(path)
    await expect(sidebar(page).locator('a[aria-current="page"]')).toBeInViewport()
    await page.waitForLoadState('networkidle')
    const { checked, covered } = await page.evaluate(() => {
      const nav = document.querySelector('aside nav')
      if (!nav) return { checked: 0, covered: ['no sidebar'] }
      const area = nav.getBoundingClientRect()
      const inView = [...nav.querySelectorAll('a')].filter((link) => {
        const box = link.getBoundingClientRect()
        const middle = box.top + box.height / 2
        return box.height > 0 && middle > Math.max(area.top, 0) && middle < Math.min(area.bottom, window.innerHeight)
      })
      const covered = inView.filter((link) => {
        const box = link.getBoundingClientRect()
        // The top and bottom edges of the link's middle line, a pixel inside.
        return [box.top + 1, box.bottom - 1].some((y) => {
          const hit = document.elementFromPoint(box.left + box.width / 2, y)
          return !hit || !link.contains(hit)
        })
      })
      return { checked: inView.length, covered: covered.map((link) => link.textContent) }
    })
    expect(covered).toEqual([])
    expect(checked).toBeGreaterThan(10)
  })
}
