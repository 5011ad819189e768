/**
 * The search query in the address (`?q=`), so a search can be shared or reloaded: read when
 * search opens, written while it is open, removed when it closes.
 */

/** The `?q=` of the page's address, decoded, or '' when it has none. */
export const readSearchQuery = (): string => new URLSearchParams(location.search).get('q') ?? ''

/**
 * Sets `?q=`, or removes it for an empty value; other parameters and the hash stay. It replaces
 * the history entry (one per keystroke would flood Back) and keeps its state, which the router
 * keys its scroll positions by; it does nothing when the address is already so.
 */
export function writeSearchQuery(value: string | null): void {
  const params = new URLSearchParams(location.search)
  if (value) params.set('q', value)
  else params.delete('q')
  // `params.size` is missing before Safari 17: an empty string says there is no parameter.
  const search = params.toString() ? `?${params}` : ''
  if (search !== location.search)
    history.replaceState(history.state, '', `${location.pathname}${search}${location.hash}`)
}
