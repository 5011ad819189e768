/**
 * Runs in the page: true once the app has hydrated the prerendered page. The client entry
 * (framework/entries/clientEntry.tsx) sets `data-hydrated` on `<html>` from an effect of the
 * hydration commit, so every control on the page listens by then.
 */
export function isHydrated(): boolean {
  return document.documentElement.hasAttribute('data-hydrated')
}

/** How long a page may take to hydrate before a test fails, ms (a busy 2-core machine included). */
export const hydrationTimeout = 20_000

/** Selects the document once hydrated, for locators that wait for it. */
export const hydratedDocument = 'html[data-hydrated]'
