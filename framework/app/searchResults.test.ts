import { describe, expect, it } from 'vitest'
import { dialogKey, highlightPattern, initialFilterText, opensElsewhere, stepSelection } from './searchResults.ts'

describe('stepSelection', () => {
  it('moves one result down or up', () => {
    expect(stepSelection(0, 5, 1)).toBe(1)
    expect(stepSelection(3, 5, -1)).toBe(2)
  })

  it('wraps from the last result to the first and back', () => {
    expect(stepSelection(4, 5, 1)).toBe(0)
    expect(stepSelection(0, 5, -1)).toBe(4)
    expect(stepSelection(0, 1, 1)).toBe(0)
    expect(stepSelection(0, 1, -1)).toBe(0)
  })

  it('starts from the first (down) or the last (up) result when none is selected', () => {
    expect(stepSelection(-1, 5, 1)).toBe(0)
    expect(stepSelection(-1, 5, -1)).toBe(4)
    expect(stepSelection(9, 5, 1)).toBe(0)
  })

  it('selects nothing when there are no results', () => {
    expect(stepSelection(-1, 0, 1)).toBe(-1)
    expect(stepSelection(0, 0, -1)).toBe(-1)
  })
})

describe('dialogKey', () => {
  const key = (key: string, metaKey = false) => ({ key, metaKey })

  it('moves the selection with the arrow keys', () => {
    expect(dialogKey(key('ArrowDown'), false)).toBe('next')
    expect(dialogKey(key('ArrowUp'), false)).toBe('previous')
  })

  it('clears the field with ⌘⌫ only: Backspace and Ctrl+Backspace edit the field', () => {
    expect(dialogKey(key('Backspace', true), false)).toBe('reset')
    expect(dialogKey(key('Backspace'), false)).toBe(undefined)
  })

  it('opens the selected result with Enter, except on a button, which Enter presses', () => {
    expect(dialogKey(key('Enter'), false)).toBe('open')
    expect(dialogKey(key('Enter'), true)).toBe(undefined)
  })

  it('closes search with Escape, from the field or a button', () => {
    expect(dialogKey(key('Escape'), false)).toBe('close')
    expect(dialogKey(key('Escape'), true)).toBe('close')
  })

  it('leaves other keys to the field', () => {
    for (const other of ['a', ' ', 'Tab', 'ArrowLeft', 'Home']) expect(dialogKey(key(other), false)).toBe(undefined)
  })
})

describe('opensElsewhere', () => {
  const click = (modifiers: Partial<Record<'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey', boolean>> = {}) => ({
    metaKey: false,
    ctrlKey: false,
    shiftKey: false,
    altKey: false,
    ...modifiers,
  })

  it('leaves a plain click to the dialog, which closes', () => {
    expect(opensElsewhere(click())).toBe(false)
  })

  it('leaves a click with ⌘, Ctrl, Shift or Alt to the browser, and the dialog open', () => {
    for (const modifier of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const)
      expect(opensElsewhere(click({ [modifier]: true }))).toBe(true)
  })
})

describe('initialFilterText', () => {
  it('starts from `?q=` when the address has one', () => {
    expect(initialFilterText('deposit', 'older query')).toBe('deposit')
  })

  it('else from the last query of the tab, else empty', () => {
    expect(initialFilterText('', 'older query')).toBe('older query')
    expect(initialFilterText(null, undefined)).toBe('')
    expect(initialFilterText(undefined, 42)).toBe('')
  })
})

describe('highlightPattern', () => {
  const matching = (...terms: string[]) => [{ match: Object.fromEntries(terms.map((term) => [term, ['text']])) }]
  const highlighted = (text: string, terms: string[]) => {
    const pattern = highlightPattern(matching(...terms))
    return pattern ? text.split(pattern).filter((_, index) => index % 2 === 1) : []
  }

  it('highlights each matched term of every result', () => {
    const pattern = highlightPattern([{ match: { deposit: ['title'] } }, { match: { limits: ['text'] } }, {}])
    expect(pattern && 'Deposit limits, or not'.split(pattern)).toEqual(['', 'Deposit', ' ', 'limits', ', or not'])
  })

  it('highlights every occurrence in any case', () => {
    expect(highlighted('Deposit, then deposit again', ['deposit'])).toEqual(['Deposit', 'deposit'])
  })

  it('prefers the longest term where terms overlap', () => {
    expect(highlighted('Two deposits', ['deposit', 'deposits'])).toEqual(['deposits'])
  })

  it('treats terms as text, not as patterns', () => {
    expect(highlighted('call deposit() or deposit.x with a-b', ['deposit()', 'a-b', '.'])).toEqual([
      'deposit()',
      '.',
      'a-b',
    ])
    expect(highlighted('c++ and c', ['c++'])).toEqual(['c++'])
  })

  it('has no pattern without terms', () => {
    expect(highlightPattern([])).toBe(undefined)
    expect(highlightPattern(matching(''))).toBe(undefined)
  })

  it('splits a text into pieces that join back into it', () => {
    const pattern = highlightPattern(matching('gas')) as RegExp
    const pieces = 'Gas.zip sends gas'.split(pattern)
    expect(pieces).toEqual(['', 'Gas', '.zip sends ', 'gas', ''])
    expect(pieces.join('')).toBe('Gas.zip sends gas')
    expect('nothing here'.split(pattern)).toEqual(['nothing here'])
  })

  it('can be used again on the next text (no state carried between calls)', () => {
    const pattern = highlightPattern(matching('gas')) as RegExp
    expect('gas'.split(pattern)).toHaveLength(3)
    expect('gas'.split(pattern)).toHaveLength(3)
  })
})
