/**
 * The search query in the address (`?q=`), read and written without a query-state library:
 * the search dialog reads it once when it opens and writes it while it is open, so a reader
 * can share or reload a search; closing search removes it. Writing replaces the current
 * history entry (no new entry per keystroke) and keeps its state, which the router keys its
 * scroll positions by.
 */

const searchQueryParam = 'q'

/** `href` with `?q=` set to `value`, or without it when `value` is empty; other parameters and the hash stay. */
export function withSearchQuery(href: string, value: string | null): string {
  const url = new URL(href)
  if (value) url.searchParams.set(searchQueryParam, value)
  else url.searchParams.delete(searchQueryParam)
  return url.href
}

/** The `?q=` of an address, or '' when it has none. */
export function searchQueryOf(href: string): string {
  return new URL(href).searchParams.get(searchQueryParam) ?? ''
}

/** The `?q=` of the page's address. */
export function readSearchQuery(): string {
  return searchQueryOf(window.location.href)
}

/** Sets or removes `?q=` in the page's address in place; does nothing when it is already so. */
export function writeSearchQuery(value: string | null): void {
  const next = withSearchQuery(window.location.href, value)
  if (next !== window.location.href) window.history.replaceState(window.history.state, '', next)
}
