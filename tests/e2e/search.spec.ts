import { afterFrames } from '../support/frames.ts'
import { holdRequests } from '../support/heldRequests.ts'
import { expect, type Page, test } from './fixtures.ts'

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search' })
const input = (page: Page) => dialog(page).getByRole('searchbox')
const results = (page: Page) => dialog(page).getByRole('option')

async function openWithButton(page: Page) {
  await page
    .getByRole('button', { name: /Search/ })
    .first()
    .click()
  await expect(input(page)).toBeFocused()
}

async function search(page: Page, query: string) {
  await input(page).fill(query)
  await expect(results(page).first()).toBeVisible()
}

test.beforeEach(async ({ page }) => {
  await page.goto('/overview')
  await expect(page.locator('h1').first()).toHaveText('Overview')
})

test('opens from the search button', async ({ page }) => {
  await openWithButton(page)
  await expect(dialog(page)).toBeVisible()
})

test('opens with "/" but not while typing in a field', async ({ page }) => {
  await page.keyboard.press('/')
  await expect(dialog(page)).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog(page)).toBeHidden()
  await page.goto('/gas/code-examples/evm-deposit/direct-forwarder')
  const field = page.locator('article input[type="text"], article input[type="search"]').first()
  await field.click()
  await page.keyboard.type('/')
  await expect(dialog(page)).toBeHidden()
  await expect(field).toHaveValue(/\/$/)
})

for (const modifier of ['Meta', 'Control'] as const) {
  test(`${modifier}+K toggles the dialog`, async ({ page }) => {
    await page.keyboard.press(`${modifier}+k`)
    await expect(dialog(page)).toBeVisible()
    await page.keyboard.press(`${modifier}+k`)
    await expect(dialog(page)).toBeHidden()
  })
}

