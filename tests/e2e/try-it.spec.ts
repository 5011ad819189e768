import { axeViolations } from '../support/axe.ts'
import { afterFrames } from '../support/frames.ts'
import { expect, type Page, test } from './fixtures.ts'

/**
 * "Try it" on the API reference: the form is built from openapi.json with the
 * examples filled in, nothing leaves the browser until the reader presses the
 * button, and the answer (or the failure) is shown next to the cURL line. The
 * network is intercepted; no test reaches the real API.
 */

const api = 'https://backend.gas.zip/v2'
const quoteUrl = `${api}/quotes/1/600000000000000/42161,10?to=0x7Ed2A81B7054Dc5D393234B7a3A33B9ba125cAc9&from=0x7Ed2A81B7054Dc5D393234B7a3A33B9ba125cAc9`
const cors = { 'access-control-allow-origin': '*', 'content-type': 'application/json' }

/** Every request the page makes to the API host, in order. */
function apiRequests(page: Page) {
  const urls: string[] = []
  page.on('request', (request) => {
    if (request.url().startsWith('https://backend.gas.zip/')) urls.push(request.url())
  })
  return urls
}

const form = (page: Page) => page.locator('.try-it')

test('the Quote form starts from the examples, shows the cURL line and sends nothing before the click', async ({
  page,
}) => {
  const sent = apiRequests(page)
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  await page.route(`${api}/**`, (route) =>
    route.fulfill({ status: 200, headers: cors, body: '{"quotes":[{"chain":42161,"expected":"599131010000000123"}]}' }),
  )
  await page.goto('/gas/api/quote')
  await expect(page.getByLabel('deposit_chain')).toHaveValue('1')
  await expect(page.getByLabel('outbound_chains')).toHaveValue('42161,10')
  await expect(form(page).locator('[data-part="curl"]')).toHaveText(`curl -s '${quoteUrl}'`)
  await page.waitForLoadState('networkidle')
  await page.mouse.wheel(0, 600)
  await afterFrames(page, 3)
  await page.waitForLoadState('networkidle')
  expect(sent, 'requests to the API before the button was pressed').toEqual([])
  const sendingCode = (path: string) => path.includes('/sendRequest-')
  expect(scripts.filter(sendingCode), 'the sending code loads only on the click').toEqual([])

  await page.getByRole('button', { name: 'Send request' }).click()
  const result = form(page).getByRole('status')
  await expect(result.locator('[data-part="status"]')).toHaveText('200 OK')
  await expect(result.locator('[data-part="time"]')).toHaveText(/^\d+ ms$/)
  await expect(result.locator('pre')).toHaveText(
    '{\n  "quotes": [\n    {\n      "chain": 42161,\n      "expected": "599131010000000123"\n    }\n  ]\n}',
  )
  expect(sent).toEqual([quoteUrl])
  expect(scripts.filter(sendingCode)).toHaveLength(1)
})

test('an edited value changes the request and the cURL line', async ({ page }) => {
  const sent = apiRequests(page)
  await page.route(`${api}/**`, (route) => route.fulfill({ status: 200, headers: cors, body: '[]' }))
  await page.goto('/gas/api/deposit')
  await page.getByLabel('hash').fill('0xabc')
  await expect(form(page).locator('[data-part="curl"]')).toHaveText(`curl -s '${api}/deposit/0xabc'`)
  await page.getByLabel('hash').press('Enter')
  await expect(form(page).locator('[data-part="status"]')).toHaveText('200 OK')
  expect(sent).toEqual([`${api}/deposit/0xabc`])
})

test('a 4xx answer shows its status and body', async ({ page }) => {
  await page.route(`${api}/**`, (route) =>
    route.fulfill({ status: 400, headers: cors, body: '{"error":"Source: Chain Disabled"}' }),
  )
  await page.goto('/gas/api/quote-reverse')
  await page.getByRole('button', { name: 'Send request' }).click()
  const result = form(page).getByRole('status')
  await expect(result.locator('[data-part="status"]')).toHaveText('400 Bad Request')
  await expect(result.locator('pre')).toHaveText('{\n  "error": "Source: Chain Disabled"\n}')
})

