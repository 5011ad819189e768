import { afterEach, describe, expect, it, vi } from 'vitest'
import { readSearchQuery, writeSearchQuery } from './searchQueryParam.ts'

/** A page at `href` whose history writes move the address, as a browser's do. */
function atAddress(href: string) {
  const state = { key: 'scroll-key' }
  let address = new URL(href)
  const replaceState = vi.fn((_state: unknown, _unused: string, url: string) => {
    address = new URL(url, address)
  })
  vi.stubGlobal('location', {
    get pathname() {
      return address.pathname
    },
    get search() {
      return address.search
    },
    get hash() {
      return address.hash
    },
  })
  vi.stubGlobal('history', { state, replaceState })
  return { href: () => address.href, replaceState, state }
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('writeSearchQuery', () => {
  it('sets ?q= and keeps the path, other parameters, the hash and the history state', () => {
    const page = atAddress('https://docs.example/gas/api/quote?x=1#request')
    writeSearchQuery('deposit limits')
    expect(page.href()).toBe('https://docs.example/gas/api/quote?x=1&q=deposit+limits#request')
    expect(page.replaceState).toHaveBeenCalledWith(page.state, '', expect.any(String))
  })

  it('replaces an existing ?q=', () => {
    const page = atAddress('https://docs.example/overview?q=old')
    writeSearchQuery('new')
    expect(page.href()).toBe('https://docs.example/overview?q=new')
  })

  it('removes ?q= for an empty or absent value, and leaves the rest', () => {
    const page = atAddress('https://docs.example/overview?q=deposit')
    writeSearchQuery('')
    expect(page.href()).toBe('https://docs.example/overview')
    const other = atAddress('https://docs.example/overview?q=deposit&x=1#a')
    writeSearchQuery(null)
    expect(other.href()).toBe('https://docs.example/overview?x=1#a')
  })

  it('keeps the query where URLSearchParams has no size (Safari before 17)', () => {
    const size = Object.getOwnPropertyDescriptor(URLSearchParams.prototype, 'size')
    Object.defineProperty(URLSearchParams.prototype, 'size', { get: () => undefined, configurable: true })
    try {
      const page = atAddress('https://docs.example/overview?x=1')
      writeSearchQuery('deposit')
      expect(page.href()).toBe('https://docs.example/overview?x=1&q=deposit')
    } finally {
      if (size) Object.defineProperty(URLSearchParams.prototype, 'size', size)
    }
  })

  it('writes no history when the address already says so', () => {
    const page = atAddress('https://docs.example/overview?q=deposit')
    writeSearchQuery('deposit')
    const bare = atAddress('https://docs.example/overview')
    writeSearchQuery(null)
    expect(page.replaceState).not.toHaveBeenCalled()
    expect(bare.replaceState).not.toHaveBeenCalled()
  })
})

describe('readSearchQuery', () => {
  it('reads ?q=, decoded, or an empty string', () => {
    atAddress('https://docs.example/overview?q=deposit+limits')
    expect(readSearchQuery()).toBe('deposit limits')
    atAddress('https://docs.example/overview?q=%E2%8C%98K')
    expect(readSearchQuery()).toBe('⌘K')
    atAddress('https://docs.example/overview')
    expect(readSearchQuery()).toBe('')
  })
})
