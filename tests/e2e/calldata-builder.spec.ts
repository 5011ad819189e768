import { axeViolations } from '../support/axe.ts'
import { expect, type Page, test } from './fixtures.ts'

// Expected calldata is Gas.zip's documented worked examples, written here by hand, not
// produced by the encoder.
const route = '/gas/code-examples/evm-deposit/direct-forwarder'
const evmRecipient = '0x7Ed2A81B7054Dc5D393234B7a3A33B9ba125cAc9'

const builder = (page: Page) => page.getByTestId('calldata-builder')
const search = (page: Page) => builder(page).getByRole('combobox', { name: /Add a chain/ })
const calldata = (page: Page) => builder(page).getByTestId('calldata')

/** Types into the chain search box and picks with the keyboard: `moves` ArrowDown presses, then Enter. */
async function pickChain(page: Page, query: string, moves = 0) {
  await search(page).fill(query)
  await expect(builder(page).getByRole('listbox')).toBeVisible()
  for (let i = 0; i < moves; i++) await search(page).press('ArrowDown')
  await search(page).press('Enter')
}

test.beforeEach(async ({ page }) => {
  await page.goto(route)
  await expect(builder(page)).toBeVisible()
})

test('EVM recipient to Arbitrum One and OP Mainnet gives the documented calldata', async ({ page }) => {
  await builder(page).getByLabel('Recipient address').fill(evmRecipient)
  await pickChain(page, '42161') // Arbitrum One by native chain id
  await pickChain(page, 'OP Mainnet') // by name
  await expect(calldata(page)).toHaveText('0x027Ed2A81B7054Dc5D393234B7a3A33B9ba125cAc900390037')

  const rows = builder(page).getByRole('table').getByRole('row')
  await expect(rows.nth(1)).toContainText('Recipient type 02')
  await expect(rows.nth(2)).toContainText(evmRecipient)
  await expect(rows.nth(3)).toContainText('0039')
  await expect(rows.nth(3)).toContainText('Short id 57: Arbitrum One')
  await expect(rows.nth(4)).toContainText('Short id 55: OP Mainnet')
})

test('EVM recipient to zkSync Era and Polygon zkEVM, picked by short id and with the arrow keys', async ({ page }) => {
  await builder(page).getByLabel('Recipient address').fill(evmRecipient)
  await pickChain(page, '51') // zkSync Era, short id 51: the exact match is listed first
  await search(page).fill('Polygon')
  const options = builder(page).getByRole('option')
  const zkEvmIndex = (await options.allTextContents()).findIndex((text) => text.startsWith('Polygon zkEVM'))
  expect(zkEvmIndex).toBeGreaterThanOrEqual(0)
  for (let i = 0; i < zkEvmIndex; i++) await search(page).press('ArrowDown')
  await expect(options.nth(zkEvmIndex)).toHaveAttribute('aria-selected', 'true')
  await search(page).press('Enter')
  await expect(calldata(page)).toHaveText('0x027Ed2A81B7054Dc5D393234B7a3A33B9ba125cAc900330034')
})

test('send to myself (type 01) to Arbitrum One, then OP Mainnet', async ({ page }) => {
  await builder(page).getByLabel('Send to myself (type 01)').check()
  await expect(builder(page).getByLabel('Recipient address')).toBeDisabled()
  await pickChain(page, 'Arbitrum One')
  await expect(calldata(page)).toHaveText('0x010039')
  await pickChain(page, '55')
  await expect(calldata(page)).toHaveText('0x0100390037')
})

test('Solana recipient to Solana gives the documented calldata', async ({ page }) => {
  await builder(page).getByLabel('Recipient address').fill('gasZT2bpe7mxu5wMgQbvry84vok5CuF2huCEokyC3qh')
  await pickChain(page, '245')
  await expect(calldata(page)).toHaveText('0x030a23f34efcd2d9f1a203e0c65a2b3d63570927c761bc55e8f97f5100e1abe56800f5')
})

test('XRP recipient to XRP gives the documented calldata', async ({ page }) => {
  await builder(page).getByLabel('Recipient address').fill('rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh')
  await pickChain(page, '1000016') // XRP by native (pseudo) chain id
  await expect(calldata(page)).toHaveText('0x0500b5f762798a53d543a014caf8b297cff8f2f937e8bf32ba9f0179')
})

