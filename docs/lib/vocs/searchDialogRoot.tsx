/**
 * The search dialog in its own chunk (loaded by searchButtons.tsx): Radix' dialog root around
 * SearchDialog.tsx. It renders the dialog only while open, so every open starts from a fresh
 * dialog, and it clears `?q=` on close: a query left in the address would reopen search on the
 * next load.
 */

import { Root } from '@radix-ui/react-dialog'
import { useEffect, useRef } from 'react'
import { useQueryState } from '../../../node_modules/vocs/node_modules/nuqs/dist/index.js'
import { SearchDialog } from './SearchDialog.tsx'

export type SearchDialogRootProps = { open: boolean; onClose: () => void }

export default function SearchDialogRoot({ open, onClose }: SearchDialogRootProps) {
  const [, setQueryParam] = useQueryState('q')
  const wasOpen = useRef(false)
  useEffect(() => {
    if (wasOpen.current && !open) setQueryParam(null)
    wasOpen.current = open
  }, [open, setQueryParam])
  return (
    <Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      {open ? <SearchDialog onClose={onClose} /> : null}
    </Root>
  )
}
