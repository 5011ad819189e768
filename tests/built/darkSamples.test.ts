import { describe, expect, it } from 'vitest'
import { colorContexts, darkSamples } from '../support/darkSamples.ts'
import { readPages } from '../support/pages.ts'
import { deepLinkTargets } from '../support/sectionLanding.ts'

const routes = readPages().map(({ path }) => path)

describe('the routes scanned in the dark theme at 1440 px', () => {
  const samples = darkSamples(routes)

  it('hold every color context of every route', () => {
    expect(
      samples.filter((route) => !routes.includes(route)),
      'samples that are no route',
    ).toEqual([])
    expect(new Set(samples).size, 'each route once').toBe(samples.length)
    const scanned = new Set(samples.flatMap((route) => [...colorContexts(route)]))
    const unscanned = routes.flatMap((route) =>
      [...colorContexts(route)].filter((context) => !scanned.has(context)).map((context) => `${route}: ${context}`),
    )
    expect(unscanned).toEqual([])
  })

  it("tell a highlighted token's colors and its parent apart", () => {
    const contexts = [...colorContexts('/gas/api/quote')]
    // A line of code holds tokens of several colors, each named by its color classes
    // (docs/lib/markdown/tokenColors.ts); each pair of colors is its own context under the line.
    const tokens = contexts.filter((context) => /^span\.line\{\} > span\.td\d+\.tl\d+\{\}$/.test(context))
    expect(tokens.length).toBeGreaterThan(3)
  })
})

// The browser suites visit these targets: a route with sections but no target would leave what
// they check there unchecked.
describe('the deep-link targets the browser suites visit', () => {
  it('give every route with a ## section a deep-link target in the built page', () => {
    const targets = new Set(deepLinkTargets().map(({ path }) => path))
    const withSections = readPages()
      .filter((page) => /^## /m.test(page.source))
      .map((page) => page.path)
    expect(withSections.length).toBeGreaterThan(0)
    expect(withSections.filter((path) => !targets.has(path))).toEqual([])
  })
})
