/**
 * Keyboard movement in a row of tabs (WAI-ARIA tabs pattern, horizontal): the arrow keys go
 * to the previous or next tab and wrap around; Home and End go to the first and last tab.
 */
export function tabAfterKey(key: string, current: number, count: number): number | undefined {
  if (count <= 0) return undefined
  if (key === 'ArrowRight') return (current + 1) % count
  if (key === 'ArrowLeft') return (current - 1 + count) % count
  if (key === 'Home') return 0
  if (key === 'End') return count - 1
  return undefined
}
