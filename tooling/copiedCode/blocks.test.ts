import { describe, expect, it } from 'vitest'
import { fenceTitle, readPageCode, siteRoute } from './blocks.ts'

const site = 'https://dev.gas.zip'

describe('reading the code of a Markdown page', () => {
  it('takes the [title] of a fence, with or without other meta', () => {
    expect(fenceTitle('[abi.ts]')).toBe('abi.ts')
    expect(fenceTitle('twoslash [flowViem.ts] {1-3}')).toBe('flowViem.ts')
    expect(fenceTitle('')).toBe(undefined)
    expect(fenceTitle(null)).toBe(undefined)
  })

  it('turns links to site pages into routes and ignores other sites', () => {
    expect(siteRoute('https://dev.gas.zip/layerzero/v1/code-examples/completeFlow#full-script', site)).toBe(
      '/layerzero/v1/code-examples/completeFlow',
    )
    expect(siteRoute('https://dev.gas.zip', site)).toBe('/')
    expect(siteRoute('https://dev.gas.zip/gas/api/quote.md', site)).toBe('/gas/api/quote')
    expect(siteRoute('/overview', site)).toBe('/overview')
    expect(siteRoute('https://dev.gas.zip.example.com/x', site)).toBe(undefined)
    expect(siteRoute('https://viem.sh', site)).toBe(undefined)
    expect(siteRoute('#full-script', site)).toBe(undefined)
  })

  it('keeps TypeScript and Solidity fences in page order and the pages linked to', () => {
    const markdown = [
      '# Page',
      '',
      'See [the flow](https://dev.gas.zip/flow#full-script) and [viem](https://viem.sh).',
      '',
      '```ts [abi.ts]',
      'export const abi = []',
      '```',
      '',
      '```bash',
      'npm install viem',
      '```',
      '',
      '> ```solidity',
      '> contract A {}',
      '> ```',
      '',
      '```tsx',
      'export const x = <b />',
      '```',
      '',
      'Back to [the page itself](https://dev.gas.zip/page) and [the flow](https://dev.gas.zip/flow).',
    ].join('\n')
    const page = readPageCode('/page', markdown, site)
    expect(page.links).toEqual(['/flow'])
    expect(page.blocks).toEqual([
      { index: 1, language: 'typescript', jsx: false, title: 'abi.ts', code: 'export const abi = []' },
      { index: 2, language: 'solidity', jsx: false, title: undefined, code: 'contract A {}' },
      { index: 3, language: 'typescript', jsx: true, title: undefined, code: 'export const x = <b />' },
    ])
  })
})
