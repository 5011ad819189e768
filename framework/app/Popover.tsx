/**
 * Replaces Vocs' Popover in the phone top bar (MobileTopNav.js): the menu and "On this page" are
 * the browser's own popovers, opened by their trigger, with the contents rendered while shown.
 */
import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from 'react'
import { useElementId } from '../../docs/lib/site/elementId.ts'
import { root as popoverClass } from '../../node_modules/vocs/_lib/app/components/Popover.css.js'

type PopoverState = { id: string; open: boolean; onOpenChange: (open: boolean) => void }

// Browsers without popovers (Safari before 17) get them from a polyfill, fetched only there.
if (typeof HTMLElement !== 'undefined' && !('popover' in HTMLElement.prototype)) import('@oddbird/popover-polyfill')

const PopoverContext = createContext<PopoverState>({ id: '', open: false, onOpenChange: () => undefined })

function Root({ open, onOpenChange, children }: Omit<PopoverState, 'id'> & { children?: ReactNode }) {
  const id = useElementId()
  return <PopoverContext.Provider value={{ id, open, onOpenChange }}>{children}</PopoverContext.Provider>
}

// The browser gives the trigger its expanded state from `popovertarget`; HTML allows no `aria-expanded` beside it.
function Trigger({ className, children }: { className?: string; children?: ReactNode }) {
  const { id, open } = useContext(PopoverContext)
  return (
    <button
      type="button"
      id={`${id}-trigger`}
      className={className}
      popoverTarget={id}
      aria-haspopup="dialog"
      aria-controls={id}
      data-state={open ? 'open' : 'closed'}
    >
      {children}
    </button>
  )
}

export function Popover({ className, children }: { className?: string; children?: ReactNode }) {
  const { id, open, onOpenChange } = useContext(PopoverContext)
  const ref = useRef<HTMLDivElement>(null)
  // Shown by the browser; the contents stay until the popover is hidden, so focus can return.
  const [shown, setShown] = useState(false)
  useEffect(() => {
    // The page closes it too: a link in the menu was followed.
    if (!open && shown) ref.current?.hidePopover()
  }, [open, shown])
  return (
    <div
      ref={ref}
      id={id}
      popover="auto"
      role="dialog"
      aria-labelledby={`${id}-trigger`}
      className={[popoverClass, className].filter(Boolean).join(' ')}
      data-top-bar-popover=""
      onBeforeToggle={(event) => {
        if (event.newState !== 'open') return
        // A sheet just under the top bar, wherever the page has scrolled it.
        const bar = document.getElementById(`${id}-trigger`)?.getBoundingClientRect()
        if (bar) event.currentTarget.style.top = `${bar.bottom + 12}px`
        onOpenChange(true)
      }}
      onToggle={(event) => {
        setShown(event.newState === 'open')
        if (event.newState === 'closed') onOpenChange(false)
      }}
    >
      {open || shown ? children : null}
    </div>
  )
}
Popover.Root = Root
Popover.Trigger = Trigger
