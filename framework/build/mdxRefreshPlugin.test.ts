import { describe, expect, it, vi } from 'vitest'
import { keepFrontmatter, mdxRefreshPlugin } from './mdxRefreshPlugin.ts'

/** Runs a transformed page module twice with one `import.meta.hot.data`, as two HMR updates do. */
function evaluate(code: string, data: Record<string, unknown>): unknown {
  const body = code
    .replaceAll('import.meta.hot', 'hot')
    .replaceAll('export const frontmatter', 'const frontmatter')
    .replaceAll('export default ', '')
  return new Function('hot', `${body}\nreturn frontmatter`)({ data })
}

const page = (title: string) =>
  `export const frontmatter = { title: ${JSON.stringify(title)} }\nexport default function MDXContent() {}\n`

describe('keepFrontmatter', () => {
  it('keeps the front matter object while it is equal', () => {
    const data = {}
    const first = evaluate(keepFrontmatter(page('Quote')), data)
    const second = evaluate(keepFrontmatter(page('Quote')), data)
    expect(second).toBe(first)
    const changed = evaluate(keepFrontmatter(page('Quote endpoint')), data)
    expect(changed).not.toBe(first)
    expect(changed).toEqual({ title: 'Quote endpoint' })
  })

  it('leaves a module without front matter, and the server render, alone', () => {
    expect(keepFrontmatter('export default 1\n')).toBe('export default 1\n')
    const plugin = mdxRefreshPlugin() as {
      transform: (code: string, id: string, options?: { ssr?: boolean }) => unknown
    }
    expect(plugin.transform(page('Quote'), '/docs/pages/quote.mdx', { ssr: true })).toBe(null)
    expect(plugin.transform(page('Quote'), '/docs/pages/quote.tsx')).toBe(null)
  })
})

describe("Vocs' page compiler", () => {
  it('compiles pages before React adds Fast Refresh to them', async () => {
    vi.stubEnv('NODE_ENV', 'development')
    const { mdx } = await import('../../node_modules/vocs/_lib/vite/plugins/mdx.js')
    const [compiler] = await mdx()
    expect(compiler).toMatchObject({ enforce: 'pre' })
    vi.unstubAllEnvs()
  }, 60_000)
})
