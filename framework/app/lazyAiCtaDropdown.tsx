/** Vocs' "Ask AI" menu in its own chunk, loaded only where it is shown (never, with `aiCta: false`). */
import { lazy, Suspense } from 'react'

const Menu = lazy(() =>
  import('../../node_modules/vocs/_lib/app/components/AiCtaDropdown.js').then((module) => ({
    default: module.AiCtaDropdown,
  })),
)

export function AiCtaDropdown() {
  return (
    <Suspense fallback={null}>
      <Menu />
    </Suspense>
  )
}