test('shows at most 16 results, each with a breadcrumb and highlighted excerpt', async ({ page }) => {
  await openWithButton(page)
  await search(page, 'deposit')
  const count = await results(page).count()
  expect(count).toBeGreaterThan(1)
  expect(count).toBeLessThanOrEqual(16)
  const first = results(page).first()
  // The option is named by its breadcrumb; the excerpt under it is not read out with it.
  // The section mark "#" before a section's breadcrumb is decoration, left out of the name.
  const breadcrumb = (await first.locator('[class*="titles"]').innerText())
    .replace(/^#/, '')
    .replace(/\s+/g, ' ')
    .trim()
  expect(breadcrumb.length).toBeGreaterThan(3)
  await expect(first).toHaveAccessibleName(breadcrumb)
  await expect(first.locator('mark').first()).toBeVisible()
  await expect(first.locator('mark').first()).toHaveText(/deposit/i)
  await expect(first.locator('[class*="excerpt"] mark').first()).toHaveText(/deposit/i)
})

test('the detail toggle hides excerpts and is remembered', async ({ page }) => {
  await openWithButton(page)
  await search(page, 'deposit')
  const excerpts = dialog(page).locator('[class*="excerpt"]')
  await expect(excerpts.first()).toBeVisible()
  const toggle = dialog(page).getByRole('button', { name: 'Toggle detail view' })
  await expect(toggle).toHaveAttribute('aria-pressed', 'true')
  await toggle.click()
  await expect(excerpts).toHaveCount(0)
  await expect(toggle).toHaveAttribute('aria-pressed', 'false')
  expect(await page.evaluate(() => localStorage.getItem('showDetailView'))).toBe('false')
  await page.keyboard.press('Escape')
  await page.reload()
  await openWithButton(page)
  await search(page, 'deposit')
  await expect(excerpts).toHaveCount(0)
})

test('arrow keys move the selection and wrap at both ends', async ({ page }) => {
  await openWithButton(page)
  await search(page, 'deposit')
  const count = await results(page).count()
  await expect(results(page).nth(0)).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('ArrowUp')
  await expect(results(page).nth(count - 1)).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('ArrowDown')
  await expect(results(page).nth(0)).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('ArrowDown')
  await expect(results(page).nth(1)).toHaveAttribute('aria-selected', 'true')
})

test('Enter opens the selected result and closes the dialog', async ({ page }) => {
  await openWithButton(page)
  await search(page, 'LayerZero router')
  const href = await results(page).first().getAttribute('href')
  expect(href).toBeTruthy()
  await page.keyboard.press('Enter')
  await expect(dialog(page)).toBeHidden()
  await expect(page).toHaveURL(new RegExp(`${(href ?? '').split('#')[0]}(#|$)`))
})

test('a meta-click on a result keeps the dialog open', async ({ page }) => {
  await openWithButton(page)
  await search(page, 'LayerZero router')
  // Meta+click is the new-tab gesture on macOS only; on this Linux browser it would
  // navigate. Stop the browser's own navigation after the page has handled the click.
  await page.evaluate(() => window.addEventListener('click', (event) => event.preventDefault(), { once: true }))
  await results(page)
    .first()
    .click({ modifiers: ['Meta'] })
  await afterFrames(page)
  await expect(dialog(page)).toBeVisible()
  await expect(page).toHaveURL(/\/overview/)
})

test('a Ctrl-click opens the result in a new tab and keeps the dialog open', async ({ page, context }) => {
  await openWithButton(page)
  await search(page, 'LayerZero router')
  const href = await results(page).first().getAttribute('href')
  const opened = context.waitForEvent('page')
  await results(page)
    .first()
    .click({ modifiers: ['Control'] })
  const tab = await opened
  // A new tab starts at about:blank and navigates from there.
  const path = (href ?? '').split('#')[0]
  await tab.waitForURL((url) => url.pathname === path)
  expect(new URL(tab.url()).pathname).toBe(path)
  await expect(dialog(page)).toBeVisible()
})

test('a query with no hits says so', async ({ page }) => {
  await openWithButton(page)
  await input(page).fill('qzxwvkj')
  await expect(dialog(page)).toContainText('No results for "qzxwvkj"')
})

test('fast typing loses no character and keeps the dialog open', async ({ page }) => {
  await openWithButton(page)
  const text = 'layerzero deposit limits'
  await page.keyboard.type(text, { delay: 10 })
  await afterFrames(page)
  await expect(input(page)).toHaveValue(text)
  await expect(dialog(page)).toBeVisible()
})

test('the search index and the search library are only fetched once search is opened', async ({ page }) => {
  const indexRequests: string[] = []
  const libraryScripts: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/.vocs/search-index-')) indexRequests.push(request.url())
  })
  page.on('response', async (response) => {
    if (!/\/assets\/[^/]+\.js$/.test(response.url())) return
    // MiniSearch's own error messages mark the chunk that carries it.
    if ((await response.text().catch(() => '')).includes('MiniSearch: ')) libraryScripts.push(response.url())
  })
  await page.reload()
  await page.waitForLoadState('networkidle')
  // By now the page is idle and the dialog's code has been preloaded.
  await expect
    .poll(() =>
      page
        .evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name))
        .then((names) => names.some((name) => /SearchDialog-/.test(name))),
    )
    .toBe(true)
  expect(indexRequests).toEqual([])
  expect(libraryScripts).toEqual([])
  await openWithButton(page)
  await search(page, 'deposit')
  expect(indexRequests).toHaveLength(1)
  expect(libraryScripts).toHaveLength(1)
})

const searchDialogChunk = /\/assets\/SearchDialog-[^/]+\.js$/

