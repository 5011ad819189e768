/**
 * Scroll restoration for the plain browser router, by the rules of scrollPositions.ts.
 * Positions are recorded as the reader scrolls, under the key of the page on screen (a link
 * changes the address at once, the page only once its code has arrived), and go to
 * sessionStorage when the tab is hidden, for a reload or a return from another site.
 */
import { useEffect, useLayoutEffect } from 'react'
import { useLocation } from 'react-router'
import {
  parseScrollPositions,
  type ScrollAction,
  scrollActionFor,
  scrollKey,
  scrollPositionsKey,
} from './scrollPositions.ts'
import { readStored, writeStored } from './storage.ts'

// Module state: the component may be mounted again by a page change, the visit goes on.
let positions: Record<string, number> | undefined
let keyOnScreen: string | undefined

function apply(action: ScrollAction) {
  if (action.to === 'position') window.scrollTo(0, action.y)
  else if (action.to === 'top') window.scrollTo(0, 0)
  else if (action.to === 'element') {
    const element = document.getElementById(action.id)
    if (element) element.scrollIntoView()
    else window.scrollTo(0, 0)
  }
}

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
      writeStored('sessionStorage', scrollPositionsKey, JSON.stringify(positions ?? {}))
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
    positions ??= parseScrollPositions(readStored('sessionStorage', scrollPositionsKey))
    keyOnScreen = key
    apply(scrollActionFor({ saved: positions[key], hash: location.hash, first }))
  }, [key, location.hash])

  return null
}
