import { describe, expect, it } from 'vitest'
import layerzeroChains from '../../docs/data/layerzeroChains.json' with { type: 'json' }
import { articleOf, bodyRows, select, selectAll, tableCaptioned, textOf } from '../support/builtPage.ts'
import { readPages } from '../support/pages.ts'

/**
 * What a reader of the LayerZero pages relies on, read from the prerendered pages: the text
 * needs no browser. Addresses and ids are the documented ones, written by hand. A code group's
 * page holds its first tab's code; the other tabs, and the snippet code each tab includes, are
 * tested in the browser (tests/e2e/layerzero.spec.ts).
 */
const v2Router = '0x26DA582889f59EaaE9dA1f063bE0140CD93E6a4f'
const v1Router = '0xBf94Ed69281709958c8f60bc15cD1bB6BADCd4A4'

type LzPage = {
  path: string
  router: 'v1' | 'v2' | 'both'
  /** The page sets out its procedure as steps (a `steps` directive). */
  steps?: true
}

const lzPages: LzPage[] = [
  { path: '/layerzero/overview', router: 'both', steps: true },
  { path: '/layerzero/v2/code-examples/completeFlow', router: 'v2', steps: true },
  { path: '/layerzero/v2/code-examples/limits', router: 'v2' },
  { path: '/layerzero/v1/step-by-step/estimateFees', router: 'v1', steps: true },
  { path: '/layerzero/v1/step-by-step/deposit', router: 'v1', steps: true },
  { path: '/layerzero/v1/code-examples/completeFlow', router: 'v1', steps: true },
  { path: '/layerzero/v1/code-examples/deposit', router: 'v1' },
  { path: '/layerzero/v1/code-examples/estimateFees', router: 'v1' },
  { path: '/layerzero/v1/code-examples/limits', router: 'v1' },
]

/** The text of every code block of the prerendered article (a code group's first tab). */
const codeBlocks = (path: string) => selectAll('pre code', articleOf(path)).map(textOf)

/** The rows of the article's table captioned `caption`, each as its cells' text joined by spaces. */
const tableRows = (path: string, caption: RegExp) =>
  bodyRows(tableCaptioned(articleOf(path), caption)).map((cells) => cells.join(' '))

describe.each(lzPages)('$path', (lz) => {
  const text = textOf(articleOf(lz.path))

  it('shows the router address of its version', () => {
    if (lz.router !== 'v1') expect(text).toContain(v2Router)
    if (lz.router !== 'v2') expect(text).toContain(v1Router)
    if (lz.router === 'v1') expect(text).not.toContain(v2Router)
    if (lz.router === 'v2') expect(text).not.toContain(v1Router)
  })

  it('the code blocks of the page hold code, not include markers, and keys only as placeholders', () => {
    const blocks = codeBlocks(lz.path)
    for (const block of blocks) {
      // An include without `~` stays behind as a bare marker line.
      expect(block).not.toContain('[!include')
      expect(block).not.toContain('[!region')
      expect(block.trim().length).toBeGreaterThan(20)
    }
    const code = blocks.join('\n')
    // Only placeholders, never a real key or URL.
    if (code.includes('privateKey')) expect(code).toContain("'0xYOUR_PRIVATE_KEY'")
  })

  it('never repeats the wrong Gnosis amount', () => {
    expect(text).not.toContain('0.0000002')
  })

  if (lz.steps) {
    // As many steps as the page source writes inside its steps block (`:::steps` … `:::`, with as
    // many colons at the end as at the start).
    const source = readPages().find((page) => page.path === lz.path)?.source ?? ''
    const block = /^(:{3,})steps\n([\s\S]*?)^\1$/m.exec(source)?.[2] ?? ''
    const steps = (block.match(/^### /gm) ?? []).length
    it('renders every step of its source, each with a title', () => {
      expect(steps, 'steps in the page source').toBeGreaterThan(0)
      const container = select('.vocs_Steps', articleOf(lz.path))
      if (!container) throw new Error(`${lz.path}: no steps`)
      expect(selectAll(':scope > .vocs_Step', container)).toHaveLength(steps)
      const titles = selectAll(':scope > .vocs_Step h3', container).map((title) => textOf(title).trim())
      expect(titles).toHaveLength(steps)
      for (const title of titles) expect(title.length).toBeGreaterThan(3)
    })
  }
})

describe('the LayerZero overview', () => {
  const article = articleOf('/layerzero/overview')
  const text = textOf(article)

  it('says msg.value is the sum of the fees and overpaying is lost', () => {
    // The router-fee rule, in a danger callout: equal to the sum, Fee Not Met below it, no refund
    // above it. Its facts, not its wording (docs/data/rules.json holds the sentences).
    const danger = selectAll('aside.vocs_Callout_danger', article)
      .map(textOf)
      .find((callout) => callout.includes('msg.value'))
    expect(danger).toMatch(/msg\.value[^.]*equal[^.]*sum of the fees/i)
    expect(danger).toContain('Fee Not Met')
    expect(danger).toMatch(/not refunded/)
    // Beam carries its own chain id from the LayerZero config (it once showed Gnosis's 100).
    const beam = layerzeroChains.chains.find((chain) => chain.name === 'Beam')
    expect(text).toContain(`Beam (${beam?.nativeId})`)
  })

  it('builds the v2 deposit param as eid << 224, not the v1 16/240 split', () => {
    // The formula is code the reader copies, so its exact form is the fact.
    expect(text).toContain('param = (eid << 224) | amount')
    // Gnosis 30145, 0.000002: the documented worked example.
    expect(text).toContain('0x75c10000000000000000000000000000000000000000000001d1a94a2000')
  })
})

it('the v2 limits page lists the executor of each source chain, and its code reads Optimism on Optimism', () => {
  const path = '/layerzero/v2/code-examples/limits'
  const rows = tableRows(path, /LayerZero v2 executor of each source chain/)
  expect(rows).toContain('Ethereum 1 30101 0x173272739Bd7Aa6e4e214714048a9fE699453059')
  expect(rows).toContain('Avalanche 43114 30106 0x90E595783E43eb89fF07f63d27B8430e6B44bD9c')
  const code = codeBlocks(path).join('\n')
  expect(code).toContain("'0x2D2ea0697bdbede3F01553D2Ae4B8d0c486B666e'")
  expect(code).toContain('chain: optimism')
})

it('the v1 limits page lists the relayer of each source chain, and none for a chain without a v1 id', () => {
  const rows = tableRows('/layerzero/v1/code-examples/limits', /LayerZero v1 relayer of each source chain/)
  expect(rows).toContain('Ethereum 1 101 0x902F09715B6303d4173037652FA7377e5b98089E')
  expect(rows.filter((row) => row.startsWith('Canto '))).toEqual([])
})
