/**
 * Overrides Vocs' `utils/chunkError.js` (framework/manifest.ts): what a page does when the
 * code of a page is gone from the server, as happens to a tab still running the previous
 * build after a deploy.
 *
 * - The page the reader asked for is loaded from the server (its HTML names the new
 *   chunks), not the page being left; Vocs reloaded the page being left.
 * - Once per target: if the target fails again right after such a load, the page gives up
 *   instead of reloading in a loop. One load can report the same failure twice (the route's
 *   loader, then the hydration of lazy routes); once it has given up, later reports change
 *   nothing.
 * - A page's CSS chunk that is gone counts as a missing chunk too.
 */
import { readStored, writeStored } from './storage.ts'

const reloadKey = 'vocs.reload'

export function isChunkError(error: unknown): boolean {
  const message = (error as { message?: unknown } | null | undefined)?.message
  if (typeof message !== 'string' || message === '') return false
  const text = message.toLowerCase()
  return text.includes('dynamically imported module') || text.includes('unable to preload css')
}

let gaveUp = false

export function maybeHandleChunkError(error: unknown, path?: string): void {
  if (!isChunkError(error) || typeof window === 'undefined' || gaveUp) return
  const target = path && path !== '*' ? path : window.location.pathname
  if (readStored('sessionStorage', reloadKey) === target) {
    writeStored('sessionStorage', reloadKey, null)
    gaveUp = true
    return
  }
  writeStored('sessionStorage', reloadKey, target)
  if (target === window.location.pathname) window.location.reload()
  else window.location.assign(target)
}

/** Called once a page has started: the next missing chunk may reload again. */
export function clearChunkReloadFlag(): void {
  writeStored('sessionStorage', reloadKey, null)
}

/** For tests: a fresh page load. */
export function resetChunkErrorState(): void {
  gaveUp = false
}
