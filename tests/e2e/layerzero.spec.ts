import { expect, type Page, test } from './fixtures.ts'

// What a reader of the LayerZero pages relies on, checked on the built site.
// Addresses and ids are the documented ones, written by hand.
const v2Router = '0x26DA582889f59EaaE9dA1f063bE0140CD93E6a4f'
const v1Router = '0xBf94Ed69281709958c8f60bc15cD1bB6BADCd4A4'

type LzPage = {
  path: string
  router: 'v1' | 'v2' | 'both'
  /** Text that only the included snippet code contains. */
  code: string[]
  steps?: number
  codeGroups?: boolean
}

const lzPages: LzPage[] = [
  { path: '/layerzero/overview', router: 'both', code: [], steps: 5 },
  {
    path: '/layerzero/v2/code-examples/completeFlow',
    router: 'v2',
    code: ["functionName: 'sendDeposits'", '(BigInt(eid) << 224n) | amount', "getFunction('sendDeposits')"],
    steps: 8,
    codeGroups: true,
  },
  {
    path: '/layerzero/v2/code-examples/limits',
    router: 'v2',
    code: ["functionName: 'dstConfig'", "getFunction('dstConfig')", "name: 'nativeCap'"],
    codeGroups: true,
  },
  {
    path: '/layerzero/v1/step-by-step/estimateFees',
    router: 'v1',
    code: ["encodePacked(['uint16', 'uint256', 'uint256', 'address']", "functionName: 'estimateFees'"],
    steps: 4,
    codeGroups: true,
  },
  {
    path: '/layerzero/v1/step-by-step/deposit',
    router: 'v1',
    code: ['depositParam(d.chainId, d.amount)', "functionName: 'deposit'", 'waitForTransactionReceipt'],
    steps: 5,
  },
  {
    path: '/layerzero/v1/code-examples/completeFlow',
    router: 'v1',
    code: ['(BigInt(chainId) << 240n) | amount', "functionName: 'dstConfigLookup'", "getFunction('deposit')"],
    steps: 8,
    codeGroups: true,
  },
  // The two v1 example pages lead into the complete flow, where the code runs as one file.
  { path: '/layerzero/v1/code-examples/deposit', router: 'v1', code: [] },
  { path: '/layerzero/v1/code-examples/estimateFees', router: 'v1', code: [] },
  {
    path: '/layerzero/v1/code-examples/limits',
    router: 'v1',
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

    test('shows the router address of its version', async ({ page }) => {
      const text = (await article(page).textContent()) ?? ''
      if (lz.router !== 'v1') expect(text).toContain(v2Router)
      if (lz.router !== 'v2') expect(text).toContain(v1Router)
      if (lz.router === 'v1') expect(text).not.toContain(v2Router)
      if (lz.router === 'v2') expect(text).not.toContain(v1Router)
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

    if (lz.steps !== undefined) {
      const steps = lz.steps
      test(`renders ${steps} steps`, async ({ page }) => {
        const container = article(page).locator('.vocs_Steps').first()
        await expect(container).toBeVisible()
        await expect(container.locator(':scope > .vocs_Step')).toHaveCount(steps)
        const titles = container.locator(':scope > .vocs_Step h3')
        await expect(titles).toHaveCount(steps)
        for (const title of await titles.allTextContents()) expect(title.trim().length).toBeGreaterThan(3)
      })
    }

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

test('the overview says msg.value is the sum of the fees and overpaying is lost', async ({ page }) => {
  await page.goto('/layerzero/overview')
  const section = article(page)
  await expect(section.getByRole('heading', { name: 'Fees and msg.value' })).toBeVisible()
  // The router-fee rule, in a danger callout: equal to the sum, Fee Not Met below it, no refund above it.
  const danger = section.locator('aside.vocs_Callout_danger', { hasText: 'Send exactly the sum of the fees' })
  await expect(danger).toContainText('msg.value must equal the sum of the fees')
  await expect(danger).toContainText('Fee Not Met')
  await expect(danger).toContainText('Anything above the sum stays in the router')
  await expect(danger).toContainText('it is not refunded')
  // Beam is 4337 in the LayerZero config, not Gnosis's 100.
  await expect(section).toContainText('Beam (4337)')
})

test('the v2 deposit param uses eid << 224, not the v1 16/240 split', async ({ page }) => {
  await page.goto('/layerzero/overview')
  const text = (await article(page).textContent()) ?? ''
  expect(text).toContain('param = (eid << 224) | amount')
  // Gnosis 30145, 0.000002: the documented worked example.
  expect(text).toContain('0x75c10000000000000000000000000000000000000000000001d1a94a2000')
})

test('the v2 limits page lists the executor of each source chain', async ({ page }) => {
  await page.goto('/layerzero/v2/code-examples/limits')
  const table = page.getByRole('table', { name: /LayerZero v2 executor of each source chain/ })
  await expect(
    table.getByRole('row', { name: /Ethereum 1 30101 0x173272739Bd7Aa6e4e214714048a9fE699453059/ }),
  ).toHaveCount(1)
  await expect(
    table.getByRole('row', { name: /Avalanche 43114 30106 0x90E595783E43eb89fF07f63d27B8430e6B44bD9c/ }),
  ).toHaveCount(1)
  // The limits snippet reads Optimism's executor on an Optimism client.
  const code = (await allCode(page)).join('\n')
  expect(code).toContain("'0x2D2ea0697bdbede3F01553D2Ae4B8d0c486B666e'")
  expect(code).toContain('chain: optimism')
})

test('the v1 limits page lists the relayer of each source chain', async ({ page }) => {
  await page.goto('/layerzero/v1/code-examples/limits')
  const table = page.getByRole('table', { name: /LayerZero v1 relayer of each source chain/ })
  await expect(
    table.getByRole('row', { name: /Ethereum 1 101 0x902F09715B6303d4173037652FA7377e5b98089E/ }),
  ).toHaveCount(1)
  // Chains without a v1 id have no relayer row.
  await expect(table.getByRole('row', { name: /^Canto / })).toHaveCount(0)
})

test('no LayerZero page repeats the wrong Gnosis amount', async ({ page }) => {
  test.setTimeout(90_000)
  for (const { path } of lzPages) {
    await page.goto(path)
    const text = (await article(page).textContent()) ?? ''
    expect(text, path).not.toContain('0.0000002')
  }
})
