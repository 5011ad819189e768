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

  it('leaves every other importer alone', () => {
    expect(
      standInFor('@noble/hashes/utils', '/repo/node_modules/ox/node_modules/@noble/curves/esm/abstract/modular.js'),
    ).toBe(undefined)
    expect(standInFor('picomatch', vocsHook('useConfig'))).toBe(undefined)
    expect(standInFor('picomatch', undefined)).toBe(undefined)
  })
})
