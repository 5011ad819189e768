import { expect, type Page, test } from './fixtures.ts'

// The Solidity examples as a reader sees them (highlighted, in the browser's colours) and the
// links that move the reader from the LayerZero Scan guidance and the banner. Expected text is
// written here by hand. What the prerendered pages say (the Scan step, the delivery statuses, the
// fee rules, the banner's text and links) is read from the build in
// tests/built/contract-examples.test.ts.

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

test('the v1 deposit step by step links the scan page and the statuses', async ({ page }) => {
  await page.goto('/layerzero/v1/step-by-step/deposit')
  const step = article(page).locator('.vocs_Step').filter({ hasText: 'Follow each destination on LayerZero Scan' })
  await expect(step).toContainText('https://layerzeroscan.com/tx/')
  await step.getByRole('link', { name: 'complete flow with the v1 router' }).click()
  await expect(page).toHaveURL(/\/layerzero\/v1\/code-examples\/completeFlow#delivery-statuses$/)
  await expect(page.getByRole('heading', { name: 'Delivery statuses' })).toBeInViewport()
})

test('the banner route caps link leads to the v2 limits page', async ({ page }) => {
  await page.goto('/layerzero/overview')
  await page.locator('.vocs_Banner').getByRole('link', { name: 'route caps' }).click()
  await expect(page).toHaveURL(/\/layerzero\/v2\/code-examples\/limits$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Limits with the v2 router')
})
