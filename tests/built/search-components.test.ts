import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import MiniSearch from 'minisearch'
import { describe, expect, it } from 'vitest'
import limitContracts from '../../docs/data/layerzeroChains.json' with { type: 'json' }
import ripfunTokens from '../../docs/data/ripfunTokens.json' with { type: 'json' }
import { searchIndexOptions } from '../../docs/lib/search/searchFields.ts'
import { distDir, rootDir } from '../../tooling/routes.ts'

/**
 * Search finds the text that components show (docs/components/registry.ts gives each its
 * Markdown form, which the index is made from), not only the Markdown written in pages.
 */
const indexDir = join(distDir, '.vocs')
const pagesDir = join(rootDir, 'docs', 'pages')
const [indexFile] = existsSync(indexDir) ? readdirSync(indexDir).filter((name) => /^search-index-/.test(name)) : []

function pagesFound(query: string): string[] {
  if (!indexFile) throw new Error(`no search index in ${indexDir}: run \`npm run build\` first`)
  const index = MiniSearch.loadJSON(readFileSync(join(indexDir, indexFile), 'utf8'), searchIndexOptions)
  return index.search(query, { combineWith: 'AND' }).map((result) => String(result.id).split('#')[0] ?? '')
}

describe('search finds what components show', () => {
  it('a token address of the Rip.Fun token table', () => {
    const token = ripfunTokens.tokens.find((entry) => entry.token === 'USDT')
    expect(token).toBeDefined()
    expect(pagesFound(token?.address ?? '')).toContain('/gas/ripfun')
  })

  it('a contract address of the LayerZero limit contracts table that no page writes out', () => {
    const pages = readdirSync(pagesDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.mdx'))
      .map((file) => readFileSync(join(pagesDir, file), 'utf8').toLowerCase())
      .join('\n')
    const contract = JSON.stringify(limitContracts.chains)
      .match(/0x[0-9a-fA-F]{40}/g)
      ?.find((address) => !pages.includes(address.toLowerCase()))
    expect(contract).toBeDefined()
    expect(pagesFound(contract ?? '').some((page) => page.startsWith('/layerzero/'))).toBe(true)
  })
})
