/**
 * Replaces Vocs' RouterLink (see vocsStandIns.ts): the same react-router `Link`, with
 * prefetch of links in view done by one shared observer (linkPrefetch.ts) instead of a
 * state hook per link. The ref callback is stable for a given target, so a re-render
 * neither detaches nor re-attaches it.
 */

import { routes } from 'virtual:routes'
import { forwardRef, type Ref, useCallback } from 'react'
import { Link, type LinkProps } from 'react-router'
import { createLinkPrefetcher } from './linkPrefetch.ts'
import { whenIdleAfterLoad } from './loadLater.ts'

let watch: ReturnType<typeof createLinkPrefetcher> | undefined

function assign<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value)
  else if (ref) ref.current = value
}

export const RouterLink = forwardRef<HTMLAnchorElement, LinkProps>(function RouterLink(props, forwardedRef) {
  const { to } = props
  const ref = useCallback(
    (node: HTMLAnchorElement | null) => {
      assign(forwardedRef, node)
      const route = node ? routes.find((candidate) => candidate.path === to) : undefined
      if (!node || !route?.lazy || typeof IntersectionObserver === 'undefined') return
      watch ??= createLinkPrefetcher({ Observer: IntersectionObserver, whenIdle: whenIdleAfterLoad })
      const unwatch = watch(node, route.lazy)
      return () => {
        unwatch()
        assign(forwardedRef, null)
      }
    },
    [to, forwardedRef],
  )
  return <Link {...props} ref={ref} />
})
