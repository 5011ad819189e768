import { describe, expect, it } from 'vitest'
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

  it("builds the search index with the project plugin (`npm run build` turns Vocs' own off)", () => {
    const names = (resolved.vite?.plugins ?? []).flat().map((plugin) => (plugin && 'name' in plugin ? plugin.name : ''))
    expect(names).toContain('gaszip:search-index')
  })

  it('points the edit link at the page source', () => {
    expect(resolved.editLink?.pattern).toMatch(/\/docs\/pages\/:path$/)
  })
})
