import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { standInFor, vocsStandIns } from './vocsStandIns.ts'

const vocsHook = (name: string) => `/repo/node_modules/vocs/_lib/app/hooks/${name}.js`

describe('standInFor', () => {
  it('redirects the share-image hook to the prefix-only matcher', () => {
    expect(standInFor('picomatch', vocsHook('useOgImageUrl'))).toMatch(/prefixOnlyPicomatch\.ts$/)
  })

  it('redirects the config hook to the small hash', () => {
    expect(standInFor('@noble/hashes/sha256', vocsHook('useConfig'))).toMatch(/devConfigHash\.ts$/)
    expect(standInFor('@noble/hashes/utils', `${vocsHook('useConfig')}?v=1`)).toMatch(/devConfigHash\.ts$/)
  })

  it('gives every Vocs component that renders links the project RouterLink', () => {
    for (const component of ['BlogPosts', 'DesktopTopNav', 'Link', 'MobileTopNav', 'Sidebar'])
      expect(standInFor('./RouterLink.js', `/repo/node_modules/vocs/_lib/app/components/${component}.js`)).toMatch(
        /docs\/lib\/vocs\/RouterLink\.tsx$/,
      )
  })

  it('gives the docs layout hooks that do not re-render it after hydration', () => {
    expect(standInFor('react-intersection-observer', '/repo/node_modules/vocs/_lib/app/layouts/DocsLayout.js')).toMatch(
      /useInViewStandIn\.ts$/,
    )
    expect(standInFor('../hooks/useLocalStorage.js', '/repo/node_modules/vocs/_lib/app/layouts/DocsLayout.js')).toMatch(
      /useLocalStorageStandIn\.ts$/,
    )
  })

  it('gives the entry, the routes and the lazy-route hydration the project chunk-error handling', () => {
    for (const [importer, source] of [
      ['index.client.js', './utils/chunkError.js'],
      ['routes.js', './utils/chunkError.js'],
      ['utils/hydrateLazyRoutes.js', './chunkError.js'],
    ])
      expect(standInFor(source ?? '', `/repo/node_modules/vocs/_lib/app/${importer}`)).toMatch(
        /docs\/lib\/vocs\/chunkError\.ts$/,
      )
  })

  it("gives the top bars the search buttons, with Vocs' button styles", () => {
    for (const [bar, button] of [
      ['DesktopTopNav', './DesktopSearch.js'],
      ['MobileTopNav', './MobileSearch.js'],
    ])
      expect(standInFor(button ?? '', `/repo/node_modules/vocs/_lib/app/components/${bar}.js`)).toMatch(
        /docs\/lib\/vocs\/searchButtons\.tsx$/,
      )
    for (const styles of ['virtual:vocs-desktop-search-styles', 'virtual:vocs-mobile-search-styles'])
      expect(existsSync(standInFor(styles, '/repo/docs/lib/vocs/searchButtons.tsx') ?? '')).toBe(true)
  })

  it("gives the project's search dialog Vocs' dialog styles and the nuqs copy of Vocs' app", () => {
    const styles = standInFor('virtual:vocs-search-dialog-styles', '/repo/docs/lib/vocs/SearchDialog.tsx') ?? ''
    expect(styles).toMatch(/node_modules\/vocs\/_lib\/app\/components\/SearchDialog\.css\.js$/)
    expect(existsSync(styles)).toBe(true)
    const nuqs = standInFor('nuqs', '/repo/docs/lib/vocs/SearchDialog.tsx') ?? ''
    expect(nuqs).toMatch(/node_modules\/vocs\/node_modules\/nuqs\//)
    expect(existsSync(nuqs)).toBe(true)
    // The dialog root clears `?q=` through the same store the dialog writes it to.
    expect(standInFor('nuqs', '/repo/docs/lib/vocs/searchDialogRoot.tsx')).toBe(nuqs)
  })

  it("hands out no Vocs search dialog: the site's is SearchDialog.tsx", () => {
    const targets = Object.values(vocsStandIns).flatMap((replacements) => Object.values(replacements))
    expect(targets.filter((target) => /SearchDialog\.js$/.test(target))).toEqual([])
  })

  it('gives the phone top bar both its stand-ins: the popover and the router link', () => {
    const topBar = '/repo/node_modules/vocs/_lib/app/components/MobileTopNav.js'
    expect(standInFor('./RouterLink.js', topBar)).toMatch(/RouterLink\.tsx$/)
    expect(standInFor('./Popover.js', topBar)).toMatch(/lazyPopover\.tsx$/)
  })

  it('gives the phone top bar the popover that loads its code on demand', () => {
    expect(standInFor('./Popover.js', '/repo/node_modules/vocs/_lib/app/components/MobileTopNav.js')).toMatch(
      /lazyPopover\.tsx$/,
    )
    const styles = standInFor('virtual:vocs-popover-styles', '/repo/docs/lib/vocs/lazyPopoverContent.tsx') ?? ''
    expect(existsSync(styles)).toBe(true)
  })

  it('leaves every other importer alone', () => {
    expect(
      standInFor('@noble/hashes/utils', '/repo/node_modules/ox/node_modules/@noble/curves/esm/abstract/modular.js'),
    ).toBe(undefined)
    expect(standInFor('picomatch', vocsHook('useConfig'))).toBe(undefined)
    expect(standInFor('picomatch', undefined)).toBe(undefined)
  })
})

describe('vocsStandIns against the installed Vocs', () => {
  it("declares only dialog classes that Vocs' dialog styles export", () => {
    const declarations = readFileSync(new URL('./virtualRoutes.d.ts', import.meta.url), 'utf8')
    const block = declarations.split("declare module 'virtual:vocs-search-dialog-styles'")[1]?.split('}')[0] ?? ''
    const declared = [...block.matchAll(/export const (\w+)/g)].map((match) => match[1])
    expect(declared.length).toBeGreaterThan(10)
    const exported = readFileSync(
      standInFor('virtual:vocs-search-dialog-styles', '/repo/docs/lib/vocs/SearchDialog.tsx') ?? '',
      'utf8',
    )
    expect(declared.filter((name) => !exported.includes(`export const ${name} =`))).toEqual([])
  })

  it('covers every Vocs file that imports a replaced component, chunkError.js or react-intersection-observer', () => {
    const appDir = fileURLToPath(new URL('../../../node_modules/vocs/_lib/app/', import.meta.url))
    const importers = readdirSync(appDir, { recursive: true, encoding: 'utf8' })
      .filter(
        (file) =>
          file.endsWith('.js') &&
          !/(RouterLink|chunkError|SearchDialog|DesktopSearch|MobileSearch|Popover)\.js$/.test(file),
      )
      .filter((file) =>
        /from '(\.\/RouterLink\.js|\.\/(Desktop|Mobile)Search\.js|\.\/Popover\.js|[./a-z]*chunkError\.js|react-intersection-observer)'/.test(
          readFileSync(appDir + file, 'utf8'),
        ),
      )
      .map((file) => `/vocs/_lib/app/${file.replaceAll('\\', '/')}`)
    expect(importers.length).toBeGreaterThan(0)
    expect(importers.filter((file) => !(file in vocsStandIns))).toEqual([])
  })
})
