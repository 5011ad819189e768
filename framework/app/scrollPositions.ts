/**
 * The rules of scroll restoration (ScrollRestoration.tsx applies them): where the page goes
 * when the router shows a location, and how the positions of history entries are kept for the
 * tab's session.
 */

/** Where saved positions live in sessionStorage: the name the site has always used. */
export const scrollPositionsKey = 'react-router-scroll-positions'

export type ScrollLocation = { key: string; pathname: string; hash: string }

/**
 * The key of a history entry's position. Every page opened from the address bar has the
 * router key "default"; those are keyed by path and hash instead, or /b#section would take
 * the position saved for /a.
 */
export function scrollKey({ key, pathname, hash }: ScrollLocation): string {
  return key === 'default' ? `${pathname}${hash}` : key
}

export type ScrollAction =
  | { to: 'position'; y: number }
  | { to: 'element'; id: string }
  | { to: 'top' }
  | { to: 'stay' }

/**
 * - An entry with a saved position (back, forward, reload) returns to it.
 * - Otherwise a location with a hash goes to that section.
 * - Otherwise a page opened by a link starts at its top, and the first page of the visit stays
 *   where it is: the reader may have scrolled before the page became interactive.
 */
export function scrollActionFor({
  saved,
  hash,
  first,
}: {
  saved: number | undefined
  hash: string
  first: boolean
}): ScrollAction {
  if (saved !== undefined) return { to: 'position', y: saved }
  if (hash.length > 1) {
    try {
      return { to: 'element', id: decodeURIComponent(hash.slice(1)) }
    } catch {
      // A hash that is not valid percent-encoding names no element.
    }
  }
  return first ? { to: 'stay' } : { to: 'top' }
}

/** The positions stored for this tab; anything but an object of numbers counts as none. */
export function parseScrollPositions(stored: string | null): Record<string, number> {
  if (!stored) return {}
  try {
    const value: unknown = JSON.parse(stored)
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {}
    return Object.fromEntries(
      Object.entries(value).filter((entry): entry is [string, number] => Number.isFinite(entry[1])),
    )
  } catch {
    return {}
  }
}