/** Opens search the way `open` does and reports, in the next animation frame, what the reader sees. */
function openAndLookInNextFrame(page: Page, open: 'slash key' | 'button') {
  return page.evaluate((how) => {
    return new Promise<{ dialog: boolean; fieldFocused: boolean }>((resolve) => {
      if (how === 'slash key') document.body.dispatchEvent(new KeyboardEvent('keydown', { key: '/', bubbles: true }))
      else
        [...document.querySelectorAll<HTMLButtonElement>('button')]
          .find(
            (button) =>
              /search/i.test(button.getAttribute('aria-label') ?? button.textContent ?? '') && button.offsetParent,
          )
          ?.click()
      requestAnimationFrame(() => {
        const field = document.querySelector('dialog[open] input[type="search"]')
        resolve({ dialog: field !== null, fieldFocused: field !== null && document.activeElement === field })
      })
    })
  }, open)
}

for (const [width, open] of [
  [1440, 'slash key'],
  [1440, 'button'],
  [390, 'button'],
] as const) {
  test(`at ${width} px the ${open} shows the dialog with its field focused in the next frame`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    // The dialog's code arrives on its own once the page is idle, before any open.
    const chunk = await page.waitForFunction(
      (pattern) =>
        performance
          .getEntriesByType('resource')
          .find((entry) => new RegExp(pattern).test(entry.name))
          ?.name.replace(location.origin, ''),
      searchDialogChunk.source,
    )
    // Importing the same URL settles once the page's own import of it has been evaluated.
    await page.evaluate((url) => import(url ?? '').then(() => undefined), await chunk.jsonValue())
    expect(await openAndLookInNextFrame(page, open)).toEqual({ dialog: true, fieldFocused: true })
  })
}

test('while the index is loading the dialog says so, and the typed query is kept', async ({ page }) => {
  // Held from before the page loads, as the other tests that hold a request do.
  const index = await holdRequests(page, '**/.vocs/search-index-*')
  await page.goto('/gas/overview')
  await page.keyboard.press('/')
  await page.keyboard.type('deposit')
  await expect.poll(index.requested).toBe(true)
  await expect(dialog(page)).toContainText('Loading the search index…')
  await expect(dialog(page)).not.toContainText('No results')
  index.release()
  await expect(results(page).first()).toBeVisible()
  await expect(input(page)).toHaveValue('deposit')
  await expect(dialog(page)).not.toContainText('Loading the search index')
})

test("keys typed before the dialog's code arrives are its query", async ({ page }) => {
  // On a slow connection the dialog's code is still on its way when the reader starts typing.
  const dialogCode = await holdRequests(page, searchDialogChunk)
  await page.goto('/gas/overview')
  await page.keyboard.press('/')
  await page.keyboard.type('deposix')
  await page.keyboard.press('Backspace')
  await page.keyboard.type('t')
  await expect.poll(dialogCode.requested).toBe(true)
  await expect(dialog(page)).toHaveCount(0)
  dialogCode.release()
  await expect(input(page)).toHaveValue('deposit')
  await expect(input(page)).toBeFocused()
  await expect(results(page).first()).toBeVisible()
})

for (const [width, button] of [
  [1440, /Search\.\.\./],
  [390, /^Search$/],
] as const) {
  test(`at ${width} px a ?q= in the address opens search with that query, once`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/overview?q=deposit')
    await expect(input(page)).toHaveValue('deposit')
    await expect(results(page).first()).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog(page)).toBeHidden()
    await expect(page).not.toHaveURL(/[?&]q=/)
    await expect(page.getByRole('button', { name: button })).toBeFocused()
    await page.reload()
    await expect(page.locator('h1').first()).toHaveText('Overview')
    await page.waitForLoadState('networkidle')
    await expect(dialog(page)).toBeHidden()
  })

  test(`at ${width} px closing search returns focus to the search button`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    const searchButton = page.getByRole('button', { name: button })
    await searchButton.focus()
    await page.keyboard.press('Enter')
    await expect(input(page)).toBeFocused()
    // The open modal hides the rest of the page from assistive technology, the button included.
    await expect(page.locator('button[aria-haspopup="dialog"][aria-expanded="true"]')).toHaveCount(1)
    await page.keyboard.press('Escape')
    await expect(dialog(page)).toBeHidden()
    await expect(searchButton).toBeFocused()
    await expect(searchButton).toHaveAttribute('aria-expanded', 'false')
  })
}

