import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

// Vocs' chunk-error handler as patched (framework/patches/vocs+1.4.1+011+chunkError.patch).
type Handler = typeof import('../node_modules/vocs/_lib/app/utils/chunkError.js')
const handlerPath = '../node_modules/vocs/_lib/app/utils/chunkError.js'

let loads = 0
/** A fresh page load: a new instance of the module, its state starting over. */
async function load(): Promise<Handler> {
  loads += 1
  return await import(/* @vite-ignore */ `${handlerPath}?load=${loads}`)
}

/** A window with a location and a session storage the tests can read, or one that throws. */
function fakeWindow({ blocked = false } = {}) {
  const store = new Map<string, string>()
  const location = { reload: vi.fn() }
  const refuse = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError')
  }
  vi.stubGlobal('window', { location })
  vi.stubGlobal(
    'sessionStorage',
    blocked
      ? { getItem: refuse, setItem: refuse, removeItem: refuse }
      : {
          getItem: (key: string) => store.get(key) ?? null,
          setItem: (key: string, value: string) => store.set(key, value),
          removeItem: (key: string) => store.delete(key),
        },
  )
  return { location, store }
}

const missing = new Error('Failed to fetch dynamically imported module: /assets/quote-abc.js')

describe('isChunkError', () => {
  it('knows the Chrome, Firefox and Safari messages and a missing CSS chunk', async () => {
    const { isChunkError } = await load()
    expect(isChunkError(missing)).toBe(true)
    expect(isChunkError(new Error('error loading dynamically imported module'))).toBe(true)
    expect(isChunkError(new Error('Unable to preload CSS for /assets/style-1.css'))).toBe(true)
  })

  it('leaves other errors alone', async () => {
    const { isChunkError } = await load()
    expect(isChunkError(new Error('x is not a function'))).toBe(false)
  })
})

describe('maybeHandleChunkError', () => {
  let handler: Handler
  beforeEach(async () => {
    handler = await load()
  })
  afterEach(() => vi.unstubAllGlobals())

  it('reloads the page once, however many times the load reports the failure', () => {
    const { location, store } = fakeWindow()
    handler.maybeHandleChunkError(missing)
    handler.maybeHandleChunkError(missing)
    expect(location.reload).toHaveBeenCalledTimes(1)
    expect(store.get('vocs.reload')).toBe('true')
  })

  it('gives up when the reloaded page fails again, and stays given up for this load', () => {
    const { location, store } = fakeWindow()
    store.set('vocs.reload', 'true')
    handler.maybeHandleChunkError(missing)
    handler.maybeHandleChunkError(missing)
    expect(location.reload).not.toHaveBeenCalled()
    expect(store.has('vocs.reload')).toBe(false)
  })

  it('does nothing for an error that is not a missing chunk', () => {
    const { location } = fakeWindow()
    handler.maybeHandleChunkError(new Error('boom'))
    expect(location.reload).not.toHaveBeenCalled()
  })

  it('clearChunkReloadFlag forgets the reload', () => {
    const { store } = fakeWindow()
    store.set('vocs.reload', 'true')
    handler.clearChunkReloadFlag()
    expect(store.has('vocs.reload')).toBe(false)
  })

  it('with storage blocked, reloads without throwing, and clearing throws nothing', () => {
    const { location } = fakeWindow({ blocked: true })
    expect(() => handler.maybeHandleChunkError(missing)).not.toThrow()
    expect(location.reload).toHaveBeenCalledTimes(1)
    expect(() => handler.clearChunkReloadFlag()).not.toThrow()
  })
})
