/**
 * The search dialog in its own chunk (loaded by searchButtons.tsx). It renders the dialog only
 * while open, so every open starts from a fresh dialog, and it clears `?q=` on close: a query
 * left in the address would reopen search on the next load.
 */

import { useEffect, useRef } from 'react'
import { SearchDialog } from './SearchDialog.tsx'
import { writeSearchQuery } from './searchQueryParam.ts'

export type SearchDialogRootProps = { open: boolean; onClose: () => void }

export default function SearchDialogRoot({ open, onClose }: SearchDialogRootProps) {
  const wasOpen = useRef(false)
  useEffect(() => {
    if (wasOpen.current && !open) writeSearchQuery(null)
    wasOpen.current = open
  }, [open])
  return open ? <SearchDialog onClose={onClose} /> : null
}
