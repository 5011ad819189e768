import { describe, expect, it, vi } from 'vitest'
import { tabAfterKey } from './CodeGroup.tsx'

// Vocs' class names are made by its style build, which these tests do not run.
vi.mock('../../node_modules/vocs/_lib/app/components/mdx/CodeGroup.css.js', () => ({}))
vi.mock('../../node_modules/vocs/_lib/app/components/Tabs.css.js', () => ({}))

describe('tabAfterKey', () => {
  it('moves right and left, wrapping at both ends', () => {
    expect(tabAfterKey('ArrowRight', 0, 3)).toBe(1)
    expect(tabAfterKey('ArrowRight', 2, 3)).toBe(0)
    expect(tabAfterKey('ArrowLeft', 1, 3)).toBe(0)
    expect(tabAfterKey('ArrowLeft', 0, 3)).toBe(2)
  })

  it('goes to the first and last tab with Home and End', () => {
    expect(tabAfterKey('Home', 2, 3)).toBe(0)
    expect(tabAfterKey('End', 0, 3)).toBe(2)
  })

  it('ignores other keys and empty rows', () => {
    expect(tabAfterKey('ArrowDown', 0, 3)).toBe(undefined)
    expect(tabAfterKey('Enter', 0, 3)).toBe(undefined)
    expect(tabAfterKey('ArrowRight', 0, 0)).toBe(undefined)
  })
})