test('a network failure is said plainly and points to the cURL line', async ({ page }) => {
  await page.route(`${api}/**`, (route) => route.abort('internetdisconnected'))
  await page.goto('/gas/api/chains')
  await page.getByRole('button', { name: 'Send request' }).click()
  await expect(form(page).getByRole('status')).toHaveText(
    'No answer: the browser blocked the request or the network failed. Run the cURL line below from a terminal instead.',
  )
  await expect(form(page).locator('[data-part="curl"]')).toHaveText(`curl -s '${api}/chains'`)
})

test('an empty required field is named, marked, and nothing is sent or lost', async ({ page }) => {
  const sent = apiRequests(page)
  await page.goto('/gas/api/quote')
  await page.getByLabel('deposit_chain').fill('')
  await page.getByRole('button', { name: 'Send request' }).click()
  await expect(form(page).getByRole('status')).toHaveText('Enter deposit_chain: it is required.')
  await expect(page.getByLabel('deposit_chain')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByLabel('deposit_wei')).toHaveValue('600000000000000')
  expect(sent).toEqual([])
})

test('the form is reachable and usable with the keyboard alone', async ({ page }) => {
  await page.route(`${api}/**`, (route) => route.fulfill({ status: 200, headers: cors, body: '{}' }))
  await page.goto('/gas/api/user')
  await page.getByLabel('address').focus()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: 'Send request' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(form(page).locator('[data-part="status"]')).toHaveText('200 OK')
})

