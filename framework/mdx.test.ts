import { afterEach, describe, expect, it, vi } from 'vitest'

// Vocs' page compiler as patched (framework/patches/*+mdx.patch), loaded afresh for each
// environment: it reads NODE_ENV when the plugin is made.
const compilerFor = async (environment: string) => {
  vi.stubEnv('NODE_ENV', environment)
  const { mdx } = await import('../node_modules/vocs/_lib/vite/plugins/mdx.js')
  const [compiler] = await mdx()
  return compiler as {
    enforce?: string
    transform: (
      code: string,
      id: string,
      options?: { ssr?: boolean },
    ) => Promise<{ code: string; map: unknown } | undefined>
  }
}
// The patch adds this export; Vocs' type declarations do not list it.
const { keepFrontmatter } = (await import('../node_modules/vocs/_lib/vite/plugins/mdx.js')) as unknown as {
  keepFrontmatter: (code: string) => string
}

afterEach(() => {
  vi.unstubAllEnvs()
})

/** Runs a transformed page module with one `import.meta.hot.data`, as successive HMR updates do. */
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

  it('leaves a module without front matter alone', () => {
    expect(keepFrontmatter('export default 1\n')).toBe('export default 1\n')
  })
})

describe("Vocs' page compiler", () => {
  it('compiles pages before React adds Fast Refresh to them', async () => {
    expect(await compilerFor('development')).toMatchObject({ enforce: 'pre' })
    expect((await compilerFor('production')).enforce).toBe(undefined)
  }, 60_000)

  it('in the dev server, compiles a page once for both renders and keeps the front matter in the browser only', async () => {
    const compiler = await compilerFor('development')
    const source = '---\ntitle: Quote\n---\n\n# Quote\n'
    const server = await compiler.transform(source, '/docs/pages/quote.mdx', { ssr: true })
    const browser = await compiler.transform(source, '/docs/pages/quote.mdx')
    expect(server?.code).toContain('export const frontmatter = ')
    expect(browser?.code).toContain('import.meta.hot.data.frontmatter = frontmatter')
    expect(browser?.code).toBe(keepFrontmatter(server?.code ?? ''))
    // One compile: both renders carry the same source map object.
    expect(server?.map).toBeTypeOf('object')
    expect(browser?.map).toBe(server?.map)
    const edited = await compiler.transform(`${source}\nMore text.\n`, '/docs/pages/quote.mdx')
    expect(edited?.map).not.toBe(server?.map)
    expect(await compiler.transform('export default 1', '/docs/components/x.tsx')).toBe(undefined)
  }, 60_000)
})
