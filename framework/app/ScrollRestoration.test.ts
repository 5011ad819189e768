import { describe, expect, it } from 'vitest'
import { parseScrollPositions, scrollActionFor, scrollKey } from './ScrollRestoration.tsx'

describe('scrollKey', () => {
  it('keys an entry the router made by its own key', () => {
    expect(scrollKey({ key: 'k3x9', pathname: '/overview', hash: '' })).toBe('k3x9')
  })
  it('keys a page opened from the address bar by path and hash', () => {
    expect(scrollKey({ key: 'default', pathname: '/gas/api/deposit', hash: '#statuses' })).toBe(
      '/gas/api/deposit#statuses',
    )
    expect(scrollKey({ key: 'default', pathname: '/overview', hash: '' })).toBe('/overview')
  })
})

describe('scrollActionFor', () => {
  it('returns to a saved place, before any hash', () => {
    expect(scrollActionFor({ saved: 640, hash: '#statuses', first: false })).toBe(640)
    expect(scrollActionFor({ saved: 0, hash: '', first: true })).toBe(0)
  })
  it('goes to the section a hash names', () => {
    expect(scrollActionFor({ saved: undefined, hash: '#statuses', first: false })).toEqual({ id: 'statuses' })
    expect(scrollActionFor({ saved: undefined, hash: '#caf%C3%A9', first: true })).toEqual({ id: 'café' })
  })
  it('starts a page opened by a link at its top', () => {
    expect(scrollActionFor({ saved: undefined, hash: '', first: false })).toBe(0)
    expect(scrollActionFor({ saved: undefined, hash: '#', first: false })).toBe(0)
  })
  it('leaves the first page of a visit where the reader is', () => {
    expect(scrollActionFor({ saved: undefined, hash: '', first: true })).toBeUndefined()
  })
  it('treats a hash that does not decode as no hash', () => {
    expect(scrollActionFor({ saved: undefined, hash: '#%E0%A4%A', first: false })).toBe(0)
  })
})

describe('parseScrollPositions', () => {
  it('reads stored offsets and drops entries that are not finite numbers', () => {
    expect(parseScrollPositions({ '/overview': 120, k3x9: 0, a: '120', b: null, c: { y: 5 } })).toEqual({
      '/overview': 120,
      k3x9: 0,
    })
  })
  it('reads nothing from a missing, broken or wrong-shaped value', () => {
    // Stored text that is not JSON reaches this as undefined (storage.ts).
    expect(parseScrollPositions(undefined)).toEqual({})
    expect(parseScrollPositions(null)).toEqual({})
    expect(parseScrollPositions([1, 2])).toEqual({})
    expect(parseScrollPositions(7)).toEqual({})
  })
})
