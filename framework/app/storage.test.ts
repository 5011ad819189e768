import { afterEach, describe, expect, it, vi } from 'vitest'
import { readStored, readStoredJson, writeStored } from './storage.ts'

function memoryStorage(): Storage {
  const items = new Map<string, string>()
  return {
    get length() {
      return items.size
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  }
}

/** Storage as a browser that blocks site data has it: touching the property throws. */
function blockStorage(area: 'localStorage' | 'sessionStorage') {
  Object.defineProperty(globalThis, area, {
    configurable: true,
    get() {
      throw new DOMException('The operation is insecure.', 'SecurityError')
    },
  })
}

afterEach(() => {
  vi.unstubAllGlobals()
  for (const area of ['localStorage', 'sessionStorage']) Reflect.deleteProperty(globalThis, area)
})

describe('storage', () => {
  it('reads back what it wrote, as text and as JSON, and removes a key for null', () => {
    vi.stubGlobal('localStorage', memoryStorage())
    writeStored('localStorage', 'banner', 'false')
    expect(readStored('localStorage', 'banner')).toBe('false')
    expect(readStoredJson('localStorage', 'banner')).toBe(false)
    writeStored('localStorage', 'banner', null)
    expect(readStored('localStorage', 'banner')).toBeNull()
  })

  it('behaves as empty storage when the browser blocks it, and drops writes', () => {
    blockStorage('localStorage')
    blockStorage('sessionStorage')
    expect(() => writeStored('sessionStorage', 'vocs.reload', '/overview')).not.toThrow()
    expect(() => writeStored('localStorage', 'vocs.theme', null)).not.toThrow()
    expect(readStored('sessionStorage', 'vocs.reload')).toBeNull()
    expect(readStoredJson('localStorage', 'showDetailView')).toBeUndefined()
  })

  it('drops a write to a full storage', () => {
    const full = memoryStorage()
    full.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    }
    vi.stubGlobal('localStorage', full)
    expect(() => writeStored('localStorage', 'vocs.theme', 'dark')).not.toThrow()
    expect(readStored('localStorage', 'vocs.theme')).toBeNull()
  })

  it('gives undefined for a stored value that is not JSON', () => {
    vi.stubGlobal('sessionStorage', memoryStorage())
    writeStored('sessionStorage', 'filterText', '{not json')
    expect(readStoredJson('sessionStorage', 'filterText')).toBeUndefined()
  })
})
