import { describe, expect, it } from 'vitest'
import { isTypingTarget, searchShortcut } from './searchShortcut.ts'

const key = (key: string, modifiers: { metaKey?: boolean; ctrlKey?: boolean } = {}) => ({
  key,
  metaKey: modifiers.metaKey ?? false,
  ctrlKey: modifiers.ctrlKey ?? false,
})

describe('searchShortcut', () => {
  it('opens search with "/" outside fields only', () => {
    expect(searchShortcut(key('/'), false)).toBe('open')
    expect(searchShortcut(key('/'), true)).toBe(undefined)
  })

  it('toggles search with Ctrl+K and ⌘K, in fields too, whatever the case of the letter', () => {
    expect(searchShortcut(key('k', { ctrlKey: true }), false)).toBe('toggle')
    expect(searchShortcut(key('k', { metaKey: true }), true)).toBe('toggle')
    expect(searchShortcut(key('K', { ctrlKey: true }), false)).toBe('toggle')
  })

  it('leaves other keys alone', () => {
    expect(searchShortcut(key('k'), false)).toBe(undefined)
    expect(searchShortcut(key('j', { ctrlKey: true }), false)).toBe(undefined)
    expect(searchShortcut(key('?'), false)).toBe(undefined)
  })
})

describe('isTypingTarget', () => {
  it('is false for anything that is not an element', () => {
    expect(isTypingTarget(null)).toBe(false)
    expect(isTypingTarget({ tagName: 'INPUT' })).toBe(false)
  })
})
