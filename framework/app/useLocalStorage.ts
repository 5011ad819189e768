/**
 * Overrides Vocs' `useLocalStorage` in DocsLayout (framework/manifest.ts), which keeps the
 * reader's banner choice with it. Vocs' hook starts from `undefined` and sets the default in
 * an effect, so every page load re-rendered the whole layout (sidebar, outline, article)
 * right after hydration to arrive at the same markup. This one starts from the default, as
 * the prerendered page does, and changes state only when the stored value differs: a reader
 * who closed the banner (already hidden before first paint by the inline script).
 */
import { useCallback, useEffect, useState } from 'react'
import { readStoredJson, writeStored } from './storage.ts'

export function useLocalStorage<T>(key: string, defaultValue: T) {
  const [value, setValue] = useState<T>(defaultValue)
  useEffect(() => {
    const stored = readStoredJson('localStorage', key)
    if (stored !== undefined && stored !== null) setValue(stored as T)
  }, [key])
  const setter = useCallback(
    (next: T) => {
      setValue(next)
      writeStored('localStorage', key, JSON.stringify(next))
    },
    [key],
  )
  return [value, setter] as const
}
