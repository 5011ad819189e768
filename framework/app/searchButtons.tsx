/**
 * The search buttons of the two top bars (in place of Vocs' `DesktopSearch.js` and
 * `MobileSearch.js`) and the shortcuts that open search: "/" unless typing, Ctrl+K and ⌘K to
 * toggle, and a `?q=` in the address on load. The dialog (SearchDialog.tsx) is its own chunk,
 * preloaded when the browser is idle or a button is pointed at or focused; keys typed before it
 * arrives are its query. Closing removes `?q=` and returns focus to the button.
 */

import { type ComponentType, useEffect, useRef, useSyncExternalStore } from 'react'
import { search as desktopButtonClass } from '../../node_modules/vocs/_lib/app/components/DesktopSearch.css.js'
import { searchButton as mobileButtonClass } from '../../node_modules/vocs/_lib/app/components/MobileSearch.css.js'
import { MagnifyingGlassIcon } from './icons.tsx'
import { loadOnce, whenIdleAfterLoad } from './loadLater.ts'
import { readSearchQuery, writeSearchQuery } from './searchQueryParam.ts'
import { isTypingTarget, searchShortcut, typedAhead } from './searchShortcut.ts'

/**
 * Whether search is open, whether the window has the desktop width, and the dialog once its chunk
 * is in (an open before it arrives shows it on arrival). Only the button of the top bar shown
 * drives the open search, so it stays open when the window crosses the desktop width.
 */
type SearchState = {
  open: boolean
  desktop: boolean
  Dialog?: ComponentType<{ onClose: () => void; isOpen: () => boolean }>
}
const closed: SearchState = { open: false, desktop: false }
let state = closed
const listeners = new Set<() => void>()
function update(next: Partial<SearchState>) {
  state = { ...state, ...next }
  for (const onChange of listeners) onChange()
}
function subscribe(onChange: () => void) {
  listeners.add(onChange)
  return () => {
    listeners.delete(onChange)
  }
}

// What the reader types while search is open and the dialog's code is still on its way
// (searchShortcut.ts, typedAhead): the dialog's query once it arrives.
let typed = ''

// Every open renders a fresh dialog; a query left in the address would reopen search on the next load.
function showSearch(open: boolean) {
  if (state.open === open) return
  if (open) preloadDialog()
  else writeSearchQuery(null)
  typed = ''
  update({ open })
}

/** Whether search is open now, not as of the last render. */
const isSearchOpen = () => state.open

const loadDialog = loadOnce(() =>
  import('./SearchDialog.tsx').then((module) => {
    // The dialog starts from the address' query (searchQueryParam.ts).
    if (state.open && typed) writeSearchQuery(typed)
    typed = ''
    update({ Dialog: module.default })
  }),
)
const preloadDialog = () => {
  loadDialog().catch(() => undefined)
}

if (typeof window !== 'undefined') {
  const desktopWidth = window.matchMedia('(min-width: 1080px)')
  const onResize = () => update({ desktop: desktopWidth.matches })
  desktopWidth.addEventListener('change', onResize)
  onResize()
  whenIdleAfterLoad().then(preloadDialog)
  if (readSearchQuery()) showSearch(true)
  const onKeyDown = (event: KeyboardEvent) => {
    const action = searchShortcut(event, isTypingTarget(document.activeElement))
    if (state.open && !state.Dialog && action !== 'toggle') {
      const next = typedAhead(typed, event)
      if (next === undefined) return
      event.preventDefault()
      if (next === null) showSearch(false)
      else typed = next
      return
    }
    if (!action || (action === 'open' && state.open)) return
    event.preventDefault()
    showSearch(action === 'open' || !state.open)
  }
  window.addEventListener('keydown', onKeyDown)
  // An edit to this file in the dev server runs it again: the old listeners go first.
  import.meta.hot?.dispose(() => {
    window.removeEventListener('keydown', onKeyDown)
    desktopWidth.removeEventListener('change', onResize)
  })
}

/** The props of one top bar's search button and, while that top bar shows and search is open, the dialog. */
function useSearchButton(onDesktop: boolean) {
  const search = useSyncExternalStore(
    subscribe,
    () => state,
    () => closed,
  )
  const shown = search.desktop === onDesktop
  const open = search.open && shown
  const buttonRef = useRef<HTMLButtonElement>(null)
  const wasOpen = useRef(false)
  useEffect(() => {
    if (wasOpen.current && !open && shown) buttonRef.current?.focus()
    wasOpen.current = open
  }, [open, shown])

  const buttonProps = {
    ref: buttonRef,
    type: 'button' as const,
    'aria-haspopup': 'dialog' as const,
    'aria-expanded': open,
    onPointerEnter: preloadDialog,
    onFocus: preloadDialog,
    onClick: () => showSearch(!open),
  }
  return {
    buttonProps,
    dialog: open && search.Dialog ? <search.Dialog onClose={() => showSearch(false)} isOpen={isSearchOpen} /> : null,
  }
}

export function DesktopSearch() {
  const { buttonProps, dialog } = useSearchButton(true)
  return (
    <>
      <button {...buttonProps} className={desktopButtonClass}>
        <MagnifyingGlassIcon style={{ marginTop: 2 }} />
        Search...
        {/* The "/" shortcut as a key cap; the button's name stays "Search...". */}
        <span className="search-key" aria-hidden="true">
          <kbd>/</kbd>
        </span>
      </button>
      {dialog}
    </>
  )
}

export function MobileSearch() {
  const { buttonProps, dialog } = useSearchButton(false)
  return (
    <>
      <button {...buttonProps} className={mobileButtonClass} aria-label="Search">
        <MagnifyingGlassIcon height={21} width={21} />
      </button>
      {dialog}
    </>
  )
}