test('between the phone and desktop layouts, "/" and Ctrl+K open search too', async ({ page }) => {
  await page.setViewportSize({ width: 900, height: 900 })
  await page.keyboard.press('/')
  await expect(input(page)).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(dialog(page)).toBeHidden()
  await page.keyboard.press('Control+k')
  await expect(input(page)).toBeFocused()
  await expect(dialog(page)).toHaveCount(1)
})

test('an open search stays open when the window crosses the desktop width', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await openWithButton(page)
  // Nothing typed yet, so no `?q=` in the address either: the open state alone carries over,
  // and the phone top bar's button takes over the open search.
  await page.setViewportSize({ width: 900, height: 900 })
  await expect(input(page)).toBeFocused()
  await expect(page.locator('button[aria-haspopup="dialog"][aria-expanded="true"]')).toHaveCount(1)
  await search(page, 'deposit')
  await page.setViewportSize({ width: 1440, height: 900 })
  await expect(dialog(page)).toHaveCount(1)
  await expect(input(page)).toHaveValue('deposit')
  await page.keyboard.press('Escape')
  await expect(dialog(page)).toBeHidden()
  await expect(
    page
      .getByRole('button', { name: /Search/ })
      .filter({ visible: true })
      .first(),
  ).toBeFocused()
})

