/**
 * The bar every route meets in Lighthouse (mobile, simulated throttling), as `npm run bench`
 * checks it: the largest text is painted with the first paint (LCP at most 50 ms after FCP),
 * by 1.0 s, the main thread never blocks input for long (TBT at most 50 ms), and nothing moves
 * (CLS under 0.01, the end-to-end suite's layout-shift bar).
 */

export type RouteFigures = {
  /** Lighthouse performance score, 0–100. */
  performance: number
  fcpMs: number
  lcpMs: number
  tbtMs: number
  cls: number
}

const bar = { lcpAfterFcpMs: 50, lcpMs: 1000, tbtMs: 50, clsBelow: 0.01 } as const

/** What a route's figures miss of the bar, one phrase each; empty when it meets it. */
export function barMisses(figures: RouteFigures): string[] {
  const lcpAfterFcp = figures.lcpMs - figures.fcpMs
  return [
    lcpAfterFcp > bar.lcpAfterFcpMs ? `LCP ${Math.round(lcpAfterFcp)} ms after FCP (> ${bar.lcpAfterFcpMs})` : '',
    figures.lcpMs > bar.lcpMs ? `LCP ${Math.round(figures.lcpMs)} ms (> ${bar.lcpMs})` : '',
    figures.tbtMs > bar.tbtMs ? `TBT ${Math.round(figures.tbtMs)} ms (> ${bar.tbtMs})` : '',
    figures.cls >= bar.clsBelow ? `CLS ${figures.cls.toFixed(3)} (≥ ${bar.clsBelow})` : '',
  ].filter(Boolean)
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

/** Each figure's median over several runs of one route (each figure on its own). */
export function medianFigures(samples: RouteFigures[]): RouteFigures {
  if (samples.length === 0) throw new Error('no Lighthouse run to take a median of')
  const of = (key: keyof RouteFigures) => median(samples.map((sample) => sample[key]))
  return { performance: of('performance'), fcpMs: of('fcpMs'), lcpMs: of('lcpMs'), tbtMs: of('tbtMs'), cls: of('cls') }
}

export type RouteRow = { path: string; runs: number; figures: RouteFigures; misses: string[] }

/** The per-route table as Markdown: one row per route, the bar's misses in the last column. */
export function markdownTable(rows: RouteRow[]): string {
  const header = '| Route | Runs | Performance | FCP ms | LCP ms | LCP − FCP ms | TBT ms | CLS | Misses |'
  const rule = '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |'
  const lines = rows.map(({ path, runs, figures, misses }) =>
    [
      `\`${path}\``,
      runs,
      Math.round(figures.performance),
      Math.round(figures.fcpMs),
      Math.round(figures.lcpMs),
      Math.round(figures.lcpMs - figures.fcpMs),
      Math.round(figures.tbtMs),
      figures.cls.toFixed(3),
      misses.join('; ') || '—',
    ].join(' | '),
  )
  return [header, rule, ...lines.map((line) => `| ${line} |`)].join('\n')
}
