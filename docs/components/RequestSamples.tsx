import type { ReactNode } from 'react'

/**
 * The request of an endpoint in cURL, Python and TypeScript, as one code group. The samples
 * are written from public/openapi.json at build time and arrive as `children`:
 * remarkRequestSamples puts them there as Vocs' code group, so the tabs, highlighting and copy
 * buttons are those of every code group of the site. `query` names the optional query
 * parameters the request sets, comma-separated (`to,from`).
 */
export function RequestSamples({
  operationId,
  children,
}: {
  operationId: string
  query?: string
  children?: ReactNode
}) {
  return (
    <div className="api-samples" data-operation-id={operationId}>
      {children}
    </div>
  )
}
