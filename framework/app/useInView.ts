/**
 * DocsLayout's `useInView` (is the top bar in view?): the ref is a stable callback, and state
 * changes only when the element enters or leaves the view.
 */
import { useCallback, useState } from 'react'

export function useInView(options: { initialInView?: boolean; rootMargin?: string } = {}) {
  const { initialInView = false, rootMargin } = options
  const [inView, setInView] = useState(initialInView)
  const ref = useCallback(
    (node: Element | null) => {
      if (!node || typeof IntersectionObserver === 'undefined') return
      const observer = new IntersectionObserver(
        (entries) => {
          const last = entries[entries.length - 1]
          if (last) setInView(last.isIntersecting)
        },
        { rootMargin },
      )
      observer.observe(node)
      return () => observer.disconnect()
    },
    [rootMargin],
  )
  return { ref, inView }
}
