import { expect, type Page, test } from './fixtures.ts'

// The LayerZero pages' code as a reader reaches it in the browser: every tab of every code group,
// each holding the snippet code it includes, and the tabs switching. What the prerendered pages
// say (router addresses, steps, the fee rule, the executor and relayer tables) is read from the
// build in tests/built/layerzero.test.ts.

type LzPage = {
  path: string
  /** Text that only the included snippet code contains. */
  code: string[]
  codeGroups?: boolean
}

const lzPages: LzPage[] = [
  { path: '/layerzero/overview', code: [] },
  {
    path: '/layerzero/v2/code-examples/completeFlow',
    code: ["functionName: 'sendDeposits'", '(BigInt(eid) << 224n) | amount', "getFunction('sendDeposits')"],
    codeGroups: true,
  },
  {
    path: '/layerzero/v2/code-examples/limits',
    code: ["functionName: 'dstConfig'", "getFunction('dstConfig')", "name: 'nativeCap'"],
    codeGroups: true,
  },
  {
    path: '/layerzero/v1/step-by-step/estimateFees',
    code: ["encodePacked(['uint16', 'uint256', 'uint256', 'address']", "functionName: 'estimateFees'"],
    codeGroups: true,
  },
  {
    path: '/layerzero/v1/step-by-step/deposit',
    code: ['depositParam(d.chainId, d.amount)', "functionName: 'deposit'", 'waitForTransactionReceipt'],
  },
  {
    path: '/layerzero/v1/code-examples/completeFlow',
    code: ['(BigInt(chainId) << 240n) | amount', "functionName: 'dstConfigLookup'", "getFunction('deposit')"],
    codeGroups: true,
  },
  // The two v1 example pages lead into the complete flow, where the code runs as one file.
  { path: '/layerzero/v1/code-examples/deposit', code: [] },
  { path: '/layerzero/v1/code-examples/estimateFees', code: [] },
  {
    path: '/layerzero/v1/code-examples/limits',
    code: ["functionName: 'dstConfigLookup'", "getFunction('dstConfigLookup')", 'args: [chainId, 2]'],
    codeGroups: true,
  },
]

const article = (page: Page) => page.locator('article').first()

/**
 * Text of every code block in the article as a reader can reach it: blocks outside
 * code groups, then each tab of each code group, opened in turn.
 */
async function allCode(page: Page): Promise<string[]> {
  const texts = await article(page).locator('pre code').allTextContents()
  const groups = article(page).locator('.vocs_CodeGroup')
  for (let g = 0; g < (await groups.count()); g++) {
    const group = groups.nth(g)
    const tabs = group.getByRole('tab')
    for (let t = 0; t < (await tabs.count()); t++) {
      await tabs.nth(t).click()
      await expect(tabs.nth(t)).toHaveAttribute('aria-selected', 'true')
      texts.push(...(await group.locator('[role="tabpanel"]:not([hidden]) pre code').allTextContents()))
    }
  }
  return texts
}

for (const lz of lzPages) {
  test.describe(lz.path, () => {
    test.beforeEach(async ({ page }) => {
      const response = await page.goto(lz.path)
      expect(response?.status()).toBe(200)
    })

    test('code blocks hold the included snippet code', async ({ page }) => {
      // Every tab of every code group is clicked and read, one after another, on pages with several groups.
      test.setTimeout(90_000)
      const blocks = await allCode(page)
      for (const block of blocks) {
        // An include without `~` stays behind as a bare marker line.
        expect(block).not.toContain('[!include')
        expect(block).not.toContain('[!region')
        expect(block.trim().length).toBeGreaterThan(20)
      }
      const code = blocks.join('\n')
      for (const expected of lz.code) expect(code).toContain(expected)
      // Only placeholders, never a real key or URL.
      if (code.includes('privateKey')) expect(code).toContain("'0xYOUR_PRIVATE_KEY'")
    })

    if (lz.codeGroups) {
      test('code groups switch between viem and ethers', async ({ page }) => {
        // Each tab is named after its file: flowEthers.ts, limitsViem.ts and so on.
        const ethersTab = article(page)
          .getByRole('tab', { name: /Ethers\.ts$/ })
          .first()
        const first = ethersTab.locator('xpath=ancestor::div[contains(@class, "vocs_CodeGroup")][1]')
        await expect(first).toBeVisible()
        await ethersTab.click()
        await expect(ethersTab).toHaveAttribute('aria-selected', 'true')
        const visible = first.locator('[role="tabpanel"]:not([hidden]) pre')
        await expect(visible).toContainText(/ethers|getFunction/)
        const viemTab = first.getByRole('tab', { name: /Viem\.ts$/ })
        await viemTab.click()
        await expect(first.locator('[role="tabpanel"]:not([hidden]) pre')).not.toContainText('getFunction')
      })
    }
  })
}
