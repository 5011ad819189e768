/**
 * First-load weight of a page as a reader's browser fetches it: every response
 * body, gzip-compressed the way a static host serves it, grouped by kind.
 * Shared by the byte-budget tests and `npm run bench`.
 */
import { gzipSync } from 'node:zlib'
import type { Page } from '@playwright/test'

export type ResourceKind = 'html' | 'js' | 'css' | 'font' | 'image' | 'other'
export type PageWeight = {
  path: string
  bytes: Record<ResourceKind, number>
  total: number
  requests: number
  otherHostRequests: string[]
}

export function kindOf(url: string, contentType: string): ResourceKind {
  const path = new URL(url).pathname
  if (contentType.includes('html')) return 'html'
  if (/\.m?js$/.test(path) || contentType.includes('javascript')) return 'js'
  if (path.endsWith('.css') || contentType.includes('text/css')) return 'css'
  if (/\.(woff2?|ttf|otf)$/.test(path) || contentType.startsWith('font/')) return 'font'
  if (/\.(png|jpe?g|gif|svg|webp|avif|ico)$/.test(path) || contentType.startsWith('image/')) return 'image'
  return 'other'
}

/**
 * Loads `path` in a fresh page and measures what it fetched until the network was idle.
 * Links in view prefetch their pages once the browser is idle; those
 * speculative loads of *other* pages are not part of this page's first load, so by
 * default the measurement keeps IntersectionObserver from reporting any link as in view.
 * With `withPrefetch`, links prefetch as for a reader, and the measurement waits for the
 * idle moment (at most 4 s after load) and what it fetches.
 */
export async function measurePageWeight(
  page: Page,
  origin: string,
  path: string,
  { withPrefetch = false }: { withPrefetch?: boolean } = {},
): Promise<PageWeight> {
  if (!withPrefetch)
    await page.addInitScript(() => {
      window.IntersectionObserver = class {
        readonly root = null
        readonly rootMargin = ''
        readonly thresholds = []
        observe() {}
        unobserve() {}
        disconnect() {}
        takeRecords() {
          return []
        }
      } as unknown as typeof IntersectionObserver
    })
  const pending: Promise<void>[] = []
  const weight: PageWeight = {
    path,
    bytes: { html: 0, js: 0, css: 0, font: 0, image: 0, other: 0 },
    total: 0,
    requests: 0,
    otherHostRequests: [],
  }
  page.on('request', (request) => {
    weight.requests += 1
    const url = request.url()
    if (!url.startsWith(origin) && !url.startsWith('data:')) weight.otherHostRequests.push(url)
  })
  page.on('response', (response) => {
    const url = response.url()
    if (!url.startsWith(origin)) return
    pending.push(
      response
        .body()
        .then((body) => {
          const size = gzipSync(body, { level: 9 }).length
          const kind = kindOf(url, response.headers()['content-type'] ?? '')
          weight.bytes[kind] += size
          weight.total += size
        })
        .catch(() => undefined),
    )
  })
  await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' })
  if (withPrefetch) {
    await page.waitForTimeout(4500)
    await page.waitForLoadState('networkidle')
  }
  await Promise.all(pending)
  return weight
}

/** Pages whose first load is measured and budgeted (performance gates). */
export const measuredPages = [
  '/overview',
  '/gas/api/quote',
  '/gas/chain-support/outbound',
  '/layerzero/v2/code-examples/completeFlow',
] as const

/**
 * Byte budgets for a first load, gzip, per page: the figures measured on
 * 2026-11-24 plus about 2 KB of room for prose edits. They stop regressions. The
 * search dialog's code (about 14 KB) arrives once the page is idle, so that "/"
 * opens it at once; it is counted here. The targets of the performance issue are
 * not met yet; README.md ("Performance") says by how much.
 */
export const budgets: Record<(typeof measuredPages)[number], { js: number; total: number }> = {
  '/overview': { js: 164 * 1024, total: 234 * 1024 },
  '/gas/api/quote': { js: 178 * 1024, total: 253 * 1024 },
  '/gas/chain-support/outbound': { js: 182 * 1024, total: 258 * 1024 },
  '/layerzero/v2/code-examples/completeFlow': { js: 176 * 1024, total: 264 * 1024 },
}

/** The targets set for the site (not yet met; reported by `npm run bench`). */
export const targets = { js: 140 * 1024, total: 200 * 1024 } as const
