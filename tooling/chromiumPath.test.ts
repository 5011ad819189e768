import { describe, expect, it } from 'vitest'
import { chromiumPath } from './chromiumPath.ts'

const only =
  (...present: string[]) =>
  (path: string) =>
    present.includes(path)

describe('chromiumPath', () => {
  it('takes $CHROMIUM_PATH first', () => {
    expect(chromiumPath({ CHROMIUM_PATH: '/opt/c' }, only('/opt/c', '/usr/bin/chromium-headless-shell'))).toBe('/opt/c')
  })
  it('prefers the headless shell to the full browser', () => {
    expect(chromiumPath({}, only('/usr/bin/chromium', '/usr/bin/chromium-headless-shell'))).toBe(
      '/usr/bin/chromium-headless-shell',
    )
  })
  it('falls back to the full browser', () => {
    expect(chromiumPath({}, only('/usr/bin/chromium'))).toBe('/usr/bin/chromium')
  })
  it('leaves the choice to Playwright when no build is there', () => {
    expect(chromiumPath({}, only())).toBeUndefined()
    expect(chromiumPath({ CHROMIUM_PATH: '/missing' }, only('/usr/bin/chromium'))).toBeUndefined()
  })
})
