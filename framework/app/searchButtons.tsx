/**
 * Overrides Vocs' `DesktopSearch.js` and `MobileSearch.js` (framework/manifest.ts): the
 * search buttons of the top bars and the keyboard shortcuts that open search.
 *
 * The buttons are plain buttons with Vocs' markup and classes. The dialog (SearchDialog.tsx
 * on the browser's own modal dialog) is searchDialogRoot.tsx, its own chunk: fetched
 * once the browser is idle after load, or earlier when a reader points at or focuses a search
 * button, so the first "/", Ctrl+K, ⌘K or click shows the dialog in the same frame. The
 * search index itself still loads on the first open, inside the dialog.
 *
 * Rules kept from Vocs, and where they differ:
 * - each button drives the dialog only at the width where its top bar shows (1080 px and up
 *   for the desktop bar), so one press never opens two dialogs; the open state is shared, so
 *   an open search stays open when the window crosses that width;
 * - "/" opens search unless the reader is typing in a field; Ctrl+K and ⌘K toggle it. They
 *   work at every width (Vocs listened on desktop widths only);
 * - a `?q=` in the address opens search on load, once: a later write of `?q=` by the dialog
 *   itself never reopens a dialog the reader closed;
 * - closing returns focus to the button that opened it.
 */

import { MagnifyingGlassIcon } from '@radix-ui/react-icons'
import { type ComponentType, lazy, Suspense, useEffect, useRef, useSyncExternalStore } from 'react'
import {
  search as desktopButtonClass,
  searchCommand,
} from '../../node_modules/vocs/_lib/app/components/DesktopSearch.css.js'
import { searchButton as mobileButtonClass } from '../../node_modules/vocs/_lib/app/components/MobileSearch.css.js'
import { loadOnce, whenIdleAfterLoad } from './loadLater.ts'
import type { SearchDialogRootProps } from './searchDialogRoot.tsx'
import { readSearchQuery } from './searchQueryParam.ts'
import { isTypingTarget, searchShortcut } from './searchShortcut.ts'

const desktopQuery = '(min-width: 1080px)'

let loaded: ComponentType<SearchDialogRootProps> | undefined
type DialogModule = { default: ComponentType<SearchDialogRootProps> }
const loadDialog = loadOnce(
  (): Promise<DialogModule> =>
    import('./searchDialogRoot.tsx').then((module) => {
      loaded = module.default
      return module
    }),
)
const preloadDialog = () => {
  loadDialog().catch(() => undefined)
}
if (typeof window !== 'undefined') whenIdleAfterLoad().then(preloadDialog)

// Once the chunk is in, the factory returns a thenable that resolves at once, which React
// reads synchronously: the first open renders the dialog without suspending.
function resolvedAtOnce(module: DialogModule): Promise<DialogModule> {
  // biome-ignore lint/suspicious/noThenProperty: a thenable that React reads synchronously, unlike a Promise
  return { then: (resolve: (value: DialogModule) => void) => resolve(module) } as unknown as Promise<DialogModule>
}
const LazyDialogRoot = lazy(() => (loaded ? resolvedAtOnce({ default: loaded }) : loadDialog()))

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

// Whether search is open, and whether its dialog was ever shown (it then stays mounted, so that
// closing can clear `?q=`), shared by the two buttons: when the window crosses the desktop
// width, the other top bar's button takes over the open search instead of dropping it.
let searchOpen = false
let searchMounted = false
const searchListeners = new Set<() => void>()
function subscribeSearch(onChange: () => void) {
  searchListeners.add(onChange)
  return () => {
    searchListeners.delete(onChange)
  }
}
function showSearch(next: boolean) {
  if (searchOpen === next && (!next || searchMounted)) return
  searchOpen = next
  if (next) searchMounted = true
  for (const onChange of searchListeners) onChange()
}

function useSearchDialog(active: boolean) {
  const open = useSyncExternalStore(
    subscribeSearch,
    () => searchOpen,
    () => false,
  )
  const mounted = useSyncExternalStore(
    subscribeSearch,
    () => searchMounted,
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

  const dialog =
    mounted && active ? (
      <Suspense fallback={null}>
        <LazyDialogRoot open={open} onClose={() => showSearch(false)} />
      </Suspense>
    ) : null

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
