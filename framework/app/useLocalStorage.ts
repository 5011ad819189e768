/**
 * DocsLayout's `useLocalStorage` (the banner choice): starts from the default, as the
 * prerendered page does, and changes state only when a stored value differs.
 */
import { useEffect, useState } from 'react'
import { readStoredJson, writeStored } from './storage.ts'

export function useLocalStorage<T>(key: string, defaultValue: T) {
  const [value, setValue] = useState<T>(defaultValue)
  useEffect(() => {
    const stored = readStoredJson('localStorage', key)
    if (stored !== undefined && stored !== null) setValue(stored as T)
  }, [key])
  const setter = (next: T) => {
    setValue(next)
    writeStored('localStorage', key, JSON.stringify(next))
  }
  return [value, setter] as const
}
