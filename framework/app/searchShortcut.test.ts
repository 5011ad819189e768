import { describe, expect, it } from 'vitest'
import { isTypingTarget, searchShortcut, typedAhead } from './searchShortcut.ts'

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

describe('typedAhead', () => {
  const press = (key: string, modifiers: { ctrlKey?: boolean; metaKey?: boolean; altKey?: boolean } = {}) => ({
    key,
    ctrlKey: modifiers.ctrlKey ?? false,
    metaKey: modifiers.metaKey ?? false,
    altKey: modifiers.altKey ?? false,
  })

  it('adds each character typed, a space, a slash and letters beyond ASCII included', () => {
    expect(typedAhead('', press('d'))).toBe('d')
    expect(typedAhead('gas', press(' '))).toBe('gas ')
    expect(typedAhead('a', press('/'))).toBe('a/')
    expect(typedAhead('caf', press('é'))).toBe('café')
    expect(typedAhead('fuel ', press('⛽'))).toBe('fuel ⛽')
  })

  it('takes back the last character with Backspace, and closes search with Escape', () => {
    expect(typedAhead('deposix', press('Backspace'))).toBe('deposi')
    expect(typedAhead('', press('Backspace'))).toBe('')
    expect(typedAhead('deposit', press('Escape'))).toBeNull()
  })

  it('leaves shortcuts and named keys alone', () => {
    expect(typedAhead('de', press('k', { ctrlKey: true }))).toBeUndefined()
    expect(typedAhead('de', press('a', { metaKey: true }))).toBeUndefined()
    expect(typedAhead('de', press('p', { altKey: true }))).toBeUndefined()
    expect(typedAhead('de', press('Enter'))).toBeUndefined()
    expect(typedAhead('de', press('Shift'))).toBeUndefined()
    expect(typedAhead('de', press('ArrowDown'))).toBeUndefined()
  })
})
