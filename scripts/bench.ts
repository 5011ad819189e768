/**
 * `npm run bench`: builds from clean and reports, as a table and as JSON
 * (reports/bench.json):
 * - build time;
 * - first-load bytes (gzip) of every route: HTML, JS, CSS, fonts, images, the
 *   request count and requests to other hosts; for the heaviest pages also the JS
 *   received once links in view have prefetched their pages;
 * - Lighthouse mobile and desktop on the eight heaviest pages, median of 3 runs:
 *   the four category scores, LCP, TBT, CLS (system Chromium; the live chain list is
 *   answered by a local mock of the API, tooling/mockApi.ts);
 * - search index size (raw and gzip) and the median time of a query;
 * - on a phone profile (4× CPU slowdown), once the index has arrived, the time from the first
 *   key in the search field to the first result on screen (tooling/searchTiming.ts), flagged
 *   when the median of nine first keys is over 100 ms.
 * It is a benchmark: it prints figures and flags missed targets, and never fails on timing.
 *
 * Options: --skip-build (measure the existing deploy build), --runs N (Lighthouse runs, default 3),
 *          --pages N (Lighthouse on the N heaviest pages, default 8), --no-lighthouse.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import MiniSearch from 'minisearch'
import { searchIndexOptions } from '../docs/lib/search/searchFields.ts'
import { searchOptions } from '../docs/lib/site/site.ts'
import { mockApiFlags, startMockApi } from '../tooling/mockApi.ts'
import { measuredPages, measurePageWeight, type PageWeight, targets } from '../tooling/pageWeight.ts'
import { startPreviewServer } from '../tooling/previewServer.ts'
import { distDir, listPageRoutes, rootDir } from '../tooling/routes.ts'
import { firstResultTargetMs, phoneCpuSlowdown, timeFirstResult } from '../tooling/searchTiming.ts'

const args = process.argv.slice(2)
const runs = Number(args[args.indexOf('--runs') + 1]) || 3
const skipBuild = args.includes('--skip-build')
const withLighthouse = !args.includes('--no-lighthouse')
const pageCount = Number(args[args.indexOf('--pages') + 1]) || 8
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking']

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}
const kb = (bytes: number) => (bytes / 1024).toFixed(1)

// 1. Build
let buildSeconds: number | undefined
if (!skipBuild) {
  const start = performance.now()
  // The deploy build: what the host serves, and what the preview server below serves by its routes.
  const result = spawnSync('npm', ['run', 'build:deploy'], { cwd: rootDir, stdio: 'inherit' })
  if (result.status !== 0) {
    console.error('bench: the build failed; nothing to measure.')
    process.exit(1)
  }
  buildSeconds = (performance.now() - start) / 1000
}
if (!existsSync(join(distDir, 'index.html'))) {
  console.error('bench: no build in docs/dist. Run without --skip-build.')
  process.exit(1)
}

// 2. Page weight
const port = 4390
const origin = `http://127.0.0.1:${port}`
const server = await startPreviewServer({ port })
const browser = await chromium.launch({
  executablePath: existsSync(chromePath) ? chromePath : undefined,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
})
const weigh = async (path: string, withPrefetch: boolean) => {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.route('https://backend.gas.zip/**', (route) => route.abort())
  const weight = await measurePageWeight(page, origin, path, { withPrefetch })
  await context.close()
  return weight
}
// Every route is weighed; Lighthouse and the prefetch figure cover the heaviest pages.
const allWeights: PageWeight[] = []
for (const { path } of listPageRoutes()) allWeights.push(await weigh(path, false))
const heaviest = [...allWeights].sort((a, b) => b.total - a.total).slice(0, pageCount)
const weighedPaths = new Set<string>([...heaviest.map((weight) => weight.path), ...measuredPages])
const weights = allWeights.filter((weight) => weighedPaths.has(weight.path))
const jsWithPrefetch: Record<string, number> = {}
for (const weight of weights) jsWithPrefetch[weight.path] = (await weigh(weight.path, true)).bytes.js
await browser.close()
const lighthousePages = heaviest.map((weight) => weight.path)

// 3. Lighthouse
type LighthouseFigures = {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  lcpMs: number
  tbtMs: number
  cls: number
}
const lighthouse: Record<string, { mobile?: LighthouseFigures; desktop?: LighthouseFigures }> = {}
if (withLighthouse) {
  const { default: runLighthouse } = await import('lighthouse')
  const { launch } = await import('chrome-launcher')
  // The outbound table's live request gets an answer, as it does for a reader (tooling/mockApi.ts).
  const apiPort = 4391
  const api = await startMockApi(apiPort)
  const chrome = await launch({ chromePath, chromeFlags: [...chromeFlags, ...mockApiFlags(apiPort)] })
  try {
    for (const path of lighthousePages) {
      lighthouse[path] = {}
      for (const formFactor of ['mobile', 'desktop'] as const) {
        const samples: LighthouseFigures[] = []
        // Up to two extra attempts replace runs that Lighthouse reports as failed.
        for (let attempt = 0; samples.length < runs && attempt < runs + 2; attempt++) {
          const result = await runLighthouse(
            `${origin}${path}`,
            { port: chrome.port, output: 'json', logLevel: 'error' },
            formFactor === 'desktop'
              ? {
                  extends: 'lighthouse:default',
                  settings: {
                    formFactor: 'desktop',
                    screenEmulation: { mobile: false, width: 1350, height: 940, deviceScaleFactor: 1, disabled: false },
                    throttling: { rttMs: 40, throughputKbps: 10240, cpuSlowdownMultiplier: 1 },
                  },
                }
              : undefined,
          )
          const lhr = result?.lhr
          if (!lhr || lhr.runtimeError) {
            console.log(`bench: a Lighthouse ${formFactor} run on ${path} failed (${lhr?.runtimeError?.code})`)
            continue
          }
          const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
          const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
          samples.push({
            performance: score('performance'),
            accessibility: score('accessibility'),
            bestPractices: score('best-practices'),
            seo: score('seo'),
            lcpMs: audit('largest-contentful-paint'),
            tbtMs: audit('total-blocking-time'),
            cls: audit('cumulative-layout-shift'),
          })
        }
        const pick = (key: keyof LighthouseFigures) => median(samples.map((sample) => sample[key]))
        lighthouse[path][formFactor] = {
          performance: pick('performance'),
          accessibility: pick('accessibility'),
          bestPractices: pick('bestPractices'),
          seo: pick('seo'),
          lcpMs: Math.round(pick('lcpMs')),
          tbtMs: Math.round(pick('tbtMs')),
          cls: Number(pick('cls').toFixed(3)),
        }
      }
    }
  } finally {
    chrome.kill()
    api.close()
  }
}

// The first search result on a phone, once the index has arrived.
const searchBrowser = await chromium.launch({
  executablePath: existsSync(chromePath) ? chromePath : undefined,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
})
const firstResult = await (async () => {
  const context = await searchBrowser.newContext({ isMobile: true, hasTouch: true })
  const page = await context.newPage()
  await page.route('https://backend.gas.zip/**', (route) => route.abort())
  try {
    return await timeFirstResult(page, `${origin}/overview`)
  } finally {
    await context.close()
    await searchBrowser.close()
  }
})()
server.close()

// 4. Search index
const indexFile = readdirSync(join(distDir, '.vocs')).find((name) => name.startsWith('search-index-'))
const indexJson = readFileSync(join(distDir, '.vocs', indexFile ?? ''), 'utf8')
const index = MiniSearch.loadJSON(indexJson, searchIndexOptions)
const queries = [
  'deposit',
  'quote',
  'layerzero',
  'arbitrum',
  'calldata',
  'solana',
  'limits',
  'estimateFees',
  'short id',
]
const timings: number[] = []
for (let round = 0; round < 20; round++) {
  for (const query of queries) {
    const start = performance.now()
    index.search(query, searchOptions).slice(0, 16)
    timings.push(performance.now() - start)
  }
}
const search = {
  indexBytes: Buffer.byteLength(indexJson),
  indexBytesGzip: gzipSync(indexJson, { level: 9 }).length,
  documents: index.documentCount,
  medianQueryMs: Number(median(timings).toFixed(3)),
  firstResultOnPhone: { cpuSlowdown: phoneCpuSlowdown, targetMs: firstResultTargetMs, ...firstResult },
}

// 5. Report
const largest = (pick: (weight: PageWeight) => number) =>
  allWeights.reduce((top, weight) => (pick(weight) > pick(top) ? weight : top))
const allRoutes = {
  routes: allWeights.length,
  largestJs: { path: largest((w) => w.bytes.js).path, bytes: largest((w) => w.bytes.js).bytes.js },
  largestTotal: { path: largest((w) => w.total).path, bytes: largest((w) => w.total).total },
  largestJsBeforeLoad: {
    path: largest((w) => w.jsBeforeLoad).path,
    bytes: largest((w) => w.jsBeforeLoad).jsBeforeLoad,
  },
}
const report = {
  date: new Date().toISOString(),
  buildSeconds,
  allRoutes,
  weights: weights.map((weight) => ({ ...weight, jsWithPrefetch: jsWithPrefetch[weight.path] })),
  lighthouse,
  search,
}
mkdirSync(join(rootDir, 'reports'), { recursive: true })
writeFileSync(join(rootDir, 'reports', 'bench.json'), `${JSON.stringify(report, null, 2)}\n`)

if (buildSeconds !== undefined) console.log(`\nBuild: ${buildSeconds.toFixed(1)} s`)
console.log('\nFirst load (KB, gzip)')
console.table(
  Object.fromEntries(
    weights.map((weight) => [
      weight.path,
      {
        HTML: kb(weight.bytes.html),
        'JS in HTML': kb(weight.jsInHtml),
        'JS before load': kb(weight.jsBeforeLoad),
        JS: kb(weight.bytes.js),
        'JS + prefetch': kb(jsWithPrefetch[weight.path] ?? 0),
        CSS: kb(weight.bytes.css),
        fonts: kb(weight.bytes.font),
        images: kb(weight.bytes.image),
        other: kb(weight.bytes.other),
        total: kb(weight.total),
        requests: weight.requests,
        'other hosts': weight.otherHostRequests.length,
      },
    ]),
  ),
)
console.log(
  `All ${allRoutes.routes} routes: most JS ${kb(allRoutes.largestJs.bytes)} KB (${allRoutes.largestJs.path}), most JS before load ${kb(allRoutes.largestJsBeforeLoad.bytes)} KB (${allRoutes.largestJsBeforeLoad.path}), largest total ${kb(allRoutes.largestTotal.bytes)} KB (${allRoutes.largestTotal.path})`,
)
for (const weight of allWeights) {
  const misses = [
    weight.bytes.js > targets.js ? `JS ${kb(weight.bytes.js)} KB > ${kb(targets.js)} KB` : '',
    weight.total > targets.total ? `total ${kb(weight.total)} KB > ${kb(targets.total)} KB` : '',
  ].filter(Boolean)
  if (misses.length > 0) console.log(`target missed on ${weight.path}: ${misses.join(', ')}`)
}
if (withLighthouse) {
  console.log(`\nLighthouse (median of ${runs})`)
  const rows: Record<string, Record<string, number | string>> = {}
  for (const [path, byForm] of Object.entries(lighthouse)) {
    for (const [form, figures] of Object.entries(byForm)) {
      if (!figures) continue
      rows[`${path} (${form})`] = {
        Perf: figures.performance,
        A11y: figures.accessibility,
        BP: figures.bestPractices,
        SEO: figures.seo,
        'LCP ms': figures.lcpMs,
        'TBT ms': figures.tbtMs,
        CLS: figures.cls,
      }
    }
  }
  console.table(rows)
}
console.log(
  `\nSearch index: ${kb(search.indexBytes)} KB raw, ${kb(search.indexBytesGzip)} KB gzip, ${search.documents} sections; median query ${search.medianQueryMs} ms`,
)
console.log(
  `First result on a phone (${phoneCpuSlowdown}× CPU slowdown), first key to screen: median ${firstResult.medianMs} ms, slowest ${firstResult.maxMs} ms (${firstResult.samplesMs.join(', ')} ms)`,
)
// The median of the nine first keys: one slow sample on a busy machine is not the page's speed.
if (firstResult.medianMs > firstResultTargetMs)
  console.log(`target missed: first search result ${firstResult.medianMs} ms (median) > ${firstResultTargetMs} ms`)
console.log('\nJSON: reports/bench.json')
