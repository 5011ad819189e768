import type { Root, RootContent } from 'mdast'
import { gfmToMarkdown } from 'mdast-util-gfm'
import { toMarkdown } from 'mdast-util-to-markdown'
import { describe, expect, it } from 'vitest'
import openapi from '../../../public/openapi.json' with { type: 'json' }
import { pageTitles } from '../../../tooling/pageTitles.ts'
import ripfun from '../../data/ripfunTokens.json' with { type: 'json' }
import { limitContractTable } from '../chains/referenceTables.ts'
import {
  limitContractBlocks,
  parameterBlocks,
  requestLineBlocks,
  responseBlocks,
  responseExampleBlocks,
  ripfunTokenBlocks,
  routeTableBlocks,
} from './dataBlocks.ts'

const markdownOf = (blocks: RootContent[]) =>
  toMarkdown({ type: 'root', children: blocks } satisfies Root, {
    extensions: [gfmToMarkdown({ tablePipeAlign: false })],
  })
const tableRows = (markdown: string) => markdown.split('\n').filter((line) => line.startsWith('| '))

describe('API reference as Markdown', () => {
  it('lists every path of openapi.json in the route table, with its page by title at an absolute URL', () => {
    const markdown = markdownOf(routeTableBlocks())
    for (const path of Object.keys(openapi.paths)) expect(markdown).toContain(`\`${path}\``)
    expect(markdown).toMatch(/^#+ Routes under `https:\/\/backend\.gas\.zip\/v2`$/m)
    expect(markdown).toContain(`[${pageTitles()('/gas/api/quote')}](https://dev.gas.zip/gas/api/quote)`)
  })

  it('sends the reader of a route without a defined method to the open points on the API overview', () => {
    const rule = 'https://dev.gas.zip/gas/api/overview#open-points'
    expect(markdownOf(requestLineBlocks('quoteToken'))).toBe(
      `[Method: open point](${rule}) \`https://backend.gas.zip/v2/quoteToken\`\n`,
    )
    expect(markdownOf(requestLineBlocks('getChains'))).toBe('`GET https://backend.gas.zip/v2/chains`\n')
    const row = tableRows(markdownOf(routeTableBlocks())).find((line) => line.includes('`/quoteToken`'))
    expect(row).toMatch(/^\| \[Open point\]\(https:\/\/dev\.gas\.zip\/gas\/api\/overview#open-points/)
  })

  it('writes one row per parameter with its example', () => {
    const markdown = markdownOf(parameterBlocks('getUserHistory'))
    expect(markdown).toMatch(/^#+ Parameters$/m)
    expect(markdown).toMatch(
      /^\| `address` \| path \| string \| yes \| .*Example: `0x7Ed2A81B7054Dc5D393234B7a3A33B9ba125cAc9` \|$/m,
    )
  })

  it('says when an endpoint takes no parameters', () => {
    expect(markdownOf(parameterBlocks('getChains'))).toBe('This endpoint takes no parameters.\n')
  })

  it('writes the response statuses and the field tables of their schemas', () => {
    const markdown = markdownOf(responseBlocks('getQuote'))
    expect(markdown).toMatch(/^#+ Responses$/m)
    expect(markdown).toMatch(/^#+ QuoteResponse fields\n\nWhich fields are present/m)
    expect(markdown).toMatch(/^\| `200` \| QuoteResponse \|/m)
    expect(markdown).toMatch(/^\| `expected` \|/m)
  })

  it('writes a named example as a JSON code block', () => {
    const markdown = markdownOf(responseExampleBlocks('getQuote', 'calldataSingleChain'))
    expect(markdown).toContain('```json\n{\n  "calldata": "0x010039"')
    expect(() => responseExampleBlocks('getQuote', 'missing')).toThrow('no example "missing"')
  })
})

describe('data tables as Markdown', () => {
  it('lists every Rip.Fun token, native coins at the zero address', () => {
    const rows = tableRows(markdownOf(ripfunTokenBlocks())).slice(2)
    expect(rows).toHaveLength(ripfun.tokens.length)
    expect(rows).toContain('| Ethereum | USDC | `0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48` |')
    expect(rows).toContain('| Ethereum | ETH | `0x0000000000000000000000000000000000000000` (native coin) |')
  })

  it('lists the v2 executor and the v1 relayer of each chain where that router is deployed', () => {
    const v2 = tableRows(markdownOf(limitContractBlocks('v2'))).slice(2)
    const v1 = tableRows(markdownOf(limitContractBlocks('v1'))).slice(2)
    // One row per chain with that router and its limit contract (the table the web page shows).
    expect(v2).toHaveLength(limitContractTable('v2').rows.length)
    expect(v1).toHaveLength(limitContractTable('v1').rows.length)
    expect(v2.length).toBeGreaterThan(0)
    expect(v2).toContain('| Ethereum | 1 | 30101 | `0x173272739Bd7Aa6e4e214714048a9fE699453059` |')
    expect(v1).toContain('| Ethereum | 1 | 101 | `0x902F09715B6303d4173037652FA7377e5b98089E` |')
  })
})
