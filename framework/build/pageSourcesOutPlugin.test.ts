import { describe, expect, it } from 'vitest'
import { pageSourcesOut, withoutPageSources } from './pageSourcesOutPlugin.ts'

const routeList = [
  'export const routes = [',
  '  { lazy: () => import("/docs/pages/a.mdx"), path: "/a", type: "mdx", filePath: "a.mdx", content: "%23%20A%0A%24%24", lastUpdatedAt: 1 },',
  '  { lazy: () => import("/docs/pages/a.mdx"), path: "/a.html", type: "mdx", filePath: "a.mdx", content: "%23%20A", lastUpdatedAt: 1 },',
  ']',
].join('\n')

type TransformHook = (code: string, id: string) => { code: string } | null

describe('pageSourcesOut', () => {
  it('removes every page source and keeps the rest of each route', () => {
    const code = withoutPageSources(routeList)
    expect(code).not.toContain('content:')
    expect(code).toContain('path: "/a", type: "mdx", filePath: "a.mdx", lastUpdatedAt: 1 }')
    expect(code).toContain('path: "/a.html"')
  })

  it('changes only the route list', () => {
    const transform = pageSourcesOut().transform as unknown as TransformHook
    expect(transform(routeList, '\0virtual:routes')?.code).not.toContain('content:')
    expect(transform(routeList, '/docs/pages/a.mdx')).toBe(null)
  })
})
