/**
 * Overrides Vocs' "Ask AI" menu where the outline imports it (Outline.js; see
 * framework/manifest.ts). The menu, with Radix' dropdown, is its own chunk, loaded only where it is
 * shown; with `aiCta: false`, as on this site, it is never loaded.
 */
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
