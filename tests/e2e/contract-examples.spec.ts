import { expect, type Page, test } from './fixtures.ts'

// The Solidity examples, the LayerZero Scan guidance after the receipt, and the banner, as a
// reader sees them on the built site. Expected text is written here by hand.

const article = (page: Page) => page.locator('article').first()

/**
 * The code block with this title that holds `line` (a page may also show a part of the same file
 * under its name): its language, text and the number of distinct token colours in it.
 */
async function codeBlock(page: Page, title: string, line: string) {
  const pre = article(page).locator(`pre[data-title="${title}"]`).filter({ hasText: line })
  await expect(pre).toHaveCount(1)
  await expect(pre).toBeVisible()
  const text = (await pre.locator('code').textContent()) ?? ''
  const colours = await pre.evaluate((element) => {
    const seen = new Set<string>()
    for (const token of element.querySelectorAll('code span span')) {
      if (token.textContent?.trim()) seen.add(getComputedStyle(token).color)
    }
    return seen.size
  })
  return { language: await pre.getAttribute('data-lang'), text, colours }
}

const solidityBlocks: { path: string; title: string; holds: string[] }[] = [
  {
    path: '/gas/code-examples/evm-deposit/contract-forwarder',
    title: 'IGasZipV2.sol',
    holds: [
      'pragma solidity ^0.8.37;',
      'interface IGasZipV2 {',
      'function deposit(uint256 chains, bytes32 to) external payable;',
      'function deposit(uint256 chains, address to) external payable;',
    ],
  },
  {
    path: '/gas/code-examples/evm-deposit/contract-forwarder',
    title: 'GasZipDepositor.sol',
    holds: [
      'import {IGasZipV2} from "./IGasZipV2.sol";',
      'contract GasZipDepositor {',
      'gasZip.deposit{value: msg.value}(packChains(shortIds), evmRecipient(recipient));',
      'chains = (chains << 16) | shortIds[i];',
      'return bytes32(bytes20(recipient));',
    ],
  },
  {
    path: '/gas/code-examples/evm-deposit/contract-forwarder',
    title: 'IGasZipV1.sol',
    holds: ['interface IGasZipV1 {', 'function deposit(uint256 chains, address to) external payable;'],
  },
  {
    path: '/layerzero/v2/code-examples/completeFlow',
    title: 'IGasLZV2.sol',
    holds: [
      'interface IGasLZV2 {',
      'function sendDeposits(uint256[] calldata depositParams, address to) external payable;',
      'event SentDeposits(uint256[] params, address to, uint256 value, uint256 fee, address from);',
    ],
  },
  {
    path: '/layerzero/v2/code-examples/completeFlow',
    title: 'LayerZeroGasDepositor.sol',
    holds: [
      'IGasLZV2(0x26DA582889f59EaaE9dA1f063bE0140CD93E6a4f)',
      'uint128 public constant GAS_LIMIT = 20_000;',
      'ROUTER.sendDeposits{value: totalFee}(params, to);',
      'return (uint256(dstEid) << 224) | amount;',
    ],
  },
]

for (const { path, title, holds } of solidityBlocks) {
  test(`${path} shows ${title} as highlighted Solidity`, async ({ page }) => {
    await page.goto(path)
    const block = await codeBlock(page, title, holds[0] ?? '')
    expect(block.language).toBe('solidity')
    for (const line of holds) expect(block.text).toContain(line)
    expect(block.text).not.toContain('[!include')
    expect(block.text).not.toContain('[!region')
    // Highlighted: keywords, types, strings and comments come in several colours.
    expect(block.colours).toBeGreaterThanOrEqual(4)
  })
}

