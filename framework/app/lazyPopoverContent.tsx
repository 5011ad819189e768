/**
 * The open popover of lazyPopover.tsx, in its own chunk: Radix' popover anchored to the
 * plain trigger button, styled as Vocs' own popover. Radix would focus its own trigger on
 * close and ignore a click on it; this trigger is outside Radix, so both are done here: focus
 * returns to the button, and a press on the button leaves the toggling to the button.
 */

import { Anchor, Content, Portal, Root } from '@radix-ui/react-popover'
import type { ReactNode, RefObject } from 'react'
import { root as popoverClass } from '../../node_modules/vocs/_lib/app/components/Popover.css.js'
import type { PopoverState } from './lazyPopover.tsx'

export default function PopoverContent({
  modal,
  open,
  onOpenChange,
  triggerRef,
  onContentId,
  className,
  children,
}: PopoverState & { className?: string; children?: ReactNode }) {
  return (
    <Root modal={modal} open={open} onOpenChange={onOpenChange}>
      <Anchor virtualRef={triggerRef as RefObject<HTMLButtonElement>} />
      <Portal>
        <Content
          ref={(node) => {
            if (node?.id) onContentId(node.id)
          }}
          className={[popoverClass, className].filter(Boolean).join(' ')}
          sideOffset={12}
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            triggerRef.current?.focus()
          }}
          onInteractOutside={(event) => {
            if (event.target instanceof Node && triggerRef.current?.contains(event.target)) event.preventDefault()
          }}
        >
          {children}
        </Content>
      </Portal>
    </Root>
  )
}
