/**
 * The search buttons of the two top bars (in place of Vocs' `DesktopSearch.js` and
 * `MobileSearch.js`) and the shortcuts that open search: "/" unless typing, Ctrl+K and ⌘K to
 * toggle, and a `?q=` in the address on load. The dialog (SearchDialog.tsx) is its own chunk,
 * preloaded when the browser is idle or a button is pointed at or focused. Each button drives
 * the dialog only at the width where its top bar shows; the open state is shared, so an open
 * search stays open when the window crosses that width. Closing removes `?q=` and returns
 * focus to the button.
 */

import { MagnifyingGlassIcon } from '@radix-ui/react-icons'
import { type ComponentType, useEffect, useRef, useSyncExternalStore } from 'react'
import {
  search as desktopButtonClass,
  searchCommand,
} from '../../node_modules/vocs/_lib/app/components/DesktopSearch.css.js'
import { searchButton as mobileButtonClass } from '../../node_modules/vocs/_lib/app/components/MobileSearch.css.js'
import { loadOnce, whenIdleAfterLoad } from './loadLater.ts'
import type { SearchDialogProps } from './SearchDialog.tsx'
import { readSearchQuery, writeSearchQuery } from './searchQueryParam.ts'
import { isTypingTarget, searchShortcut } from './searchShortcut.ts'

const desktopQuery = '(min-width: 1080px)'

// Whether search is open, shared by the two buttons: when the window crosses the desktop width,
// the other top bar's button takes over the open search instead of dropping it. Every open
// renders a fresh dialog; a query left in the address would reopen search on the next load.
let searchOpen = false
const searchListeners = new Set<() => void>()
function subscribeSearch(onChange: () => void) {
  searchListeners.add(onChange)
  return () => {
    searchListeners.delete(onChange)
  }
}
function showSearch(next: boolean) {
  if (searchOpen === next) return
  searchOpen = next
  if (next) preloadDialog()
  else writeSearchQuery(null)
  for (const onChange of searchListeners) onChange()
}

// The dialog once its chunk is in: fetched when the browser is idle after load, or on the first
// point at, focus on or open of a button; an open before it arrives shows it on arrival.
let Dialog: ComponentType<SearchDialogProps> | undefined
const loadDialog = loadOnce(() =>
  import('./SearchDialog.tsx').then((module) => {
    Dialog = module.default
    for (const onChange of searchListeners) onChange()
  }),
)
const preloadDialog = () => {
  loadDialog().catch(() => undefined)
}
if (typeof window !== 'undefined') whenIdleAfterLoad().then(preloadDialog)

function useDesktopWidth(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia(desktopQuery)
      query.addEventListener('change', onChange)
      return () => query.removeEventListener('change', onChange)
    },
    () => window.matchMedia(desktopQuery).matches,
    () => false,
  )
}

function useSearchDialog(active: boolean) {
  const open = useSyncExternalStore(
    subscribeSearch,
    () => searchOpen,
    () => false,
  )
  const buttonRef = useRef<HTMLButtonElement>(null)
  const wasOpen = useRef(false)

  useEffect(() => {
    if (active && readSearchQuery()) showSearch(true)
  }, [active])

  useEffect(() => {
    if (!active) return
    const onKeyDown = (event: KeyboardEvent) => {
      const action = searchShortcut(event, isTypingTarget(document.activeElement))
      if (!action) return
      if (action === 'open' && open) return
      event.preventDefault()
      showSearch(action === 'open' ? true : !open)
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [active, open])

  useEffect(() => {
    if (active && wasOpen.current && !open) buttonRef.current?.focus()
    wasOpen.current = open
  }, [active, open])

  const LoadedDialog = useSyncExternalStore(
    subscribeSearch,
    () => Dialog,
    () => undefined,
  )
  const dialog = active && open && LoadedDialog ? <LoadedDialog onClose={() => showSearch(false)} /> : null

  const buttonProps = {
    ref: buttonRef,
    type: 'button' as const,
    'aria-haspopup': 'dialog' as const,
    // Only the button of the top bar shown owns the open dialog.
    'aria-expanded': active && open,
    'data-state': active && open ? 'open' : 'closed',
    onPointerEnter: preloadDialog,
    onFocus: preloadDialog,
    onClick: () => showSearch(!open),
  }
  return { buttonProps, dialog }
}

export function DesktopSearch() {
  const { buttonProps, dialog } = useSearchDialog(useDesktopWidth())
  return (
    <>
      <button {...buttonProps} className={desktopButtonClass}>
        <MagnifyingGlassIcon style={{ marginTop: 2 }} />
        Search...
        {/* Spans, as a button holds phrasing content only: the outer one is a flex box (its
            class), so the inner one is a flex item and lays out as a block. */}
        <span className={searchCommand}>
          <span
            style={{
              background: 'currentColor',
              transform: 'rotate(45deg)',
              width: 1.5,
              borderRadius: 2,
              height: '100%',
            }}
          />
        </span>
      </button>
      {dialog}
    </>
  )
}

export function MobileSearch() {
  const { buttonProps, dialog } = useSearchDialog(!useDesktopWidth())
  return (
    <>
      <button {...buttonProps} className={mobileButtonClass} aria-label="Search">
        <MagnifyingGlassIcon height={21} width={21} />
      </button>
      {dialog}
    </>
  )
}
