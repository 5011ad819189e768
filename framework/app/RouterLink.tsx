/**
 * Replaces Vocs' RouterLink (framework/manifest.ts): the same react-router `Link`, whose page is
 * prefetched once the link is in view (linkPrefetch.ts) and loaded at once when a reader points
 * at it (a touch counts: it enters the link first) or focuses it. The ref callback is stable for
 * a given target, so a re-render neither detaches nor re-attaches it.
 */

import { routes } from 'virtual:routes'
import { type FocusEvent, forwardRef, type PointerEvent, type Ref, useCallback } from 'react'
import { Link, type LinkProps } from 'react-router'
import { prefetchInView } from './linkPrefetch.ts'

function assign<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value)
  else if (ref) ref.current = value
}

export const RouterLink = forwardRef<HTMLAnchorElement, LinkProps>(function RouterLink(props, forwardedRef) {
  const { to, onPointerEnter, onFocus } = props
  const route = routes.find((candidate) => candidate.path === to)
  // A failure is left to the click, which loads the page again.
  const loadPage = () => Promise.resolve(route?.lazy?.()).catch(() => undefined)
  const ref = useCallback(
    (node: HTMLAnchorElement | null) => {
      assign(forwardedRef, node)
      if (!node || !route?.lazy || typeof IntersectionObserver === 'undefined') return
      const unwatch = prefetchInView(node, route.path, route.lazy)
      return () => {
        unwatch()
        assign(forwardedRef, null)
      }
    },
    [route, forwardedRef],
  )
  return (
    <Link
      {...props}
      ref={ref}
      onPointerEnter={(event: PointerEvent<HTMLAnchorElement>) => {
        onPointerEnter?.(event)
        loadPage()
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        onFocus?.(event)
        loadPage()
      }}
    />
  )
})
