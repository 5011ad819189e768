/**
 * `npm run bench`: builds from clean and reports, as tables and as JSON (reports/bench.json),
 * with the per-route Lighthouse table also as Markdown (reports/bench.md):
 * - build time;
 * - first-load bytes (gzip) of every route: HTML, JS, CSS, fonts, images, the
 *   request count and requests to other hosts; for the heaviest pages also the JS
 *   received once links in view have prefetched their pages;
 * - Lighthouse on every route (tooling/routes.ts), mobile with simulated throttling, system
 *   Chromium, the live chain list answered by a local mock of the API (tooling/mockApi.ts):
 *   performance, FCP, LCP, TBT and CLS. One run a route; a route under the bar
 *   (tooling/lighthouseBar.ts: LCP at most 50 ms after FCP and at most 1.0 s, TBT at most 50 ms,
 *   CLS under 0.01) is run until it has three, and its figures are the medians;
 * - search index size (raw and gzip) and the median time of a query;
 * - on a phone profile (4× CPU slowdown), once the index has arrived, the time from the first
 *   key in the search field to the first result on screen (tooling/searchTiming.ts), flagged
 *   when the median of nine first keys is over 100 ms.
 * It is run by hand, not by the tests. It exits non-zero, naming each route, when a route's
 * medians miss the Lighthouse bar; byte and search figures are reported and flagged.
 *
 * Options: --skip-build (measure the existing build), --dir DIR (measure the build in DIR, e.g.
 *          a copy of an older one; implies --skip-build), --runs N (runs for a route under the
 *          bar, default 3), --routes /a,/b (Lighthouse on these routes only), --no-lighthouse.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { performance } from 'node:perf_hooks'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import MiniSearch from 'minisearch'
import { searchIndexOptions } from '../docs/lib/search/searchFields.ts'
import { searchOptions } from '../docs/lib/site/site.ts'
import { buildOutputDir } from '../tooling/buildOutput.ts'
import {
  barMisses,
  markdownTable,
  median,
  medianFigures,
  type RouteFigures,
  type RouteRow,
} from '../tooling/lighthouseBar.ts'
import { mockApiFlags, startMockApi } from '../tooling/mockApi.ts'
import { measuredPages, measurePageWeight, type PageWeight, targets } from '../tooling/pageWeight.ts'
import { startPreviewServer } from '../tooling/previewServer.ts'
import { listPageRoutes, rootDir } from '../tooling/routes.ts'
import { firstResultTargetMs, phoneCpuSlowdown, timeFirstResult } from '../tooling/searchTiming.ts'

const args = process.argv.slice(2)
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined)
const runs = Number(option('--runs')) || 3
// A deploy build's output (`.vercel/output`, or a copy of an older one): its files and routes.
const benchDir = option('--dir') ? resolve(option('--dir') ?? '') : buildOutputDir
const skipBuild = args.includes('--skip-build') || benchDir !== buildOutputDir
const withLighthouse = !args.includes('--no-lighthouse')
const onlyRoutes = option('--routes')?.split(',')
const pageCount = 8
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking']

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
if (!existsSync(join(benchDir, 'config.json'))) {
  console.error(`bench: no build in ${benchDir}. Run without --skip-build.`)
  process.exit(1)
}

// 2. Page weight
// BENCH_PORT (default 4390) and the next port: the preview server and the mock API.
const port = Number(process.env.BENCH_PORT ?? 4390)
const origin = `http://127.0.0.1:${port}`
const server = await startPreviewServer({ port, dir: benchDir })
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
// Every route is weighed; the prefetch figure covers the heaviest pages.
const allWeights: PageWeight[] = []
for (const { path } of listPageRoutes()) allWeights.push(await weigh(path, false))
const heaviest = [...allWeights].sort((a, b) => b.total - a.total).slice(0, pageCount)
const weighedPaths = new Set<string>([...heaviest.map((weight) => weight.path), ...measuredPages])
const weights = allWeights.filter((weight) => weighedPaths.has(weight.path))
const jsWithPrefetch: Record<string, number> = {}
for (const weight of weights) jsWithPrefetch[weight.path] = (await weigh(weight.path, true)).bytes.js
await browser.close()

// 3. Lighthouse on every route, mobile, simulated throttling
type LighthouseRun = RouteFigures & { accessibility: number; bestPractices: number; seo: number }
const lighthouseRoutes = onlyRoutes ?? listPageRoutes().map((route) => route.path)
const lighthouse: Record<string, RouteRow & { samples: LighthouseRun[] }> = {}
if (withLighthouse) {
  const { default: runLighthouse } = await import('lighthouse')
  const { launch } = await import('chrome-launcher')
  // The outbound table's live request gets an answer, as it does for a reader (tooling/mockApi.ts).
  const apiPort = port + 1
  const api = await startMockApi(apiPort)
  const chrome = await launch({ chromePath, chromeFlags: [...chromeFlags, ...mockApiFlags(apiPort)] })
  // Every run is a reader's first visit. Lighthouse empties the HTTP cache before a run but by
  // default keeps the origin's local storage, where a page notes that the browser holds Inter
  // (framework/build/pageStarter.ts); kept, every run after the first would be a return visit
  // whose cache was emptied, and ask for the font before the first paint.
  const firstVisitStorage = [
    'file_systems',
    'shader_cache',
    'service_workers',
    'cache_storage',
    'local_storage',
    'indexeddb',
  ] as const
  /** One run on `path`; a run Lighthouse reports as failed is tried again, twice at most. */
  const runOnce = async (path: string): Promise<LighthouseRun> => {
    for (let attempt = 0; attempt < 3; attempt++) {
      const result = await runLighthouse(
        `${origin}${path}`,
        { port: chrome.port, output: 'json', logLevel: 'error' },
        { extends: 'lighthouse:default', settings: { clearStorageTypes: [...firstVisitStorage] } },
      )
      const lhr = result?.lhr
      if (!lhr || lhr.runtimeError) {
        console.log(`bench: a Lighthouse run on ${path} failed (${lhr?.runtimeError?.code})`)
        continue
      }
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
      return {
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        fcpMs: audit('first-contentful-paint'),
        lcpMs: audit('largest-contentful-paint'),
        tbtMs: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
      }
    }
    throw new Error(`bench: Lighthouse failed three times on ${path}`)
  }
  const settle = (path: string, samples: LighthouseRun[]) => {
    const figures = medianFigures(samples)
    lighthouse[path] = { path, runs: samples.length, figures, misses: barMisses(figures), samples }
    const last = samples.at(-1)
    if (last)
      console.log(
        `${path} run ${samples.length}: FCP ${Math.round(last.fcpMs)} ms, LCP ${Math.round(last.lcpMs)} ms, TBT ${Math.round(last.tbtMs)} ms`,
      )
  }
  try {
    // One run each; a route under the bar gets runs until it has `runs`, and its medians count.
    for (const path of lighthouseRoutes) settle(path, [await runOnce(path)])
    for (const path of lighthouseRoutes) {
      const row = lighthouse[path]
      if (!row || row.misses.length === 0) continue
      const samples = [...row.samples]
      while (samples.length < runs) samples.push(await runOnce(path))
      settle(path, samples)
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
const indexFile = readdirSync(join(benchDir, 'static', '.vocs')).find((name) => name.startsWith('search-index-'))
const indexJson = readFileSync(join(benchDir, 'static', '.vocs', indexFile ?? ''), 'utf8')
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
  lighthouse: { mode: 'mobile, simulated throttling', routes: Object.values(lighthouse) },
  search,
}
const lighthouseRows = Object.values(lighthouse).map(({ samples: _, ...row }) => row)
mkdirSync(join(rootDir, 'reports'), { recursive: true })
writeFileSync(join(rootDir, 'reports', 'bench.json'), `${JSON.stringify(report, null, 2)}\n`)
if (withLighthouse) writeFileSync(join(rootDir, 'reports', 'bench.md'), `${markdownTable(lighthouseRows)}\n`)

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
const misses = lighthouseRows.filter((row) => row.misses.length > 0)
if (withLighthouse) {
  console.log(`\nLighthouse, mobile, simulated throttling (one run a route; the median of ${runs} under the bar)`)
  console.table(
    Object.fromEntries(
      lighthouseRows.map(({ path, runs: count, figures }) => [
        path,
        {
          runs: count,
          Perf: figures.performance,
          'FCP ms': Math.round(figures.fcpMs),
          'LCP ms': Math.round(figures.lcpMs),
          'LCP−FCP': Math.round(figures.lcpMs - figures.fcpMs),
          'TBT ms': Math.round(figures.tbtMs),
          CLS: Number(figures.cls.toFixed(3)),
        },
      ]),
    ),
  )
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
console.log(`\nJSON: reports/bench.json${withLighthouse ? '; Markdown table: reports/bench.md' : ''}`)
if (misses.length > 0) {
  console.error(`\nbench: ${misses.length} route(s) miss the Lighthouse bar:`)
  for (const { path, misses: what } of misses) console.error(`  ${path}: ${what.join(', ')}`)
  process.exitCode = 1
}
