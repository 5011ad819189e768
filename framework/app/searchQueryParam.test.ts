import { describe, expect, it } from 'vitest'
import { searchQueryOf, withSearchQuery } from './searchQueryParam.ts'

describe('withSearchQuery', () => {
  it('sets ?q= and keeps the path, other parameters and the hash', () => {
    expect(withSearchQuery('https://docs.example/gas/api/quote?x=1#request', 'deposit limits')).toBe(
      'https://docs.example/gas/api/quote?x=1&q=deposit+limits#request',
    )
  })

  it('replaces an existing ?q=', () => {
    expect(withSearchQuery('https://docs.example/overview?q=old', 'new')).toBe('https://docs.example/overview?q=new')
  })

  it('removes ?q= for an empty or absent value, and leaves the rest', () => {
    expect(withSearchQuery('https://docs.example/overview?q=deposit', '')).toBe('https://docs.example/overview')
    expect(withSearchQuery('https://docs.example/overview?q=deposit&x=1#a', null)).toBe(
      'https://docs.example/overview?x=1#a',
    )
  })
})

describe('searchQueryOf', () => {
  it('reads ?q=, decoded, or an empty string', () => {
    expect(searchQueryOf('https://docs.example/overview?q=deposit+limits')).toBe('deposit limits')
    expect(searchQueryOf('https://docs.example/overview?q=%E2%8C%98K')).toBe('⌘K')
    expect(searchQueryOf('https://docs.example/overview')).toBe('')
  })
})
