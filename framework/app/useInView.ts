/**
 * Overrides react-intersection-observer's `useInView` in Vocs' DocsLayout (the manifest:
 * framework/manifest.ts), which uses it only to know whether the top bar is in view. The
 * library keeps the observed element in state, so attaching the ref at hydration
 * re-rendered the whole page layout once more in one blocking task. Here the ref is a
 * stable callback and state changes only when the element enters or leaves the view.
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
