import { expect, type Page, test } from './fixtures.ts'

type TabStop = { key: string; label: string; kind: string; visible: boolean; indicator: boolean }

/**
 * Presses Tab until the focus comes back to an element it already visited (or
 * leaves the page) and records every element that took the focus: where it is,
 * what kind of control it is, whether it is visible and whether it shows a focus
 * indicator (an outline or a box shadow while :focus-visible).
 */
async function walkTabStops(page: Page, maxSteps: number): Promise<TabStop[]> {
  const stops: TabStop[] = []
  const seen = new Set<string>()
  for (let step = 0; step < maxSteps; step++) {
    await page.keyboard.press('Tab')
    const stop = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null
      if (!el || el === document.body) return null
      const style = getComputedStyle(el)
      const rect = el.getBoundingClientRect()
      const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim()
      const label = `${el.tagName.toLowerCase()} "${name.slice(0, 40)}"`
      const kind = el.closest('.vocs_Banner')
        ? 'banner'
        : el.closest('.vocs_Outline')
          ? 'outline'
          : el.matches('input[type="search"]') && el.closest('main, article, .vocs_Content')
            ? 'filter'
            : /^Copy\b/.test(name)
              ? 'copy'
              : 'other'
      return {
        key: `${label}@${Math.round(rect.x)},${Math.round(rect.y + window.scrollY)} ${Math.round(rect.width)}x${Math.round(rect.height)}`,
        label,
        kind,
        visible: rect.width > 0 && rect.height > 0,
        indicator:
          (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0) ||
          style.boxShadow !== 'none' ||
          el.matches(':focus-visible') === false,
      }
    })
    if (!stop || seen.has(stop.key)) break
    seen.add(stop.key)
    stops.push(stop)
  }
  return stops
}

const problemsOf = (stops: TabStop[]) =>
  stops.flatMap((stop) => [
    ...(stop.visible ? [] : [`${stop.label}: focused but not visible`]),
    ...(stop.indicator ? [] : [`${stop.label}: no visible focus indicator`]),
  ])

// Every control can be reached with Tab and shows where the focus is.
for (const path of [
  '/overview',
  '/gas/api/quote',
  '/gas/code-examples/evm-deposit/direct-forwarder',
  '/gas/chain-support/outbound',
]) {
  test(`every tab stop on ${path} is visible and visibly focused`, async ({ page }) => {
    await page.goto(path)
    await expect(page.locator('h1').first()).toBeVisible()
    await page.waitForLoadState('networkidle')
    const stops = await walkTabStops(page, 120)
    expect(stops.length).toBeGreaterThan(5)
    expect(problemsOf(stops)).toEqual([])
  })
}

// At 1440 px the outline panel sits beside the article: its links join the tab order,
// along with the banner's close button, the copy buttons and the chain filter.
test.describe('at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } })
  for (const [path, kinds] of [
    ['/gas/chain-support/inbound', ['banner', 'filter', 'copy', 'outline']],
    ['/gas/api/quote', ['banner', 'copy', 'outline']],
  ] as const) {
    test(`${path}: ${kinds.join(', ')} are reachable with Tab and visibly focused`, async ({ page }) => {
      // Up to 500 tab stops, one key press and one look each, through the chain table to the outline.
      test.setTimeout(90_000)
      await page.goto(path)
      await expect(page.locator('h1').first()).toBeVisible()
      await page.waitForLoadState('networkidle')
      await expect(page.locator('.vocs_Outline a').first()).toBeVisible()
      const stops = await walkTabStops(page, 500)
      const reached = new Set(stops.map((stop) => stop.kind))
      expect([...kinds].filter((kind) => !reached.has(kind))).toEqual([])
      expect(problemsOf(stops)).toEqual([])
      // Every outline link is a tab stop, in order.
      const outlineLinks = await page.locator('.vocs_Outline a').count()
      expect(stops.filter((stop) => stop.kind === 'outline').length).toBe(outlineLinks)
    })
  }
})
