/**
 * The colour theme rule: a reader's own choice, stored under `vocs.theme`, wins; without
 * one the page follows the system's colour scheme, including later changes of it. Only a
 * choice is stored: storing the system scheme on a first visit would freeze it.
 */

export type Theme = 'light' | 'dark'

export const themeStorageKey = 'vocs.theme'

/** The theme a page shows, from the stored choice (if any) and the system scheme. */
export function themeFor(stored: string | null, systemDark: boolean): Theme {
  if (stored === 'light' || stored === 'dark') return stored
  return systemDark ? 'dark' : 'light'
}

export function otherTheme(theme: Theme): Theme {
  return theme === 'light' ? 'dark' : 'light'
}
