import { describe, expect, it } from 'vitest'
import { vocsStandIns } from './docs/lib/vocs/vocsStandIns.ts'
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

  it("inlines, in the dev server's server render, every package whose import a Vocs entry gets project code for", () => {
    // Bare imports of Vocs' client and server entries that the stand-in plugin replaces.
    const replaced = ['index.client.js', 'index.server.js'].flatMap((entry) =>
      Object.keys(vocsStandIns[`/vocs/_lib/app/${entry}`] ?? {}).filter((source) => !source.startsWith('.')),
    )
    expect(replaced).toContain('nuqs/adapters/react')
    const noExternal = resolved.vite?.ssr?.noExternal
    const inlined = Array.isArray(noExternal) ? noExternal : [noExternal]
    for (const source of replaced) expect(inlined, source).toContain(source.split('/')[0])
  })

  it('points the edit link at the page source', () => {
    expect(resolved.editLink?.pattern).toMatch(/\/docs\/pages\/:path$/)
  })
})
