/**
 * Scroll restoration for the plain browser router (React Router's own needs the data router).
 * Positions are recorded as the reader scrolls, under the key of the page on screen (a link
 * changes the address at once, the page only once its code has arrived), and go to
 * sessionStorage when the tab is hidden, for a reload or a return from another site. A reload
 * is laid out as the load before it: it keeps the tab's font (framework/build/fontInitializer.ts)
 * and the banner's state.
 */
import { useEffect, useLayoutEffect } from 'react'
import { useLocation } from 'react-router'
import { readStoredJson, writeStored } from './storage.ts'

// Vocs' root imports this file in place of React Router: the location hook and ScrollRestoration.
export { useLocation }

/** Where saved positions live in sessionStorage: the name the site has always used. */
const storageKey = 'react-router-scroll-positions'

/**
 * The key of a history entry's position. Every page opened from the address bar has the
 * router key "default"; those are keyed by path and hash instead, or /b#section would take
 * the position saved for /a.
 */
export function scrollKey({ key, pathname, hash }: { key: string; pathname: string; hash: string }): string {
  return key === 'default' ? `${pathname}${hash}` : key
}

/**
 * Where the page goes: the position saved for its history entry (back, forward, reload); else
 * the section its hash names (`{ id }`); else the top (0) for a page opened by a link, while
 * the first page of the visit stays where it is (undefined): the reader may have scrolled
 * before the page became interactive.
 */
export function scrollActionFor({ saved, hash, first }: { saved: number | undefined; hash: string; first: boolean }) {
  if (saved !== undefined) return saved
  if (hash.length > 1) {
    try {
      return { id: decodeURIComponent(hash.slice(1)) }
    } catch {
      // A hash that is not valid percent-encoding names no element.
    }
  }
  return first ? undefined : 0
}

/** The offsets stored for this tab; anything but an object of finite numbers counts as none. */
export function parseScrollPositions(stored: unknown): Record<string, number> {
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return {}
  return Object.fromEntries(Object.entries(stored).filter(([, value]) => Number.isFinite(value)))
}

// Module state: the component may be mounted again by a page change, the visit goes on.
let positions: Record<string, number> | undefined
let keyOnScreen: string | undefined

export function ScrollRestoration() {
  const location = useLocation()
  const key = scrollKey(location)

  useEffect(() => {
    window.history.scrollRestoration = 'manual'
    const record = () => {
      if (positions && keyOnScreen !== undefined) positions[keyOnScreen] = window.scrollY
    }
    const save = () => {
      record()
      writeStored('sessionStorage', storageKey, JSON.stringify(positions ?? {}))
      window.history.scrollRestoration = 'auto'
    }
    const resume = () => {
      window.history.scrollRestoration = 'manual'
    }
    window.addEventListener('scroll', record, { passive: true })
    window.addEventListener('pagehide', save)
    window.addEventListener('pageshow', resume)
    return () => {
      window.removeEventListener('scroll', record)
      window.removeEventListener('pagehide', save)
      window.removeEventListener('pageshow', resume)
      window.history.scrollRestoration = 'auto'
    }
  }, [])

  useLayoutEffect(() => {
    const first = positions === undefined
    positions ??= parseScrollPositions(readStoredJson('sessionStorage', storageKey))
    keyOnScreen = key
    const to = scrollActionFor({ saved: positions[key], hash: location.hash, first })
    if (to === undefined) return
    if (typeof to === 'number') window.scrollTo(0, to)
    else {
      const section = document.getElementById(to.id)
      if (section) section.scrollIntoView()
      else window.scrollTo(0, 0)
    }
  }, [key, location.hash])

  return null
}