for (const colorScheme of ['light', 'dark'] as const) {
  test(`axe finds nothing in the form with an answer and a problem shown (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme })
    await page.route(`${api}/**`, (route) =>
      route.fulfill({ status: 404, headers: cors, body: '{"error":"Not found"}' }),
    )
    const scan = () => axeViolations(page, '.try-it')
    await page.goto('/gas/api/search')
    if (colorScheme === 'dark') await expect(page.locator('html')).toHaveClass(/\bdark\b/)
    await page.getByRole('button', { name: 'Send request' }).click()
    await expect(form(page).locator('[data-part="status"]')).toHaveText('404 Not Found')
    expect(await scan(), 'with an answer').toEqual([])
    await page.getByLabel('hash').fill('')
    await page.getByRole('button', { name: 'Send request' }).click()
    await expect(form(page).getByRole('status')).toHaveText('Enter hash: it is required.')
    expect(await scan(), 'with a problem').toEqual([])
  })
}

const depositAnswer = JSON.stringify({
  deposit: { hash: `0x${'ab'.repeat(32)}`, chain: 1, status: 'CONFIRMED', value: '1000', usd: 2 },
  txs: [
    { chain: 42161, hash: `0x${'cd'.repeat(32)}`, status: 'CONFIRMED', refund: false, cancelled: false },
    { chain: 10, hash: `0x${'ef'.repeat(32)}`, status: 'CANCELLED', refund: false, cancelled: true },
  ],
})

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the verdict under an answer is a labelled region that axe passes (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme })
    await page.route(`${api}/**`, (route) => route.fulfill({ status: 200, headers: cors, body: depositAnswer }))
    await page.goto('/gas/api/deposit')
    if (colorScheme === 'dark') await expect(page.locator('html')).toHaveClass(/\bdark\b/)
    await page.getByRole('button', { name: 'Send request' }).click()
    // A CONFIRMED deposit whose payout is CANCELLED is not delivered: the verdict says so, with the ticket.
    const verdict = form(page).getByRole('region', { name: /^Verdict/ })
    await expect(verdict).toHaveAttribute('data-outcome', 'not-delivered')
    await expect(verdict).toContainText('Not delivered. Do not send the deposit again.')
    await expect(verdict.locator('pre')).toContainText('status CANCELLED, refund false, cancelled true')
    expect(await axeViolations(page, '.try-it'), 'with a verdict').toEqual([])
  })
}

test('at 390 px the verdict keeps every line inside its panel, hashes included', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.route(`${api}/**`, (route) => route.fulfill({ status: 200, headers: cors, body: depositAnswer }))
  await page.goto('/gas/api/deposit')
  await page.getByRole('button', { name: 'Send request' }).click()
  const verdict = form(page).getByRole('region', { name: /^Verdict/ })
  await expect(verdict).toContainText(`0x${'ef'.repeat(32)}`)
  const outside = await verdict.evaluate((panel) => {
    const right = panel.getBoundingClientRect().right
    return [...panel.querySelectorAll('li, p, pre')]
      .filter(
        (element) => element.scrollWidth > element.clientWidth + 1 || element.getBoundingClientRect().right > right + 1,
      )
      .map((element) => element.textContent?.slice(0, 40))
  })
  expect(outside).toEqual([])
})

test('the Quote panel refuses calldata that names other chains than the request', async ({ page }) => {
  // The form asks for Arbitrum One (57) and OP Mainnet (55); this calldata names Base (54) second.
  const body = JSON.stringify({
    quotes: [
      { chain: 42161, expected: '1', gas: '1', speed: 5, usd: 1 },
      { chain: 10, expected: '1', gas: '1', speed: 5, usd: 1 },
    ],
    calldata: '0x0100390036',
  })
  await page.route(`${api}/**`, (route) => route.fulfill({ status: 200, headers: cors, body }))
  await page.goto('/gas/api/quote')
  await page.getByRole('button', { name: 'Send request' }).click()
  const verdict = form(page).getByRole('region', { name: /^Verdict/ })
  await expect(verdict).toHaveAttribute('data-outcome', 'refuse')
  await expect(verdict.locator('li[data-code]')).toHaveCount(1)
  await expect(verdict.locator('li[data-code="calldata-chains"]')).toContainText(
    'The calldata names short ids 57, 54; the chains asked for have 57, 55.',
  )
})

test('API text in a verdict stays text: a link in an error body is not a link', async ({ page }) => {
  await page.route(`${api}/**`, (route) =>
    route.fulfill({
      status: 502,
      headers: { 'access-control-allow-origin': '*', 'content-type': 'text/plain' },
      body: '[Gas.zip support: re-send your deposit here](https://evil.example/resend) then reply DONE',
    }),
  )
  await page.goto('/gas/api/deposit')
  await page.getByRole('button', { name: 'Send request' }).click()
  const verdict = form(page).getByRole('region', { name: /^Verdict/ })
  await expect(verdict).toHaveAttribute('data-outcome', 'unknown')
  await expect(form(page).locator('pre.try-it-body')).toContainText('https://evil.example/resend')
  await expect(form(page).locator('a[href*="evil.example"]')).toHaveCount(0)
  await expect(verdict).not.toContainText('re-send your deposit here')
})

test('a request that gets no answer ends after 15 s with a message, and the button comes back', async ({ page }) => {
  await page.clock.install()
  await page.route(`${api}/**`, () => {})
  await page.goto('/gas/api/chains')
  // The request module loads on the click and starts its timer just before it fetches, so the
  // clock moves only once the request has reached the network.
  const requested = page.waitForRequest(`${api}/**`)
  await page.getByRole('button', { name: 'Send request' }).click()
  await expect(page.getByRole('button', { name: 'Sending…' })).toBeDisabled()
  await requested
  await page.clock.fastForward(15_000)
  await expect(form(page).getByRole('status')).toHaveText(/^No answer within 15 s: .*cURL line/)
  await expect(page.getByRole('button', { name: 'Send request' })).toBeEnabled()
})

test('an answer above 1 MB is cut there, and the panel says so', async ({ page }) => {
  const body = `{"chains":[${'{"name":"x"},'.repeat(300_000)}{}]}`
  await page.route(`${api}/**`, (route) => route.fulfill({ status: 200, headers: cors, body }))
  await page.goto('/gas/api/chains')
  await page.getByRole('button', { name: 'Send request' }).click()
  const shown = form(page).locator('pre.try-it-body')
  await expect(shown).toContainText('[Cut here: the answer is larger than 1 MB')
  expect((await shown.textContent())?.length).toBeLessThan(1024 * 1024 + 200)
})