test('a result on the home page opens the home page, from any page', async ({ page }) => {
  await page.goto('/gas/overview')
  await page.keyboard.press('/')
  await input(page).fill('Pick your path')
  const result = results(page).filter({ hasText: 'Gas.zip developer documentation' }).first()
  await expect(result).toBeVisible()
  await result.click()
  // The home page, at its top or at a section of it: the path is "/".
  await expect(page).toHaveURL(/^https?:\/\/[^/]+\/(#[^/]*)?$/)
})

test('excerpts shown again have their matches highlighted', async ({ page }) => {
  await openWithButton(page)
  await search(page, 'deposit')
  const toggle = dialog(page).getByRole('button', { name: 'Toggle detail view' })
  await toggle.click()
  await expect(dialog(page).locator('[class*="excerpt"]')).toHaveCount(0)
  await toggle.click()
  await expect(results(page).first().locator('[class*="excerpt"] mark').first()).toHaveText(/deposit/i)
})

test('highlights stay while the selection moves, by keyboard or by pointer', async ({ page }) => {
  await openWithButton(page)
  await search(page, 'deposit')
  const titleMark = results(page).first().locator('[class*="titles"] mark').first()
  const excerptMark = results(page).first().locator('[class*="excerpt"] mark').first()
  await expect(titleMark).toHaveText(/deposit/i)
  await expect(excerptMark).toBeVisible()
  await page.keyboard.press('ArrowDown')
  await expect(results(page).nth(1)).toHaveAttribute('aria-selected', 'true')
  // A reader's pointer moves in many small steps.
  const box = await results(page).nth(2).boundingBox()
  await page.mouse.move((box?.x ?? 0) + 40, (box?.y ?? 0) + 12, { steps: 8 })
  await expect(results(page).nth(2)).toHaveAttribute('aria-selected', 'true')
  await expect(titleMark).toHaveText(/deposit/i)
  await expect(excerptMark).toBeVisible()
})

test('the reset button and ⌘⌫ clear the query and leave the field focused', async ({ page }) => {
  await openWithButton(page)
  await search(page, 'deposit')
  await dialog(page).getByRole('button', { name: 'Reset search' }).click()
  await expect(input(page)).toHaveValue('')
  await expect(input(page)).toBeFocused()
  await expect(results(page)).toHaveCount(0)
  await search(page, 'deposit')
  await page.keyboard.press('Meta+Backspace')
  await expect(input(page)).toHaveValue('')
  await expect(results(page)).toHaveCount(0)
  // Ctrl+Backspace keeps its meaning in the field: it deletes the last word only.
  await input(page).fill('deposit limits')
  await page.keyboard.press('Control+Backspace')
  await expect(input(page)).toHaveValue('deposit ')
})

test('the query is kept for the tab and written to ?q= while search is open', async ({ page }) => {
  await openWithButton(page)
  await search(page, 'deposit')
  await expect(page).toHaveURL(/[?&]q=deposit(&|$)/)
  await page.keyboard.press('Escape')
  await expect(dialog(page)).toBeHidden()
  await expect(page).not.toHaveURL(/[?&]q=/)
  await openWithButton(page)
  await expect(input(page)).toHaveValue('deposit')
  await expect(results(page).first()).toBeVisible()
})

test('↓ then Enter opens the second result', async ({ page }) => {
  await openWithButton(page)
  await search(page, 'deposit')
  const first = await results(page).nth(0).getAttribute('href')
  const href = (await results(page).nth(1).getAttribute('href')) ?? ''
  expect(href).toMatch(/^\//)
  expect(href).not.toBe(first)
  await page.keyboard.press('ArrowDown')
  await expect(results(page).nth(1)).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('Enter')
  await expect(dialog(page)).toBeHidden()
  await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).hash).toBe(href)
})

test('the field points assistive technology at the selected result', async ({ page }) => {
  await openWithButton(page)
  await search(page, 'deposit')
  const activeId = () => input(page).getAttribute('aria-activedescendant')
  await expect(input(page)).toHaveAttribute('aria-activedescendant', /.+/)
  expect(await activeId()).toBe(await results(page).nth(0).getAttribute('id'))
  await page.keyboard.press('ArrowDown')
  await expect.poll(activeId).toBe(await results(page).nth(1).getAttribute('id'))
  await expect(input(page)).toHaveAttribute(
    'aria-controls',
    (await dialog(page).getByRole('listbox').getAttribute('id')) ?? '',
  )
  await dialog(page).getByRole('button', { name: 'Reset search' }).click()
  await expect(input(page)).not.toHaveAttribute('aria-activedescendant')
})

test('pointing at a result selects it, also after the keyboard moved the selection', async ({ page }) => {
  await openWithButton(page)
  await search(page, 'deposit')
  await results(page).nth(2).hover()
  await expect(results(page).nth(2)).toHaveAttribute('aria-selected', 'true')
  await expect(results(page).nth(0)).toHaveAttribute('aria-selected', 'false')
  // With the pointer resting on the third result, ↓ selects the fourth; moving the pointer
  // within the third selects it again.
  await page.keyboard.press('ArrowDown')
  await expect(results(page).nth(3)).toHaveAttribute('aria-selected', 'true')
  const box = await results(page).nth(2).boundingBox()
  await page.mouse.move((box?.x ?? 0) + (box?.width ?? 0) / 2 + 6, (box?.y ?? 0) + (box?.height ?? 0) / 2, {
    steps: 4,
  })
  await expect(results(page).nth(2)).toHaveAttribute('aria-selected', 'true')
})

test('Enter with no result neither submits the form nor reloads the page', async ({ page }) => {
  await openWithButton(page)
  await input(page).fill('qzxwvkj')
  await expect(dialog(page)).toContainText('No results for "qzxwvkj"')
  await page.evaluate(() => {
    ;(window as unknown as { samePage?: boolean }).samePage = true
  })
  const navigations: string[] = []
  page.on('request', (request) => {
    if (request.isNavigationRequest()) navigations.push(request.url())
  })
  await page.keyboard.press('Enter')
  // A submitted form or a reload asks for a document before the next frames are drawn.
  await afterFrames(page, 3)
  expect(navigations).toEqual([])
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true)
  await expect(dialog(page)).toBeVisible()
  expect(new URL(page.url()).pathname).toBe('/overview')
})