test('an invalid address shows a specific message and no calldata', async ({ page }) => {
  await pickChain(page, 'Arbitrum One')
  const address = builder(page).getByLabel('Recipient address')
  await address.fill('0x7Ed2A81B7054Dc5D393234B7a3A33B9ba125cAc') // one hex digit short
  await expect(address).toHaveAttribute('aria-invalid', 'true')
  await expect(builder(page)).toContainText('is not an EVM address: expected 0x followed by 40 hex digits, got 39')
  // Screen readers announce the message through the field's description: every id it names
  // exists (ids made on the server and in the browser must agree for that).
  await expect(address).toHaveAccessibleDescription(/is not an EVM address/)
  const describedBy = ((await address.getAttribute('aria-describedby')) ?? '').split(' ')
  const missing = await page.evaluate((ids) => ids.filter((id) => !document.getElementById(id)), describedBy)
  expect(missing, 'ids the field names that no element has').toEqual([])
  await expect(calldata(page)).toHaveCount(0)
  await expect(builder(page).getByRole('button', { name: 'Copy calldata' })).toHaveCount(0)

  await address.fill(evmRecipient)
  await pickChain(page, 'OP Mainnet')
  await expect(calldata(page)).toHaveText('0x027Ed2A81B7054Dc5D393234B7a3A33B9ba125cAc900390037')
})

test('no calldata until a chain is picked; removing the last chain hides it again', async ({ page }) => {
  await builder(page).getByLabel('Recipient address').fill(evmRecipient)
  await expect(builder(page).getByTestId('calldata-problem')).toHaveText('Pick at least one outbound chain.')
  await expect(calldata(page)).toHaveCount(0)
  await pickChain(page, '42161')
  await expect(calldata(page)).toBeVisible()
  await builder(page).getByRole('button', { name: 'Remove Arbitrum One' }).click()
  await expect(calldata(page)).toHaveCount(0)
})

test('the copy button puts the calldata on the clipboard', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await builder(page).getByLabel('Send to myself (type 01)').check()
  await pickChain(page, '42161')
  await pickChain(page, 'OP Mainnet')
  await builder(page).getByRole('button', { name: 'Copy calldata' }).click()
  await expect(builder(page).getByRole('button', { name: 'Copied' })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('0x0100390037')
})

test('every control is reachable with Tab and shows a visible focus ring', async ({ page }) => {
  const address = builder(page).getByLabel('Recipient address')
  await address.focus()
  await page.keyboard.type(evmRecipient)
  await page.keyboard.press('Tab')
  await expect(search(page)).toBeFocused()
  await page.keyboard.type('Arbitrum One')
  await page.keyboard.press('Enter')
  await page.keyboard.press('Tab')
  const remove = builder(page).getByRole('button', { name: 'Remove Arbitrum One' })
  await expect(remove).toBeFocused()
  await page.keyboard.press('Tab')
  const copy = builder(page).getByRole('button', { name: 'Copy calldata' })
  await expect(copy).toBeFocused()
  for (const control of [remove, copy]) {
    await control.focus()
    const outline = await control.evaluate((element) => getComputedStyle(element).outlineStyle)
    expect(outline).not.toBe('none')
  }
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Shift+Tab')
  await expect(address).toBeFocused()
  await page.keyboard.press('Shift+Tab')
  await expect(builder(page).getByLabel('Another address')).toBeFocused()
})

test('the builder passes axe-core WCAG 2.1 AA, empty and filled, in light and dark themes', async ({ page }) => {
  test.setTimeout(120_000) // four axe scans; slow on a loaded machine
  const scan = async () => {
    expect(await axeViolations(page, '[data-testid="calldata-builder"]')).toEqual([])
  }
  await scan()
  await builder(page).getByLabel('Recipient address').fill('not an address')
  await search(page).fill('op')
  await scan()
  await builder(page).getByLabel('Recipient address').fill(evmRecipient)
  await search(page).press('Enter')
  await scan()
  await page.evaluate(() => document.documentElement.classList.add('dark'))
  await scan()
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the prerendered builder shows its labelled controls', async ({ page }) => {
    await page.goto(route)
    await expect(builder(page).getByLabel('Recipient address')).toBeVisible()
    await expect(search(page)).toBeVisible()
    await expect(builder(page).getByLabel('Send to myself (type 01)')).toBeVisible()
  })
})
