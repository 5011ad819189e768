import { describe, expect, it } from 'vitest'
import {
  nearestHeading,
  parseScrollPositions,
  scrollActionFor,
  scrollKey,
  scrollOffsetFor,
} from './ScrollRestoration.tsx'

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
    const place = { y: 640, heading: { id: 'errors', top: 12 } }
    expect(scrollActionFor({ saved: place, hash: '#statuses', first: false })).toBe(place)
    expect(scrollActionFor({ saved: { y: 0 }, hash: '', first: true })).toEqual({ y: 0 })
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
  it('reads stored places, with their headings', () => {
    expect(parseScrollPositions({ '/overview': { y: 120, heading: { id: 'fees', top: -8 } }, k3x9: { y: 0 } })).toEqual(
      { '/overview': { y: 120, heading: { id: 'fees', top: -8 } }, k3x9: { y: 0 } },
    )
  })
  it('reads an offset stored as a number as a place without a heading', () => {
    expect(parseScrollPositions({ '/overview': 120, k3x9: 0 })).toEqual({ '/overview': { y: 120 }, k3x9: { y: 0 } })
  })
  it('drops entries without an offset, and headings without an id or a distance', () => {
    expect(
      parseScrollPositions({
        a: '120',
        b: null,
        c: { heading: { id: 'fees', top: 0 } },
        d: { y: 5, heading: { id: '', top: 0 } },
        e: { y: 6, heading: { id: 'fees', top: '0' } },
        f: { y: 7, heading: null },
      }),
    ).toEqual({ d: { y: 5 }, e: { y: 6 }, f: { y: 7 } })
  })
  it('reads nothing from a missing, broken or wrong-shaped value', () => {
    // Stored text that is not JSON reaches this as undefined (storage.ts).
    expect(parseScrollPositions(undefined)).toEqual({})
    expect(parseScrollPositions(null)).toEqual({})
    expect(parseScrollPositions([1, 2])).toEqual({})
    expect(parseScrollPositions(7)).toEqual({})
  })
})

describe('nearestHeading', () => {
  it('picks the heading nearest the top of the screen, above or below it', () => {
    expect(
      nearestHeading([
        { id: 'a', top: -900 },
        { id: 'b', top: -40 },
        { id: 'c', top: 30 },
        { id: 'd', top: 700 },
      ]),
    ).toEqual({ id: 'c', top: 30 })
    expect(
      nearestHeading([
        { id: 'a', top: -10 },
        { id: 'b', top: 300 },
      ]),
    ).toEqual({ id: 'a', top: -10 })
  })
  it('finds none on a page without headings', () => {
    expect(nearestHeading([])).toBeUndefined()
  })
})

describe('scrollOffsetFor', () => {
  it('puts the heading back where it stood, whatever the offset now', () => {
    // The heading stood 40 px below the top; it is now 500 px below it at offset 1,000.
    expect(scrollOffsetFor({ y: 1200, heading: { id: 'fees', top: 40 } }, () => 500, 1000)).toBe(1460)
    expect(scrollOffsetFor({ y: 1200, heading: { id: 'fees', top: -20 } }, () => -300, 2000)).toBe(1720)
  })
  it('uses the stored offset when the page has no such heading, or none was stored', () => {
    expect(scrollOffsetFor({ y: 1200, heading: { id: 'gone', top: 40 } }, () => undefined, 0)).toBe(1200)
    expect(scrollOffsetFor({ y: 1200 }, () => 500, 0)).toBe(1200)
  })
})
