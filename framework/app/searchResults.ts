/**
 * The rules of the search dialog (SearchDialog.tsx) that need no browser: how many results
 * show, how the selection moves, what a key or a click does, where the field's text comes
 * from, and which parts of the text are highlighted.
 */

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
  switch (event.key) {
    case 'ArrowDown':
      return 'next'
    case 'ArrowUp':
      return 'previous'
    case 'Backspace':
      return event.metaKey ? 'reset' : undefined
    case 'Enter':
      return onButton ? undefined : 'open'
    case 'Escape':
      return 'close'
    default:
      return undefined
  }
}

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
  if (queryParam) return queryParam
  return typeof stored === 'string' ? stored : ''
}

/** The headings above a result, outermost first; a section directly under the page has none. */
export function breadcrumb(titles: readonly string[] | undefined): string[] {
  return (titles ?? []).filter((title) => Boolean(title))
}

/** Whether a result has section text to show under its breadcrumb in detail view. */
export function hasExcerpt(result: { excerpt?: string }): boolean {
  return Boolean(result.excerpt?.trim())
}

/** Every indexed term that made one of the results match (MiniSearch's `match` keys). */
export function matchedTerms(results: ReadonlyArray<{ match?: Record<string, unknown> }>): string[] {
  const terms = new Set<string>()
  for (const result of results) for (const term of Object.keys(result.match ?? {})) terms.add(term)
  return [...terms]
}

/**
 * The pattern that highlights the matched terms in results, in any case. Longer terms come
 * first, so "deposits" is highlighted whole rather than as "deposit" and a plain "s".
 * Undefined when there is nothing to highlight.
 */
export function highlightPattern(terms: readonly string[]): RegExp | undefined {
  const alternatives = [...new Set(terms)]
    .filter((term) => term.length > 0)
    .sort((a, b) => b.length - a.length)
    .map((term) => term.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&'))
  return alternatives.length ? new RegExp(alternatives.join('|'), 'gi') : undefined
}

export type TextPiece = { text: string; highlighted: boolean }

/** Splits a text into plain and highlighted pieces, in order; the pieces join back into the text. */
export function highlightPieces(text: string, pattern: RegExp): TextPiece[] {
  const pieces: TextPiece[] = []
  let last = 0
  for (const match of text.matchAll(new RegExp(pattern.source, 'gi'))) {
    if (match[0] === '') continue
    if (match.index > last) pieces.push({ text: text.slice(last, match.index), highlighted: false })
    pieces.push({ text: match[0], highlighted: true })
    last = match.index + match[0].length
  }
  if (last < text.length) pieces.push({ text: text.slice(last), highlighted: false })
  return pieces
}
