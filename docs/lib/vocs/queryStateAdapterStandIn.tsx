/**
 * Stand-in for the query-state provider (nuqs' React adapter) that Vocs' client and server
 * entries wrap the app in. Only Vocs' search dialog used it; the site's SearchDialog.tsx reads
 * and writes `?q=` itself (searchQueryParam.ts), so the provider renders its children alone
 * and nuqs stays out of the main chunk.
 */
import type { ReactNode } from 'react'

export function NuqsAdapter({ children }: { children?: ReactNode }) {
  return children
}
