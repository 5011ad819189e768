import { describe, expect, it } from 'vitest'
import { barMisses, markdownTable, medianFigures, type RouteFigures } from './lighthouseBar.ts'

const good: RouteFigures = { performance: 100, fcpMs: 900, lcpMs: 940, tbtMs: 20, cls: 0 }

describe('the Lighthouse bar', () => {
  it('passes a route whose largest text is painted with the first paint', () => {
    expect(barMisses(good)).toEqual([])
    expect(barMisses({ ...good, lcpMs: 950 })).toEqual([])
  })

  it('names each figure a route misses', () => {
    expect(barMisses({ ...good, lcpMs: 951 })).toEqual(['LCP 51 ms after FCP (> 50)'])
    expect(barMisses({ ...good, fcpMs: 990, lcpMs: 1010 })).toEqual(['LCP 1010 ms (> 1000)'])
    expect(barMisses({ ...good, tbtMs: 53 })).toEqual(['TBT 53 ms (> 50)'])
    expect(barMisses({ ...good, cls: 0.01 })).toEqual(['CLS 0.010 (≥ 0.01)'])
    expect(barMisses({ performance: 90, fcpMs: 960, lcpMs: 1660, tbtMs: 69, cls: 0 })).toHaveLength(3)
  })

  it('takes the median of each figure on its own', () => {
    const runs = [good, { ...good, lcpMs: 1500, tbtMs: 0 }, { ...good, lcpMs: 960, tbtMs: 90 }]
    expect(medianFigures(runs)).toEqual({ ...good, lcpMs: 960, tbtMs: 20 })
    expect(() => medianFigures([])).toThrow(/no Lighthouse run/)
  })

  it('writes one Markdown row per route, with its misses', () => {
    const table = markdownTable([
      { path: '/', runs: 1, figures: good, misses: [] },
      { path: '/gas/api/quote', runs: 3, figures: { ...good, tbtMs: 53 }, misses: ['TBT 53 ms (> 50)'] },
    ])
    const lines = table.split('\n')
    expect(lines).toHaveLength(4)
    expect(lines[2]).toBe('| `/` | 1 | 100 | 900 | 940 | 40 | 20 | 0.000 | — |')
    expect(lines[3]).toBe('| `/gas/api/quote` | 3 | 100 | 900 | 940 | 40 | 53 | 0.000 | TBT 53 ms (> 50) |')
  })
})
