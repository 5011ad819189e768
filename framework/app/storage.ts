/**
 * The one way the site's code reads and writes Web Storage. Blocked site data throws on any
 * access, a full storage on a write; here such a storage behaves as empty and writes are
 * dropped, so a choice lasts for the page and nothing stops the page from starting.
 */
export type StorageArea = 'localStorage' | 'sessionStorage'

/** The stored text, or null when there is none or the storage cannot be read. */
export function readStored(area: StorageArea, key: string): string | null {
  try {
    return globalThis[area].getItem(key)
  } catch {
    return null
  }
}

/** Stores the text, or removes the key for null; a storage that refuses is ignored. */
export function writeStored(area: StorageArea, key: string, value: string | null): void {
  try {
    if (value === null) globalThis[area].removeItem(key)
    else globalThis[area].setItem(key, value)
  } catch {
    // Blocked or full: the value lasts for this page only.
  }
}

/** The stored JSON value, or undefined when there is none or it does not parse. */
export function readStoredJson(area: StorageArea, key: string): unknown {
  try {
    return JSON.parse(readStored(area, key) ?? '')
  } catch {
    return undefined
  }
}
