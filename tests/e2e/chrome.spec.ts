import { usd } from '../../docs/lib/rules/rules.ts'
import { maxUsdPerChain, minUsdPerChain } from '../../docs/snippets/api/verdict.ts'
import { sourceHeadingIds } from '../../tooling/checks/sourceChecks.ts'
import { paintedPixels } from '../support/iconPixels.ts'
import { layoutShiftSoFar } from '../support/layoutShift.ts'
import { readPages, visibleText } from '../support/pages.ts'
import { expect, test } from './fixtures.ts'

test('"Skip to content" is the first stop and moves focus past the navigation', async ({ page }) => {
  await page.goto('/overview')
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to content' })
  await expect(skip).toBeFocused()
  await expect(skip).toBeInViewport()
  const target = (await skip.getAttribute('href'))?.split('#')[1]
  expect(target).toBeTruthy()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`#${target}$`))
  await expect(page.locator(`[id="${target}"]`)).toContainText('Overview')
})

test('external links open in a new tab and carry the external-link icon', async ({ page }) => {
  await page.goto('/overview')
  const external = page.locator('article a[href^="http"], article a[href^="www"]')
  const count = await external.count()
  expect(count).toBeGreaterThan(0)
  for (let index = 0; index < count; index++) {
    const anchor = external.nth(index)
    await expect(anchor).toHaveAttribute('target', '_blank')
    await expect(anchor).toHaveAttribute('rel', /noopener/)
    // The arrow is drawn by the stylesheet (a clip path over the text color), not fetched.
    const icon = await anchor.evaluate((el) => {
      const after = getComputedStyle(el, '::after')
      return { clip: after.clipPath, content: after.content, fill: after.backgroundColor }
    })
    expect(icon.clip).toMatch(/^polygon\(/)
    expect(icon.content).not.toBe('none')
    expect(icon.fill).not.toMatch(/^(transparent|rgba\(0, 0, 0, 0\))$/)
  }
  const internal = page.locator('article a[href^="/"]').first()
  await expect(internal).not.toHaveAttribute('target', '_blank')
})

test("an external link's arrow stays on the line of the link's last word, at any width", async ({ page }) => {
  await page.goto('/gas/api/guide')
  const link = page.locator('article a[href="https://viem.sh"]').first()
  // The paragraph is narrowed a pixel at a time down to a phone's column, so lines end at every
  // point of the link, right after its last character included.
  const strays = await link.evaluate((anchor) => {
    const paragraph = anchor.parentElement as HTMLElement
    const full = paragraph.getBoundingClientRect().width
    const text = anchor.lastChild as Text
    const lastCharacter = document.createRange()
    lastCharacter.setStart(text, text.length - 1)
    lastCharacter.setEnd(text, text.length)
    const fontSize = Number.parseFloat(getComputedStyle(anchor).fontSize)
    const found: string[] = []
    for (let width = full; width >= 240; width--) {
      paragraph.style.width = `${width}px`
      const last = [...anchor.getClientRects()].at(-1)
      const character = lastCharacter.getBoundingClientRect()
      // The link's last line holds its last character and, after it, the arrow.
      if (!last || Math.abs(last.top - character.top) > 1 || last.right - character.right < 0.5 * fontSize)
        found.push(`${width}px`)
    }
    paragraph.style.width = ''
    return found
  })
  expect(strays).toEqual([])
})

test('the chrome draws its icons, in the text color, in both themes', async ({ page }) => {
  await page.goto('/gas/api/quote')
  /** Each icon in view: its name, box, mask and fill against the color of its text. */
  const drawn = () =>
    page.locator('[data-icon]').evaluateAll((icons) =>
      icons
        .filter((icon) => icon.getClientRects().length > 0)
        .map((icon) => {
          const style = getComputedStyle(icon)
          const { width, height } = icon.getBoundingClientRect()
          return {
            name: icon.getAttribute('data-icon'),
            sized: width >= 8 && height >= 8,
            shape: (style.maskImage || style.webkitMaskImage).startsWith('url("data:image/svg+xml,'),
            inTextColor: style.backgroundColor === style.color,
            hidden: icon.getAttribute('aria-hidden'),
          }
        }),
    )
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme })
    await expect(page.locator('html')).toHaveClass(scheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/)
    const icons = await drawn()
    // The banner's close button, the search button, the sidebar's chevrons, the socials, the code
    // title and copy button, the edit link and the previous and next arrows.
    expect(new Set(icons.map((icon) => icon.name)).size, scheme).toBeGreaterThanOrEqual(10)
    expect(
      icons.filter((icon) => !icon.sized || !icon.shape || !icon.inTextColor || icon.hidden !== 'true'),
      scheme,
    ).toEqual([])
    // Drawn, not only placed: each icon in view paints pixels of its own (the theme toggle's
    // sun and moon included, one of them on the toggle's active half).
    const unpainted: string[] = []
    for (const icon of await page.locator('[data-icon]').all()) {
      if (
        !(await icon.isVisible()) ||
        !(await icon.evaluate((element) => element.getBoundingClientRect().top < innerHeight))
      )
        continue
      if ((await paintedPixels(page, icon)) < 3) unpainted.push((await icon.getAttribute('data-icon')) ?? '')
    }
    expect(unpainted, `${scheme}: icons that paint nothing`).toEqual([])
    const toggle = page.locator('[data-icon="Sun"], [data-icon="Moon"]')
    expect(await toggle.count(), `${scheme}: the theme toggle's icons`).toBeGreaterThanOrEqual(2)
  }
})

