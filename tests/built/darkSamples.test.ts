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
    // A line of code holds tokens of several colors; each is its own context under the line.
    expect(
      contexts.some((context) =>
        /^span\.line\{\} > span\.\{--shiki-dark:#[0-9A-F]{6};color:#[0-9A-F]{6}\}$/i.test(context),
      ),
    ).toBe(true)
  })
})
