/**
 * Overrides Vocs' `Popover.js` in the phone top bar (MobileTopNav.js; see
 * framework/manifest.ts), whose popovers are the menu and "On this page". Vocs' popover brings
 * Radix' popover, Floating UI, the focus trap and the scroll lock into every page's main
 * bundle, although a reader on a laptop never opens one. Here the trigger is a plain button
 * with the same markup and the popover's code (lazyPopoverContent.tsx) is a separate chunk,
 * fetched once the browser is idle on a screen that shows the trigger, or when the reader
 * points at, touches or focuses it.
 */
import { createContext, lazy, type ReactNode, type RefObject, Suspense, useContext, useRef, useState } from 'react'
import { useElementId } from '../../docs/lib/site/elementId.ts'
import { loadOnce, whenIdleAfterLoad } from './loadLater.ts'

export type PopoverState = {
  modal?: boolean
  open: boolean
  onOpenChange: (open: boolean) => void
  triggerRef: RefObject<HTMLButtonElement | null>
  /** The id the trigger's aria-controls names: Radix' id for the content, once it has rendered. */
  contentId: string
  onContentId: (id: string) => void
}

const PopoverContext = createContext<PopoverState | null>(null)

const loadContent = loadOnce(() => import('./lazyPopoverContent.tsx'))
const preload = () => {
  loadContent().catch(() => undefined)
}
let idlePreloadScheduled = false
function preloadWhenIdle() {
  if (idlePreloadScheduled) return
  idlePreloadScheduled = true
  whenIdleAfterLoad().then(preload)
}

const LazyContent = lazy(loadContent)

function Root({
  modal,
  open,
  onOpenChange,
  children,
}: {
  modal?: boolean
  open: boolean
  onOpenChange: (open: boolean) => void
  children?: ReactNode
}) {
  const triggerRef = useRef<HTMLButtonElement>(null)
  const placeholderId = useElementId()
  const [contentId, onContentId] = useState<string>()
  return (
    <PopoverContext.Provider
      value={{ modal, open, onOpenChange, triggerRef, contentId: contentId ?? placeholderId, onContentId }}
    >
      {children}
    </PopoverContext.Provider>
  )
}

function Trigger({ className, children }: { className?: string; children?: ReactNode }) {
  const state = useContext(PopoverContext)
  if (!state) throw new Error('Popover.Trigger must be inside Popover.Root')
  return (
    <button
      ref={(node) => {
        state.triggerRef.current = node
        // A trigger that is laid out (the phone top bar is shown) preloads the popover's code.
        if (node?.getClientRects().length) preloadWhenIdle()
      }}
      type="button"
      className={className}
      aria-haspopup="dialog"
      aria-expanded={state.open}
      aria-controls={state.contentId}
      data-state={state.open ? 'open' : 'closed'}
      onPointerEnter={preload}
      onPointerDown={preload}
      onFocus={preload}
      onClick={() => state.onOpenChange(!state.open)}
    >
      {children}
    </button>
  )
}

export function Popover({ className, children }: { className?: string; children?: ReactNode }) {
  const state = useContext(PopoverContext)
  if (!state?.open) return null
  return (
    <Suspense fallback={null}>
      <LazyContent {...state} className={className}>
        {children}
      </LazyContent>
    </Suspense>
  )
}
Popover.Root = Root
Popover.Trigger = Trigger
