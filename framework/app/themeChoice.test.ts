import { describe, expect, it } from 'vitest'
import { otherTheme, themeFor } from './themeChoice.ts'

describe('themeFor', () => {
  it('keeps a stored choice whatever the system scheme', () => {
    expect(themeFor('light', true)).toBe('light')
    expect(themeFor('dark', false)).toBe('dark')
  })

  it('follows the system scheme when nothing valid is stored', () => {
    expect(themeFor(null, true)).toBe('dark')
    expect(themeFor(null, false)).toBe('light')
    expect(themeFor('sepia', true)).toBe('dark')
  })
})

describe('otherTheme', () => {
  it('switches between light and dark', () => {
    expect(otherTheme('light')).toBe('dark')
    expect(otherTheme('dark')).toBe('light')
  })
})