test('on a phone the top bar menu draws its icons, the theme toggle included, in both themes', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/overview')
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme })
    await expect(page.locator('html')).toHaveClass(scheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/)
    const trigger = page.locator('.vocs_MobileTopNav').getByRole('button', { name: /^Menu/ })
    await trigger.click()
    const menu = page.getByRole('dialog')
    const unpainted: string[] = []
    for (const name of ['Sun', 'Moon', 'Discord', 'GitHub', 'X']) {
      const icon = menu.locator(`[data-icon="${name}"]`).first()
      await icon.scrollIntoViewIfNeeded()
      if ((await paintedPixels(page, icon)) < 3) unpainted.push(name)
    }
    expect(unpainted, `${scheme}: icons that paint nothing`).toEqual([])
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
  }
})

for (const width of [320, 1280]) {
  test.describe(`at ${width} px`, () => {
    test('the banner shows, closes, and stays closed after a reload, with nothing moving', async ({ page }) => {
      await page.setViewportSize({ width, height: 800 })
      await page.goto('/overview')
      // Phones show the banner's one-line form, wider screens its sentence (vocs.config.ts).
      const limits = `${usd(minUsdPerChain)} to ${usd(maxUsdPerChain)}`
      const banner = page.getByText(width < 641 ? `${limits} per chain:` : `Deposits must be worth ${limits}`)
      await expect(banner).toBeVisible()
      await page.getByRole('button', { name: 'Close banner' }).click()
      await expect(banner).toBeHidden()
      await page.reload()
      await expect(page.locator('h1').first()).toHaveText('Overview')
      await expect(banner).toBeHidden()
      // The closed banner is gone from the first paint: it never shows and then leaves.
      const shift = await page.evaluate(layoutShiftSoFar)
      expect(shift.sum, `layout shift (moved: ${shift.sources.join(', ')})`).toBeLessThan(0.01)
    })
  })
}

test('at phone width the whole banner, links included, is one line on screen without sideways scrolling', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/overview')
  const content = page.locator('.vocs_Banner_content')
  for (const name of ['limits', 'LayerZero caps']) {
    const link = page.locator('.vocs_Banner').getByRole('link', { name, exact: true })
    await expect(link).toBeVisible()
    const box = await link.boundingBox()
    expect(box && box.x >= 0 && box.x + box.width <= 390, name).toBe(true)
  }
  const overflow = await content.evaluate((element) => element.scrollWidth - element.clientWidth)
  expect(overflow).toBeLessThanOrEqual(0)
  // One line: the banner is as tall as its one-line bar.
  expect((await page.locator('.vocs_Banner').boundingBox())?.height).toBeLessThanOrEqual(40)
  // The close button stays reachable beside the text.
  const close = await page.getByRole('button', { name: 'Close banner' }).boundingBox()
  expect(close && close.x + close.width <= 390).toBe(true)
})

test('the banner link leads to the limits section', async ({ page }) => {
  await page.goto('/overview')
  await page.getByRole('link', { name: 'deposit limits' }).click()
  await expect(page).toHaveURL(/\/gas\/overview#limits$/)
  await expect(page.getByRole('heading', { name: 'Limits' })).toBeVisible()
})

test("a link to a page's short last section marks that section in the outline", async ({ page }) => {
  // The last section of /gas/ripfun, as its source names it; it fits on the screen with room
  // below it, so the page does not end at the bottom.
  const source = readPages().find((candidate) => candidate.path === '/gas/ripfun')?.source ?? ''
  const heading = [...source.matchAll(/^## (.+)$/gm)].at(-1)?.[1] ?? ''
  const id = [...sourceHeadingIds(source)].at(-1)
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto(`/gas/ripfun#${id}`)
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
  const outline = page.locator('aside nav').filter({ has: page.getByRole('heading', { name: 'On this page' }) })
  await expect(outline.locator('a[data-active="true"]')).toHaveText([visibleText(heading)])
  expect(await page.evaluate(() => scrollY + innerHeight < document.documentElement.scrollHeight)).toBe(true)
})

test('the outline lists the h2 and h3 headings and follows the scroll', async ({ page }) => {
  // The outline column shows on wide screens only.
  await page.setViewportSize({ width: 1440, height: 600 })
  await page.goto('/gas/api/overview')
  const headings = await page
    .locator('article h2, article h3')
    .evaluateAll((els) => els.map((el) => (el.textContent ?? '').trim()))
  expect(headings.length).toBeGreaterThan(1)
  const outline = page.locator('aside nav').filter({ has: page.getByRole('heading', { name: 'On this page' }) })
  await expect(outline.getByRole('link')).toHaveText(headings)
  const last = page.locator('article h2, article h3').last()
  await last.scrollIntoViewIfNeeded()
  await page.mouse.wheel(0, 4000)
  // The wheel scrolls in an animation: the jump below must come after it has reached the page's
  // end, or the rest of the animation carries the page past the heading it jumps to.
  await expect
    .poll(() =>
      page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight),
    )
    .toBe(true)
  await expect(outline.locator('a[data-active="true"]')).toHaveText(headings.at(-1) ?? '')
  // Scroll back up until the second heading reaches the top: it becomes the active one.
  const href = (await outline.getByRole('link').nth(1).getAttribute('href')) ?? ''
  const id = decodeURIComponent(href.split('#')[1] ?? '')
  await page.evaluate((target) => document.getElementById(target)?.scrollIntoView({ block: 'start' }), id)
  await expect(outline.locator('a[data-active="true"]')).toHaveText(headings[1] ?? '')
})
