/**
 * Scroll restoration for the plain browser router (React Router's own needs the data router).
 * Positions are recorded as the reader scrolls, under the key of the page on screen (a link
 * changes the address at once, the page only once its code has arrived), and go to
 * sessionStorage when the tab is hidden, for a reload or a return from another site. What goes
 * to storage also names the section heading nearest the top of the screen and where it stood:
 * the next load may be laid out differently (the site's font in place of the fallback, the
 * banner closed, another width), and the reader returns to that heading rather than to a pixel
 * offset that now shows other text.
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
export function scrollActionFor({
  saved,
  hash,
  first,
}: {
  saved: ScrollPlace | undefined
  hash: string
  first: boolean
}) {
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

/**
 * A place on a page: the scroll offset, and, once stored, the heading nearest the top of the
 * screen with its distance from the top (px).
 */
export type ScrollPlace = { y: number; heading?: { id: string; top: number } }

/** One stored place: a number (what the site stored before headings) or a place; else none. */
function parseScrollPlace(value: unknown): ScrollPlace | undefined {
  if (Number.isFinite(value)) return { y: value as number }
  if (typeof value !== 'object' || value === null) return undefined
  const { y, heading } = value as { y?: unknown; heading?: { id?: unknown; top?: unknown } | null }
  if (!Number.isFinite(y)) return undefined
  const { id, top } = heading ?? {}
  return typeof id === 'string' && id && Number.isFinite(top)
    ? { y: y as number, heading: { id, top: top as number } }
    : { y: y as number }
}

/** The places stored for this tab; anything but an object of places counts as none. */
export function parseScrollPositions(stored: unknown): Record<string, ScrollPlace> {
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return {}
  return Object.fromEntries(
    Object.entries(stored).flatMap(([key, value]) => {
      const place = parseScrollPlace(value)
      return place ? [[key, place]] : []
    }),
  )
}

/** Of the headings and their distances from the top of the screen, the one nearest it. */
export function nearestHeading(headings: { id: string; top: number }[]): { id: string; top: number } | undefined {
  let nearest: { id: string; top: number } | undefined
  for (const heading of headings) if (!nearest || Math.abs(heading.top) < Math.abs(nearest.top)) nearest = heading
  return nearest
}

/**
 * The scroll offset that returns to a place: its heading back where it stood, when the page
 * has it (`headingTop` gives the heading's distance from the top of the screen now); else the
 * stored offset.
 */
export function scrollOffsetFor(place: ScrollPlace, headingTop: (id: string) => number | undefined, scrollY: number) {
  const now = place.heading && headingTop(place.heading.id)
  return place.heading && now !== undefined ? scrollY + now - place.heading.top : place.y
}

/**
 * The targets of the article's section headings (what `#id` names: the heading, or the empty
 * anchor Vocs puts in it) and their distances from the top of the screen.
 */
function sectionHeadings() {
  const headings = 'article :is(h2, h3, h4, h5, h6)'
  return [...document.querySelectorAll(`${headings}[id], ${headings} > [id]`)].map((heading) => ({
    id: heading.id,
    top: heading.getBoundingClientRect().top,
  }))
}

function headingTop(id: string) {
  const heading = document.getElementById(id)
  return heading ? heading.getBoundingClientRect().top : undefined
}

// Module state: the component may be mounted again by a page change, the visit goes on.
let positions: Record<string, ScrollPlace> | undefined
let keyOnScreen: string | undefined

export function ScrollRestoration() {
  const location = useLocation()
  const key = scrollKey(location)

  useEffect(() => {
    window.history.scrollRestoration = 'manual'
    const record = () => {
      if (positions && keyOnScreen !== undefined) positions[keyOnScreen] = { y: window.scrollY }
    }
    const save = () => {
      if (positions && keyOnScreen !== undefined)
        positions[keyOnScreen] = { y: window.scrollY, heading: nearestHeading(sectionHeadings()) }
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
    else if ('y' in to) window.scrollTo(0, scrollOffsetFor(to, headingTop, window.scrollY))
    else {
      const section = document.getElementById(to.id)
      if (section) section.scrollIntoView()
      else window.scrollTo(0, 0)
    }
  }, [key, location.hash])

  return null
}
