/** The rules of the search dialog (SearchDialog.tsx) that need no browser. */

/** At most this many results show; the best ones come first. */
export const maxResults = 16

/**
 * The selection after ↓ (`step` 1) or ↑ (`step` -1): one result further, wrapping from the
 * last to the first and back. From no selection, ↓ selects the first and ↑ the last; with no
 * results nothing is selected (-1).
 */
export function stepSelection(index: number, count: number, step: 1 | -1): number {
  if (count <= 0) return -1
  if (index < 0 || index >= count) return step === 1 ? 0 : count - 1
  return (index + step + count) % count
}

export type DialogKey = 'next' | 'previous' | 'reset' | 'open' | 'close'

/**
 * What a key pressed in the open dialog does: ↓ and ↑ move the selection, ⌘⌫ clears the field
 * (Ctrl+Backspace keeps its meaning in the field: delete a word), Enter opens the selected
 * result, unless it is pressed on one of the dialog's buttons, which Enter presses instead;
 * Escape closes search at once, also from a filled field (which would only clear itself).
 */
export function dialogKey(event: Pick<KeyboardEvent, 'key' | 'metaKey'>, onButton: boolean): DialogKey | undefined {
  if (event.key === 'Backspace') return event.metaKey ? 'reset' : undefined
  if (event.key === 'Enter') return onButton ? undefined : 'open'
  return plainKeys[event.key]
}
const plainKeys: Record<string, DialogKey> = { ArrowDown: 'next', ArrowUp: 'previous', Escape: 'close' }

/**
 * Whether a click on a result is left to the browser: with a modifier key it opens the link
 * in a new tab (Ctrl, or ⌘ on macOS), a new window (Shift) or downloads it (Alt). The page
 * stays where it is, so the dialog stays open with its results.
 */
export function opensElsewhere(event: Pick<MouseEvent, 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>): boolean {
  return event.metaKey || event.ctrlKey || event.shiftKey || event.altKey
}

/**
 * The text the field starts with: a `?q=` in the address (a shared search link) wins, else
 * the reader's last query in this tab, else nothing.
 */
export function initialFilterText(queryParam: string | null | undefined, stored: unknown): string {
  return queryParam || (typeof stored === 'string' ? stored : '')
}

/**
 * The pattern that highlights the terms that made the results match (MiniSearch's `match` keys),
 * in any case. Longer terms come first, so "deposits" is highlighted whole rather than as
 * "deposit" and a plain "s". The terms are one capturing group: `text.split(pattern)` gives the
 * plain pieces at even places and the highlighted ones at odd places. Undefined when there is
 * nothing to highlight.
 */
export function highlightPattern(results: ReadonlyArray<{ match?: Record<string, unknown> }>): RegExp | undefined {
  const alternatives = [...new Set(results.flatMap((result) => Object.keys(result.match ?? {})))]
    .filter((term) => term.length > 0)
    .sort((a, b) => b.length - a.length)
    .map((term) => term.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&'))
  return alternatives.length ? new RegExp(`(${alternatives.join('|')})`, 'i') : undefined
}
