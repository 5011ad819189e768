/**
 * The client entry: Vocs' app on React Router's plain browser router. A page cache
 * (pageCache.ts) loads each page's code on first visit; ScrollRestoration.tsx keeps positions.
 * Navigation renders as a transition: the page on screen stays until the next page's code has
 * arrived. Start-up yields between its steps and hydrates as a transition, in short slices.
 */
import '../../node_modules/vocs/_lib/app/styles/index.css.js'
// The colours of highlighted code, as classes (docs/lib/markdown/tokenColors.ts).
import 'virtual:token-colors.css'
import { Component, type ReactNode, startTransition, use, useEffect } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { BrowserRouter, Route, Routes, useLocation } from 'react-router'
import { ownPageAddress } from '../../docs/lib/site/pageAddress.ts'
import { ConfigProvider, getConfig } from '../../node_modules/vocs/_lib/app/hooks/useConfig.js'
import { routes } from '../../node_modules/vocs/_lib/app/routes.js'
import { clearChunkReloadFlag } from '../../node_modules/vocs/_lib/app/utils/chunkError.js'
import { removeTempStyles } from '../../node_modules/vocs/_lib/app/utils/removeTempStyles.js'
import { createPageCache } from '../app/pageCache.ts'

// A route's loader reports a chunk gone after a deploy itself (Vocs' chunkError.js), then fails.
const pages = createPageCache(async (route: (typeof routes)[number]) => (await route.lazy?.())?.element)

function Page({ route }: { route: (typeof routes)[number] }) {
  if (!route.lazy) return route.element
  return pages.get(route) ?? use(pages.load(route))
}

type BoundaryState = { path: string; error?: string }

/**
 * A page that fails to load or render shows the router's error screen in its place; the next
 * page the reader opens starts clean.
 */
class PageErrorBoundary extends Component<{ path: string; children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { path: this.props.path }
  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error instanceof Error ? error.message : String(error) }
  }
  static getDerivedStateFromProps({ path }: { path: string }, state: BoundaryState): BoundaryState | null {
    return path === state.path ? null : { path, error: undefined }
  }
  override render() {
    if (this.state.error === undefined) return this.props.children
    return (
      <>
        <h2>Unexpected Application Error!</h2>
        <h3 style={{ fontStyle: 'italic' }}>{this.state.error}</h3>
      </>
    )
  }
}

function AppRoutes() {
  const { pathname } = useLocation()
  // `<html data-hydrated>` once hydration has committed and its effects have run: until then a
  // click can reach a control with no listener yet, so whatever must act on a live page waits
  // for it. (An effect, not a component: a sibling the prerender lacks would shift every useId.)
  useEffect(() => {
    document.documentElement.dataset.hydrated = ''
  }, [])
  return (
    <PageErrorBoundary path={pathname}>
      <Routes>
        {routes.map((route) => (
          <Route key={route.path} path={route.path} element={<Page route={route} />} />
        ))}
      </Routes>
    </PageErrorBoundary>
  )
}

const yieldToMain = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

async function start() {
  await yieldToMain()
  const { basePath = '' } = getConfig()
  // The page's files were rendered for its own address: at `/x.html`, `/x/index.html` or `/x/`
  // the app takes `/x` as its address before it renders.
  const { pathname, search, hash } = window.location
  const address = pathname.slice(basePath.length) || '/'
  const own = pathname.startsWith(basePath) ? ownPageAddress(address, routes) : undefined
  if (own) window.history.replaceState(window.history.state, '', `${basePath}${own}${search}${hash}`)
  // The page's code arrives before hydration; Vocs lists the not-found route last.
  const route = routes.find(({ path }) => path === (own ?? address) || path === '*')
  if (route?.lazy) await pages.load(route)
  await yieldToMain()
  removeTempStyles()
  clearChunkReloadFlag()
  const app = document.getElementById('app')
  if (!app) throw new Error('The page has no #app element to start in')
  startTransition(() => {
    hydrateRoot(
      app,
      <ConfigProvider>
        <BrowserRouter basename={basePath}>
          <AppRoutes />
        </BrowserRouter>
      </ConfigProvider>,
    )
  })
}

start()
