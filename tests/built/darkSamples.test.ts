import { describe, expect, it } from 'vitest'
import { colorContexts, darkSamples } from '../support/darkSamples.ts'
import { readPages } from '../support/pages.ts'

const routes = readPages().map(({ path }) => path)

describe('the routes scanned in the dark theme at 1440 px', () => {
  const samples = darkSamples(routes)

  it('hold every color context of every route', () => {
    const scanned = new Set(samples.flatMap((route) => [...colorContexts(route)]))
    const unscanned = routes.flatMap((route) =>
      [...colorContexts(route)].filter((context) => !scanned.has(context)).map((context) => `${route}: ${context}`),
    )
    expect(unscanned).toEqual([])
  })

  it('are routes of the site, each once', () => {
    expect(samples.filter((route) => !routes.includes(route))).toEqual([])
    expect(new Set(samples).size).toBe(samples.length)
  })

  it("tell a highlighted token's colors and its parent apart", () => {
    const contexts = [...colorContexts('/gas/api/quote')]
    // A line of code holds tokens of several colors, each named by its color classes
    // (framework/build/tokenColors.ts); each pair of colors is its own context under the line.
    const tokens = contexts.filter((context) => /^span\.line\{\} > span\.td\d+\.tl\d+\{\}$/.test(context))
    expect(tokens.length).toBeGreaterThan(3)
  })
})
