/**
 * Replaces Vocs' RouterLink (framework/manifest.ts): the same react-router `Link`, with
 * prefetch of links in view done by one shared observer (linkPrefetch.ts) instead of a
 * state hook per link, within the reader's allowance (prefetchAllowance.ts). A pointer,
 * touch or focus on a link loads its page at once, whatever the allowance: the reader is
 * about to open it. The ref callback is stable for a given target, so a re-render neither
 * detaches nor re-attaches it.
 */

import { routes } from 'virtual:routes'
import { type FocusEvent, forwardRef, type PointerEvent, type Ref, type TouchEvent, useCallback } from 'react'
import { Link, type LinkProps } from 'react-router'
import { createLinkPrefetcher } from './linkPrefetch.ts'
import { whenIdleAfterLoad } from './loadLater.ts'
import { roomForPrefetch, scriptBytesReceived } from './prefetchAllowance.ts'

let watch: ReturnType<typeof createLinkPrefetcher> | undefined

const mayPrefetch = () =>
  roomForPrefetch(
    scriptBytesReceived(performance.getEntriesByType('resource') as PerformanceResourceTiming[], location.origin),
  )

function assign<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value)
  else if (ref) ref.current = value
}

/** Loads the page `to` points at; a failure is left to the click, which loads it again. */
function loadPage(to: LinkProps['to']) {
  const route = routes.find((candidate) => candidate.path === to)
  Promise.resolve(route?.lazy?.()).catch(() => undefined)
}

export const RouterLink = forwardRef<HTMLAnchorElement, LinkProps>(function RouterLink(props, forwardedRef) {
  const { to, onPointerEnter, onTouchStart, onFocus } = props
  const ref = useCallback(
    (node: HTMLAnchorElement | null) => {
      assign(forwardedRef, node)
      const route = node ? routes.find((candidate) => candidate.path === to) : undefined
      if (!node || !route?.lazy || typeof IntersectionObserver === 'undefined') return
      watch ??= createLinkPrefetcher({ Observer: IntersectionObserver, whenIdle: whenIdleAfterLoad, mayPrefetch })
      const unwatch = watch(node, route.lazy)
      return () => {
        unwatch()
        assign(forwardedRef, null)
      }
    },
    [to, forwardedRef],
  )
  return (
    <Link
      {...props}
      ref={ref}
      onPointerEnter={(event: PointerEvent<HTMLAnchorElement>) => {
        onPointerEnter?.(event)
        loadPage(to)
      }}
      onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => {
        onTouchStart?.(event)
        loadPage(to)
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        onFocus?.(event)
        loadPage(to)
      }}
    />
  )
})
