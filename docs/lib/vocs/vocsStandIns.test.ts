import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { standInFor } from './vocsStandIns.ts'

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

  it("gives the docs layout the project footer, and the footer the classes of Vocs' footer and icons", () => {
    expect(standInFor('../components/Footer.js', '/repo/node_modules/vocs/_lib/app/layouts/DocsLayout.js')).toMatch(
      /docs\/lib\/vocs\/Footer\.tsx$/,
    )
    for (const [id, file] of [
      ['virtual:vocs-footer-styles', 'Footer.css.js'],
      ['virtual:vocs-icon-styles', 'Icon.css.js'],
    ]) {
      const styles = standInFor(id ?? '', '/repo/docs/lib/vocs/Footer.tsx') ?? ''
      expect(styles.endsWith(`node_modules/vocs/_lib/app/components/${file}`)).toBe(true)
      expect(existsSync(styles)).toBe(true)
    }
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

  it('gives the top bars the search buttons, and the dialog chunk the real dialog', () => {
    for (const [bar, button] of [
      ['DesktopTopNav', './DesktopSearch.js'],
      ['MobileTopNav', './MobileSearch.js'],
    ])
      expect(standInFor(button ?? '', `/repo/node_modules/vocs/_lib/app/components/${bar}.js`)).toMatch(
        /docs\/lib\/vocs\/searchButtons\.tsx$/,
      )
    const dialog = standInFor('virtual:vocs-search-dialog', '/repo/docs/lib/vocs/searchDialogRoot.tsx') ?? ''
    expect(dialog).toMatch(/node_modules\/vocs\/_lib\/app\/components\/SearchDialog\.js$/)
    expect(existsSync(dialog)).toBe(true)
    for (const styles of ['virtual:vocs-desktop-search-styles', 'virtual:vocs-mobile-search-styles'])
      expect(existsSync(standInFor(styles, '/repo/docs/lib/vocs/searchButtons.tsx') ?? '')).toBe(true)
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
  it('covers every import of a replaced component, chunkError.js or react-intersection-observer in Vocs', () => {
    const appDir = fileURLToPath(new URL('../../../node_modules/vocs/_lib/app/', import.meta.url))
    const replaced =
      /from '(\.\/RouterLink\.js|\.\/(?:Desktop|Mobile)Search\.js|\.\/Popover\.js|[./a-z]*\/Footer\.js|[./a-z]*chunkError\.js|react-intersection-observer)'/g
    // Every such import (source and importing file): each must get project code.
    const imports = readdirSync(appDir, { recursive: true, encoding: 'utf8' })
      .filter(
        (file) =>
          file.endsWith('.js') &&
          !/(RouterLink|chunkError|SearchDialog|DesktopSearch|MobileSearch|Popover)\.js$/.test(file),
      )
      .flatMap((file) => {
        const importer = `/repo/node_modules/vocs/_lib/app/${file.replaceAll('\\', '/')}`
        return [...readFileSync(appDir + file, 'utf8').matchAll(replaced)].map((match) => ({
          source: match[1] ?? '',
          importer,
        }))
      })
    const described = ({ source, importer }: { source: string; importer: string }) => `${source} in ${importer}`
    expect(imports.map(described)).toContain(
      '../components/Footer.js in /repo/node_modules/vocs/_lib/app/layouts/DocsLayout.js',
    )
    expect(imports.filter(({ source, importer }) => !standInFor(source, importer)).map(described)).toEqual([])
  })
})
