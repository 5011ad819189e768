/**
 * `npm run bench`: builds from clean and reports, as a table and as JSON
 * (reports/bench.json):
 * - build time;
 * - for each measured page, first-load bytes (gzip) of HTML, JS, CSS, fonts,
 *   images, the request count and requests to other hosts;
 * - Lighthouse mobile and desktop, median of 3 runs: the four category scores,
 *   LCP, TBT, CLS (system Chromium);
 * - search index size (gzip) and the median time of a query.
 * It is a benchmark: it prints figures and never fails on timing.
 *
 * Options: --skip-build (measure the existing docs/dist), --runs N (Lighthouse runs, default 3),
 *          --no-lighthouse.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import MiniSearch from 'minisearch'
import { searchOptions } from '../docs/lib/site/site.ts'
import { measuredPages, measurePageWeight, type PageWeight, targets } from '../tooling/pageWeight.ts'
import { startPreviewServer } from '../tooling/previewServer.ts'
import { distDir, rootDir } from '../tooling/routes.ts'

const args = process.argv.slice(2)
const runs = Number(args[args.indexOf('--runs') + 1]) || 3
const skipBuild = args.includes('--skip-build')
const withLighthouse = !args.includes('--no-lighthouse')
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
  const result = spawnSync('npm', ['run', 'build'], { cwd: rootDir, stdio: 'inherit' })
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
const weights: PageWeight[] = []
for (const path of measuredPages) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.route('https://backend.gas.zip/**', (route) => route.abort())
  weights.push(await measurePageWeight(page, origin, path))
  await context.close()
}
await browser.close()

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
  const chrome = await launch({ chromePath, chromeFlags })
  try {
    for (const path of measuredPages) {
      lighthouse[path] = {}
      for (const formFactor of ['mobile', 'desktop'] as const) {
        const samples: LighthouseFigures[] = []
        for (let run = 0; run < runs; run++) {
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
          if (!lhr) continue
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
  }
}
server.close()

// 4. Search index
const indexFile = readdirSync(join(distDir, '.vocs')).find((name) => name.startsWith('search-index-'))
const indexJson = readFileSync(join(distDir, '.vocs', indexFile ?? ''), 'utf8')
const index = MiniSearch.loadJSON(indexJson, {
  fields: ['title', 'titles', 'text'],
  storeFields: ['href', 'html', 'isPage', 'text', 'title', 'titles'],
})
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
  indexBytesGzip: gzipSync(indexJson, { level: 9 }).length,
  documents: index.documentCount,
  medianQueryMs: Number(median(timings).toFixed(3)),
}

// 5. Report
const report = { date: new Date().toISOString(), buildSeconds, weights, lighthouse, search }
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
        JS: kb(weight.bytes.js),
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
for (const weight of weights) {
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
  `\nSearch index: ${kb(search.indexBytesGzip)} KB gzip, ${search.documents} sections; median query ${search.medianQueryMs} ms`,
)
console.log('\nJSON: reports/bench.json')
