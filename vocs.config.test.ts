import { isValidElement, type ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import config from './vocs.config.ts'

const resolved = await config

describe('site configuration', () => {
  it('titles pages with the template', () => {
    expect(resolved.title).toContain('Technical Documentation')
    expect(resolved.titleTemplate).toContain('%s')
  })

  it('describes guides, contract interaction, supported chains and code examples', () => {
    expect(resolved.description).toMatch(/guide/i)
    expect(resolved.description).toMatch(/contract|deposit/i)
    expect(resolved.description).toMatch(/supported chains/i)
    expect(resolved.description).toMatch(/code examples/i)
  })

  it('uses the product search settings', () => {
    expect(resolved.search).toMatchObject({ boost: { title: 4, text: 2, titles: 1 }, fuzzy: 0.2, prefix: true })
  })

  it('uses the product accent colours', () => {
    const accent = resolved.theme?.accentColor
    expect(typeof accent).toBe('object')
    const json = JSON.stringify(accent)
    for (const colour of ['#4182eb', '#2e77de', '#6199ff', '#116cd1']) expect(json).toContain(colour)
  })

  it('links the four social accounts', () => {
    expect(resolved.socials?.map((social) => social.icon).sort()).toEqual(['discord', 'github', 'warpcast', 'x'])
  })

  it('has an empty top navigation and a dismissible banner', () => {
    expect(resolved.topNav ?? []).toEqual([])
    expect(resolved.banner).toMatchObject({ dismissable: true })
  })

  it('states the deposit limits in the banner from the constants the guides enforce', async () => {
    const textOf = (node: ReactNode): string =>
      typeof node === 'string' || typeof node === 'number'
        ? String(node)
        : Array.isArray(node)
          ? node.map(textOf).join('')
          : isValidElement<{ children?: ReactNode }>(node)
            ? textOf(node.props.children)
            : ''
    expect(textOf(resolved.banner?.content as ReactNode)).toContain('$0.25 to $50 per outbound chain')
    // Other limits in the one module that holds them change the banner with them.
    vi.resetModules()
    vi.doMock('./docs/snippets/api/depositFlow.ts', async (importOriginal) => ({
      ...(await importOriginal<object>()),
      minUsdPerChain: 0.75,
      maxUsdPerChain: 75,
    }))
    try {
      const changed = await (await import('./vocs.config.ts')).default
      expect(textOf(changed.banner?.content as ReactNode)).toContain('$0.75 to $75 per outbound chain')
    } finally {
      vi.doUnmock('./docs/snippets/api/depositFlow.ts')
      vi.resetModules()
    }
  })

  it("builds the search index with the project plugin (`npm run build` turns Vocs' own off)", () => {
    const names = (resolved.vite?.plugins ?? []).flat().map((plugin) => (plugin && 'name' in plugin ? plugin.name : ''))
    expect(names).toContain('gaszip:search-index')
  })

  it('points the edit link at the page source', () => {
    expect(resolved.editLink?.pattern).toMatch(/\/docs\/pages\/:path$/)
  })
})
