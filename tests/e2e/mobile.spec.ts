import { socials } from '../../docs/lib/site/site.ts'
import { expect, type Page, test } from './fixtures.ts'

/**
 * The expanded state Chromium gives a control's accessibility node. A popover's trigger has it
 * from `popovertarget`, without an `aria-expanded` attribute (HTML allows none beside it).
 */
async function expandedState(page: Page, id: string) {
  const cdp = await page.context().newCDPSession(page)
  const { result } = await cdp.send('Runtime.evaluate', {
    expression: `document.getElementById(${JSON.stringify(id)})`,
  })
  const { nodes } = await cdp.send('Accessibility.getPartialAXTree', {
    objectId: result.objectId,
    fetchRelatives: false,
  })
  return nodes[0]?.properties?.find((property) => property.name === 'expanded')?.value.value
}

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

test('the curtain names the section and opens the menu, whose sections fold like an accordion', async ({ page }) => {
  await page.goto('/gas/api/quote')
  const trigger = page.getByRole('button', { name: /Menu/ }).filter({ hasText: 'Quote' })
  await expect(trigger).toBeVisible()
  await trigger.click()
  const menu = page.getByRole('dialog')
  await expect(menu.getByRole('link', { name: 'Calldata Builder', exact: true })).toBeVisible()
  const section = menu.locator('[role="button"][aria-expanded]').filter({ hasText: 'Chain Support' })
  await expect(section).toHaveAttribute('aria-expanded', 'false')
  await section.click()
  await expect(section).toHaveAttribute('aria-expanded', 'true')
  await menu.getByRole('link', { name: 'Deposit', exact: true }).last().click()
  await expect(page).toHaveURL(/\/layerzero\/chain-support\/deposit$/)
  await expect(menu).toBeHidden()
})

test('the search button opens the search dialog', async ({ page }) => {
  await page.goto('/overview')
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(page.getByRole('dialog', { name: 'Search' })).toBeVisible()
  await expect(page.getByRole('dialog', { name: 'Search' }).getByRole('searchbox')).toBeVisible()
})

test('"Top" scrolls back to the top', async ({ page }) => {
  await page.goto('/gas/api/overview')
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  const top = page.getByRole('button', { name: /^Top/ })
  await expect(top).toBeVisible()
  await top.click()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

test('"On this page" opens the outline', async ({ page }) => {
  await page.goto('/gas/api/overview')
  const headings = await page.locator('article h2').evaluateAll((els) => els.map((el) => (el.textContent ?? '').trim()))
  expect(headings.length).toBeGreaterThan(0)
  await page.getByRole('button', { name: /On this page/ }).click()
  const outline = page.getByRole('dialog')
  for (const heading of headings) await expect(outline.getByRole('link', { name: heading, exact: true })).toBeVisible()
})

// The control labelled as the menu leads to the site's navigation: the sidebar, as on desktops,
// on every page, the home page (which has no sidebar beside it) included.
async function topBarMenuHoldsTheSidebar(page: Page, path: string) {
  await page.goto(path)
  await page.locator('.vocs_MobileTopNav').getByRole('button', { name: /^Menu/ }).click()
  const menu = page.getByRole('dialog')
  const navigation = menu.getByRole('navigation')
  for (const name of ['Overview', 'Inbound', 'Quote', 'Calldata Builder']) {
    const link = navigation.getByRole('link', { name, exact: true }).first()
    await link.scrollIntoViewIfNeeded()
    await expect(link, name).toBeInViewport()
  }
  await navigation.getByRole('link', { name: 'Inbound', exact: true }).click()
  await expect(page).toHaveURL(/\/gas\/chain-support\/inbound$/)
  await expect(menu).toBeHidden()
}

for (const path of ['/', '/gas/overview', '/gas/api/quote']) {
  test(`the top bar menu on ${path} holds the sidebar's navigation`, async ({ page }) => {
    await topBarMenuHoldsTheSidebar(page, path)
  })
}

test.describe('on a tablet', () => {
  // From 721 to 1,080 px other pages have the page bar's menu; the home page has no page bar.
  test.use({ viewport: { width: 820, height: 1180 } })
  test("the home page's top bar menu holds the sidebar's navigation", async ({ page }) => {
    await topBarMenuHoldsTheSidebar(page, '/')
  })
})

test('the top bar menu holds the social links and the theme switch, which works', async ({ page }) => {
  await page.goto('/overview')
  // The top bar's own menu button, not the curtain's sidebar menu below it.
  const trigger = page.locator('.vocs_MobileTopNav').getByRole('button', { name: /^Menu/ })
  await expect(trigger).toBeVisible()
  await trigger.click()
  const menu = page.getByRole('dialog')
  for (const { label } of socials) await expect(menu.getByRole('link', { name: label })).toBeVisible()
  await menu.getByRole('button', { name: 'Dark Mode' }).click()
  await expect(page.locator('html')).toHaveClass(/\bdark\b/)
  await menu.getByRole('button', { name: 'Light Mode' }).click()
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/)
})

test('the top bar popovers work from the keyboard: Enter opens, Escape closes and focus returns to the trigger', async ({
  page,
}) => {
  await page.goto('/gas/api/overview')
  // The trigger says that it opens a dialog.
  const trigger = page.locator('button[aria-haspopup="dialog"]', { hasText: 'On this page' })
  const triggerId = (await trigger.getAttribute('id')) ?? 'missing id'
  expect(await expandedState(page, triggerId)).toBe(false)
  await trigger.focus()
  await page.keyboard.press('Enter')
  const outline = page.getByRole('dialog')
  await expect(outline.getByRole('link').first()).toBeVisible()
  await expect.poll(() => expandedState(page, triggerId)).toBe(true)
  await expect(trigger).toHaveAttribute('aria-controls', (await outline.getAttribute('id')) ?? 'missing id')
  await page.keyboard.press('Escape')
  await expect(outline).toBeHidden()
  await expect(trigger).toBeFocused()
  await expect.poll(() => expandedState(page, triggerId)).toBe(false)
})

test("pressing an open popover's trigger closes it", async ({ page }) => {
  await page.goto('/gas/api/quote')
  const trigger = page.locator('button[aria-haspopup="dialog"]', { hasText: 'Quote' })
  await trigger.click()
  const menu = page.getByRole('dialog')
  await expect(menu).toBeVisible()
  const box = await trigger.boundingBox()
  await page.mouse.click((box?.x ?? 0) + 10, (box?.y ?? 0) + 10)
  await expect(menu).toBeHidden()
})

test('in a browser without popovers the page still starts and its content stays', async ({ page }) => {
  // As Safari before 17: no popover methods, and `:popover-open` is no valid selector.
  await page.addInitScript(() => {
    for (const name of ['popover', 'showPopover', 'hidePopover', 'togglePopover'])
      Reflect.deleteProperty(HTMLElement.prototype, name)
    const matches = Element.prototype.matches
    Element.prototype.matches = function (this: Element, selector: string) {
      if (selector.includes(':popover-open'))
        throw new DOMException(`'${selector}' is not a valid selector`, 'SyntaxError')
      return matches.call(this, selector)
    }
  })
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto('/gas/api/quote')
  await expect(page.getByRole('heading', { level: 1, name: 'Quote' })).toBeVisible()
  await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0)
  // The polyfill stands in: the menu's trigger opens it, marked by the polyfill's class.
  await page.getByRole('button', { name: /Menu/ }).filter({ hasText: 'Quote' }).click()
  await expect(page.locator('[data-top-bar-popover][class~=":popover-open"]')).toHaveCount(1)
  expect(errors).toEqual([])
})
