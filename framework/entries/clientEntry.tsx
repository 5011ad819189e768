/**
 * The client entry: Vocs' app on React Router's plain browser router. A page cache
 * (pageCache.ts) loads each page's code on first visit; ScrollRestoration.tsx keeps positions.
 * Navigation renders as a transition: the page on screen stays until the next page's code has
 * arrived. Start-up yields between its steps and hydrates as a transition, in short slices.
 */
import '../../node_modules/vocs/_lib/app/styles/index.css.js'
import { Component, type ReactNode, startTransition, use, useEffect } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { BrowserRouter, matchRoutes, Route, Routes, useLocation } from 'react-router'
import { ownPageAddress } from '../../docs/lib/site/pageAddress.ts'
import { ConfigProvider, getConfig } from '../../node_modules/vocs/_lib/app/hooks/useConfig.js'
import { routes } from '../../node_modules/vocs/_lib/app/routes.js'
import { clearChunkReloadFlag } from '../../node_modules/vocs/_lib/app/utils/chunkError.js'
import { removeTempStyles } from '../../node_modules/vocs/_lib/app/utils/removeTempStyles.js'
import { createPageCache } from '../app/pageCache.ts'

type AppRoute = (typeof routes)[number]

// A route's loader reports a chunk gone after a deploy itself (Vocs' chunkError.js), then fails.
const pages = createPageCache(async (path) => {
  const route = routes.find((candidate) => candidate.path === path)
  if (!route?.lazy) throw new Error(`No page is loaded for ${path}`)
  return (await route.lazy()).element
})

function Page({ route }: { route: AppRoute }) {
  if (!route.lazy) return route.element
  return pages.get(route.path) ?? use(pages.load(route.path))
}

type BoundaryProps = { path: string; children: ReactNode }
type BoundaryState = { path: string; error: { message: string } | undefined }

/**
 * A page that fails to load or render shows the router's error screen in its place; the next
 * page the reader opens starts clean.
 */
class PageErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { path: this.props.path, error: undefined }
  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: { message: error instanceof Error ? error.message : String(error) } }
  }
  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.path === state.path ? null : { path: props.path, error: undefined }
  }
  override render() {
    if (!this.state.error) return this.props.children
    return (
      <>
        <h2>Unexpected Application Error!</h2>
        <h3 style={{ fontStyle: 'italic' }}>{this.state.error.message}</h3>
      </>
    )
  }
}

function AppRoutes() {
  const { pathname } = useLocation()
  // Marks the document once the hydration of the prerendered page has been committed and its
  // effects have run: `<html data-hydrated>`. Until then a click can reach a control whose
  // listener is not attached yet; tests, and anything else that must act on a live page, wait
  // for the mark instead of guessing a delay. (An effect here, not a component of its own: a
  // sibling the prerender lacks would shift every useId below it and break hydration.)
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
  const { basePath } = getConfig()
  // The page's files were rendered for its own address: at `/x.html`, `/x/index.html` or `/x/`
  // the app takes `/x` as its address before it renders (pageAddress.ts).
  const { pathname, search, hash } = window.location
  const base = basePath ?? ''
  const own = pathname.startsWith(base)
    ? ownPageAddress(pathname.slice(base.length) || '/', (path) =>
        routes.some((route) => route.path === path && route.path !== '*' && !route.path.endsWith('.html')),
      )
    : undefined
  if (own) window.history.replaceState(window.history.state, '', `${base}${own}${search}${hash}`)
  const [match] =
    matchRoutes(
      routes.map(({ path }) => ({ path })),
      window.location,
      basePath,
    ) ?? []
  const route = routes.find(({ path }) => path === match?.route.path)
  if (route?.lazy) await pages.load(route.path)
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
