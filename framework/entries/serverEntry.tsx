/**
 * The server entry, for the build's prerender and `vocs dev`: the tree clientEntry.tsx hydrates
 * (a static router around plain routes), so the ids React generates match. Another address of a
 * page (`/x.html`, `/x/index.html`, `/x/`) renders the page at `/x`, as the browser does.
 */
import '../../node_modules/vocs/_lib/app/styles/index.css.js'
import type { ReactElement } from 'react'
import { Route, Routes, StaticRouter } from 'react-router'
import { ownPageAddress } from '../../docs/lib/site/pageAddress.ts'
import { ConfigProvider } from '../../node_modules/vocs/_lib/app/hooks/useConfig.js'
import { routes } from '../../node_modules/vocs/_lib/app/routes.js'
import { resolveVocsConfig } from '../../node_modules/vocs/_lib/vite/utils/resolveVocsConfig.js'

export async function prerender(address: string): Promise<ReactElement> {
  const location = ownPageAddress(address, routes) ?? address
  const path = location === '/' ? '/' : location.replace(/\/$/, '')
  const rendered = await Promise.all(
    routes
      .filter((route) => route.path === path || route.path === '*')
      .map(async (route) => ({
        path: route.path,
        element: route.lazy ? (await route.lazy()).element : route.element,
      })),
  )
  const { config } = await resolveVocsConfig()
  return (
    <ConfigProvider config={config}>
      <StaticRouter location={location} basename={config.basePath}>
        <Routes>
          {rendered.map((route) => (
            <Route key={route.path} path={route.path} element={route.element} />
          ))}
        </Routes>
      </StaticRouter>
    </ConfigProvider>
  )
}

/** The dev server's render of one request: the same page the build prerenders for its path. */
export async function render(request: { url?: string; originalUrl?: string }): Promise<ReactElement> {
  const { pathname } = new URL(request.originalUrl ?? request.url ?? '/', 'http://localhost')
  return prerender(decodeURIComponent(pathname))
}
