/**
 * The keyboard shortcuts for search: "/" opens it unless the reader is typing in a field;
 * Ctrl+K (⌘K on macOS) toggles it, in a field too.
 */

/** Whether keys pressed now go to a field the reader is typing in. */
export function isTypingTarget(element: unknown): boolean {
  if (typeof HTMLElement === 'undefined' || !(element instanceof HTMLElement)) return false
  return ['input', 'select', 'textarea'].includes(element.tagName.toLowerCase()) || element.isContentEditable
}

/** What a key press does to search: open it, toggle it, or nothing. */
export function searchShortcut(
  event: Pick<KeyboardEvent, 'key' | 'metaKey' | 'ctrlKey'>,
  typing: boolean,
): 'open' | 'toggle' | undefined {
  if (event.key === '/' && !typing) return 'open'
  if ((event.metaKey || event.ctrlKey) && event.key.toLowerCase() === 'k') return 'toggle'
  return undefined
}

/**
 * A key pressed while search is open but its dialog's code is still on its way: the query typed
 * so far with it, `null` when it closes search (Escape), `undefined` when it is not typing (a
 * shortcut, an arrow, Tab). What is typed becomes the dialog's query when it arrives, so a reader
 * who presses "/" and types at once on a slow connection loses no key.
 */
export function typedAhead(
  typed: string,
  event: Pick<KeyboardEvent, 'key' | 'metaKey' | 'ctrlKey' | 'altKey'>,
): string | null | undefined {
  if (event.metaKey || event.ctrlKey || event.altKey) return undefined
  if (event.key === 'Escape') return null
  if (event.key === 'Backspace') return typed.slice(0, -1)
  // A printable key names its character; named keys (Enter, Shift, ArrowUp) are longer words.
  return [...event.key].length === 1 ? typed + event.key : undefined
}