test('excerpts are plain text with no tab stops, and a click on an excerpt opens its result', async ({ page }) => {
  await openWithButton(page)
  await search(page, 'deposit')
  const first = results(page).first()
  const excerpt = first.locator('[class*="excerpt"]')
  await expect(excerpt).toBeVisible()
  // Only text and highlights: no link, table or code block to tab to.
  expect(await excerpt.locator('a, table, pre, [tabindex]').count()).toBe(0)
  await first.focus()
  await page.keyboard.press('Tab')
  await expect(results(page).nth(1)).toBeFocused()
  const href = (await first.getAttribute('href')) ?? ''
  expect(href).toMatch(/^\/.+#/)
  // The excerpt is inert, so the click is the pointer's, at the excerpt's middle.
  const box = await excerpt.boundingBox()
  expect(box).not.toBeNull()
  await page.mouse.click((box?.x ?? 0) + (box?.width ?? 0) / 2, (box?.y ?? 0) + (box?.height ?? 0) / 2)
  await expect(dialog(page)).toBeHidden()
  await expect(page).toHaveURL(new RegExp(`${href.split('#')[0]}(#|$)`))
})

test('a Shift-click opens the result in a new window and keeps the dialog open', async ({ page, context }) => {
  await openWithButton(page)
  await search(page, 'LayerZero router')
  const opened = context.waitForEvent('page', { timeout: 10_000 })
  await results(page)
    .first()
    .click({ modifiers: ['Shift'] })
  await opened
  await expect(dialog(page)).toBeVisible()
  await expect(page).toHaveURL(/\/overview/)
})

test('on a phone the back button closes search and focus returns to the search button', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const searchButton = page.getByRole('button', { name: 'Search', exact: true })
  await searchButton.click()
  await expect(input(page)).toBeFocused()
  const back = dialog(page).getByRole('button', { name: 'Close search dialog' })
  await expect(back).toBeVisible()
  await back.click()
  await expect(dialog(page)).toBeHidden()
  await expect(searchButton).toBeFocused()
})

test('on a phone an excerpt that opens with an endpoint address stays inside its result', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await openWithButton(page)
  await search(page, 'backend.gas.zip/v2')
  const excerpts = dialog(page).locator('[class*="excerpt"]')
  await expect(excerpts.first()).toBeVisible()
  // An excerpt hides what passes its edge (it is cut off at its height): wider content is lost text.
  const wide = await excerpts.evaluateAll((elements) =>
    elements.filter((element) => element.scrollWidth > element.clientWidth + 1).map((element) => element.textContent),
  )
  expect(await excerpts.count()).toBeGreaterThan(3)
  expect(wide).toEqual([])
})

test('on a desktop the phone back button is not shown', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await openWithButton(page)
  await expect(dialog(page).getByRole('button', { name: 'Close search dialog' })).toBeHidden()
  await expect(dialog(page).getByText('Navigate')).toBeVisible()
})

test('while search is open the page behind stays put; a click beside the dialog closes it', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/gas/api/guide')
  await page.evaluate(() => window.scrollTo(0, 400))
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(400)
  const widthBefore = await page.evaluate(() => document.querySelector('article')?.getBoundingClientRect().width)
  await openWithButton(page)
  // The wheel over the dimmed page scrolls nothing, and the page keeps its width.
  await page.mouse.move(60, 800)
  await page.mouse.wheel(0, 600)
  await afterFrames(page, 3)
  expect(await page.evaluate(() => window.scrollY)).toBe(400)
  expect(await page.evaluate(() => document.querySelector('article')?.getBoundingClientRect().width)).toBe(widthBefore)
  await page.mouse.click(60, 800)
  await expect(dialog(page)).toBeHidden()
  await page.mouse.wheel(0, 600)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400)
})

test('puts the section whose title is the query first: "Quote" opens the Quote page, not Quote token', async ({
  page,
}) => {
  await openWithButton(page)
  await search(page, 'Quote')
  // The option links the section: the Quote page's own entry.
  await expect(results(page).first()).toHaveAttribute('href', '/gas/api/quote#quote')
})
