import { useId } from 'react'

/**
 * A unique element id for a component instance, the same in the prerendered HTML and in the
 * browser: React's `useId` with a letter in front. React's ids start with `_` (`_R_2dr_`), which
 * HTML accepts but id conventions (a letter first, as CSS and XML names have it) do not.
 */
export function useElementId(): string {
  return `id${useId()}`
}
