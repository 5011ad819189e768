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
