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

/** Loads `path` in a fresh page and measures what it fetched until the network was idle. */
export async function measurePageWeight(page: Page, origin: string, path: string): Promise<PageWeight> {
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
  await Promise.all(pending)
  return weight
}

/** Pages whose first load is measured and budgeted (issue: performance gates). */
export const measuredPages = [
  '/overview',
  '/gas/api/quote',
  '/gas/chain-support/outbound',
  '/layerzero/v2/code-examples/completeFlow',
] as const

/** Byte budgets for a first load, gzip. */
export const budgets = { js: 140 * 1024, total: 200 * 1024 } as const
