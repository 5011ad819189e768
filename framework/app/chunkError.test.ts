import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clearChunkReloadFlag, isChunkError, maybeHandleChunkError, resetChunkErrorState } from './chunkError.ts'

/** A window with a location and session storage the tests can read. */
function fakeWindow(pathname: string) {
  const store = new Map<string, string>()
  const location = { pathname, reload: vi.fn(), assign: vi.fn() }
  vi.stubGlobal('window', { location })
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => store.set(key, value),
    removeItem: (key: string) => store.delete(key),
  })
  return { location, store }
}

const missing = new Error('Failed to fetch dynamically imported module: /assets/quote-abc.js')

describe('isChunkError', () => {
  it('knows the Chrome, Firefox and Safari messages and a missing CSS chunk', () => {
    expect(isChunkError(missing)).toBe(true)
    expect(isChunkError(new Error('error loading dynamically imported module'))).toBe(true)
    expect(isChunkError(new Error('Unable to preload CSS for /assets/style-1.css'))).toBe(true)
  })

  it('leaves other errors alone', () => {
    expect(isChunkError(new Error('x is not a function'))).toBe(false)
    expect(isChunkError(undefined)).toBe(false)
    expect(isChunkError({ message: 42 })).toBe(false)
  })
})

describe('maybeHandleChunkError', () => {
  beforeEach(() => resetChunkErrorState())
  afterEach(() => vi.unstubAllGlobals())

  it('loads the page the reader asked for, not the page being left', () => {
    const { location, store } = fakeWindow('/overview')
    maybeHandleChunkError(missing, '/gas/api/quote')
    expect(location.assign).toHaveBeenCalledWith('/gas/api/quote')
    expect(location.reload).not.toHaveBeenCalled()
    expect(store.get('vocs.reload')).toBe('/gas/api/quote')
  })

  it('reloads the current page when it is the target, or when the target is the catch-all', () => {
    const { location } = fakeWindow('/gas/api/quote')
    maybeHandleChunkError(missing, '*')
    expect(location.reload).toHaveBeenCalledTimes(1)
  })

  it('gives up after one reload for the same target, and stays given up for this load', () => {
    const { location, store } = fakeWindow('/gas/api/quote')
    store.set('vocs.reload', '/gas/api/quote')
    maybeHandleChunkError(missing, '/gas/api/quote')
    maybeHandleChunkError(missing, '/gas/api/quote')
    expect(location.reload).not.toHaveBeenCalled()
    expect(store.has('vocs.reload')).toBe(false)
  })

  it('does nothing for an error that is not a missing chunk', () => {
    const { location } = fakeWindow('/overview')
    maybeHandleChunkError(new Error('boom'), '/gas/api/quote')
    expect(location.assign).not.toHaveBeenCalled()
  })

  it('clearChunkReloadFlag forgets the last target', () => {
    const { store } = fakeWindow('/overview')
    store.set('vocs.reload', '/overview')
    clearChunkReloadFlag()
    expect(store.has('vocs.reload')).toBe(false)
  })
})
