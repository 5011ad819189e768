/**
 * Overrides Vocs' `useTheme` hook in the theme switch (ThemeToggle.js; see
 * framework/manifest.ts). The rule is in themeChoice.ts: a reader's choice is stored and wins;
 * without one the page follows the system scheme, also when it changes while the page is
 * open. The `dark` class on <html> is what Vocs' styles and its first-paint theme script use.
 */
import { useEffect, useState } from 'react'
import { readStored, writeStored } from './storage.ts'
import { otherTheme, type Theme, themeFor, themeStorageKey } from './themeChoice.ts'

const systemDarkQuery = '(prefers-color-scheme: dark)'

const storedChoice = () => readStored('localStorage', themeStorageKey)

export function useTheme() {
  const [theme, setThemeState] = useState<Theme | undefined>(() =>
    typeof window === 'undefined' ? undefined : themeFor(storedChoice(), window.matchMedia(systemDarkQuery).matches),
  )

  useEffect(() => {
    document.documentElement.classList.toggle('dark', theme === 'dark')
  }, [theme])

  useEffect(() => {
    const query = window.matchMedia(systemDarkQuery)
    // The first-paint theme script also follows the system scheme, even after a reader has
    // chosen; this listener runs after it and puts the class back to the theme that applies.
    const onSystemChange = () => {
      const next = themeFor(storedChoice(), query.matches)
      document.documentElement.classList.toggle('dark', next === 'dark')
      setThemeState(next)
    }
    query.addEventListener('change', onSystemChange)
    return () => query.removeEventListener('change', onSystemChange)
  }, [])

  const choose = (next: Theme) => {
    writeStored('localStorage', themeStorageKey, next)
    setThemeState(next)
  }

  return {
    theme,
    setTheme: choose,
    toggle: () => choose(otherTheme(theme ?? 'light')),
  }
}
