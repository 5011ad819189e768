import { expect, test } from './fixtures.ts'

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
    const seen = new Set<string>()
    const problems: string[] = []
    for (let step = 0; step < 120; step++) {
      await page.keyboard.press('Tab')
      const info = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null
        if (!el || el === document.body) return null
        const style = getComputedStyle(el)
        const rect = el.getBoundingClientRect()
        const label = `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`
        return {
          key: `${label}@${Math.round(rect.x)},${Math.round(rect.y + window.scrollY)}`,
          label,
          visible: rect.width > 0 && rect.height > 0,
          indicator:
            (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0) ||
            style.boxShadow !== 'none' ||
            el.matches(':focus-visible') === false,
        }
      })
      if (!info) break
      if (seen.has(info.key)) break
      seen.add(info.key)
      if (!info.visible) problems.push(`${info.label}: focused but not visible`)
      if (!info.indicator) problems.push(`${info.label}: no visible focus indicator`)
    }
    expect(seen.size).toBeGreaterThan(5)
    expect(problems).toEqual([])
  })
}
