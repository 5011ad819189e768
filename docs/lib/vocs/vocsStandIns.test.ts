import { readdirSync, readFileSync } from 'node:fs'
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

  it('leaves every other importer alone', () => {
    expect(
      standInFor('@noble/hashes/utils', '/repo/node_modules/ox/node_modules/@noble/curves/esm/abstract/modular.js'),
    ).toBe(undefined)
    expect(standInFor('picomatch', vocsHook('useConfig'))).toBe(undefined)
    expect(standInFor('picomatch', undefined)).toBe(undefined)
  })
})

describe('vocsStandIns against the installed Vocs', () => {
  it('covers every Vocs file that imports RouterLink.js or react-intersection-observer', () => {
    const appDir = fileURLToPath(new URL('../../../node_modules/vocs/_lib/app/', import.meta.url))
    const importers = readdirSync(appDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.js') && !file.endsWith('RouterLink.js'))
      .filter((file) =>
        /from '(\.\/RouterLink\.js|react-intersection-observer)'/.test(readFileSync(appDir + file, 'utf8')),
      )
      .map((file) => `/vocs/_lib/app/${file.replaceAll('\\', '/')}`)
    expect(importers.length).toBeGreaterThan(0)
    expect(importers.filter((file) => !(file in vocsStandIns))).toEqual([])
  })
})