test('the contract deposit page leads from the call step to the Solidity example', async ({ page }) => {
  await page.goto('/gas/code-examples/evm-deposit/contract-forwarder')
  await article(page).getByRole('link', { name: 'Solidity example' }).click()
  await expect(page).toHaveURL(/#deposit-from-a-solidity-contract$/)
  await expect(page.getByRole('heading', { name: 'Deposit from a Solidity contract' })).toBeInViewport()
  await expect(article(page)).not.toContainText('0xaAaA')
})

const statuses: [string, string, RegExp][] = [
  ['Confirming', 'CONFIRMING', /Wait\./],
  ['Inflight', 'INFLIGHT', /Wait\./],
  ['Delivered', 'DELIVERED', /the drop is done/],
  ['Payload Stored', 'PAYLOAD_STORED', /support ticket/],
  ['Blocked', 'BLOCKED', /support ticket/],
  ['Failed', 'FAILED', /support ticket/],
]

for (const version of ['v1', 'v2'] as const) {
  test(`the ${version} complete flow ends with following delivery on LayerZero Scan`, async ({ page }) => {
    await page.goto(`/layerzero/${version}/code-examples/completeFlow`)
    const steps = article(page).locator('.vocs_Steps').first().locator(':scope > .vocs_Step')
    await expect(steps.last().locator('h3')).toHaveText('Follow each destination on LayerZero Scan')
    await expect(steps.last()).toContainText('https://layerzeroscan.com/tx/')
    const code = (await steps.last().locator('pre code').allTextContents()).join('\n')
    expect(code).toMatch(/\/tx\/\$\{sourceTxHash\}/)
    expect(code).toContain("'https://layerzeroscan.com'")
    expect(code).toContain('getMessagesBySrcTxHash(sourceTxHash)')
    expect(code).toContain("createClient('mainnet')")

    await expect(article(page).getByRole('heading', { name: 'Delivery statuses' })).toBeVisible()
    const table = article(page).getByRole('table').filter({ hasText: 'PAYLOAD_STORED' })
    await expect(table.getByRole('row')).toHaveCount(statuses.length + 1)
    for (const [status, clientValue, todo] of statuses) {
      const row = table.getByRole('row').filter({ has: page.getByRole('cell', { name: status, exact: true }) })
      await expect(row).toHaveCount(1)
      await expect(row).toContainText(clientValue)
      await expect(row).toContainText(todo)
    }
  })
}

test('the v1 deposit step by step links the scan page and the statuses', async ({ page }) => {
  await page.goto('/layerzero/v1/step-by-step/deposit')
  const step = article(page).locator('.vocs_Step').filter({ hasText: 'Follow each destination on LayerZero Scan' })
  await expect(step).toContainText('https://layerzeroscan.com/tx/')
  await step.getByRole('link', { name: 'complete flow with the v1 router' }).click()
  await expect(page).toHaveURL(/\/layerzero\/v1\/code-examples\/completeFlow#delivery-statuses$/)
  await expect(page.getByRole('heading', { name: 'Delivery statuses' })).toBeInViewport()
})

test('the overview states one rule for bits 128 to 223 of a v2 param', async ({ page }) => {
  await page.goto('/layerzero/overview')
  const text = (await article(page).textContent()) ?? ''
  expect(text).toContain('it ignores bits 128 to 223')
  expect(text).toContain('it reads only its low 128 bits')
  expect(text).not.toContain('must be zero')
})

test('the v1 fee quote uses the router default gas limit 20000 and simulates before sending', async ({ page }) => {
  await page.goto('/layerzero/v1/step-by-step/estimateFees')
  const section = article(page)
  await expect(section).toContainText("Quote with gas limit 20000, the router's default gas limit per destination.")
  await expect(section).toContainText('Simulate the deposit with the sum of the fees before you send it')
  await expect(section).toContainText('value above the fees stays in the router')
  // One gas limit on the page: no other value is offered.
  await expect(section).not.toContainText('30000')
  const code = (await section.locator('pre code').allTextContents()).join('\n')
  expect(code).toContain('const gasLimit = 20_000n')
})

// The banner is the same element on every page; its text must hold in each section.
for (const path of [
  '/gas/overview',
  '/gas/code-examples/evm-deposit/contract-forwarder',
  '/layerzero/overview',
  '/layerzero/v1/step-by-step/deposit',
]) {
  test(`on ${path} the banner gives the deposit range and the LayerZero route caps`, async ({ page }) => {
    await page.goto(path)
    const banner = page.locator('.vocs_Banner')
    await expect(banner).toBeVisible()
    await expect(banner).toContainText('Deposits must be worth $0.25 to $50 per outbound chain;')
    await expect(banner).toContainText('the LayerZero router caps each route instead.')
    await expect(banner.getByRole('link', { name: 'deposit limits' })).toHaveAttribute('href', '/gas/overview#limits')
    await expect(banner.getByRole('link', { name: 'route caps' })).toHaveAttribute(
      'href',
      '/layerzero/v2/code-examples/limits',
    )
  })
}

test('the banner route caps link leads to the v2 limits page', async ({ page }) => {
  await page.goto('/layerzero/overview')
  await page.locator('.vocs_Banner').getByRole('link', { name: 'route caps' }).click()
  await expect(page).toHaveURL(/\/layerzero\/v2\/code-examples\/limits$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Limits with the v2 router')
})
