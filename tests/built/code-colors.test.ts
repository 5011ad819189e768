import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { distDir } from '../../tooling/routes.ts'
import { builtPage, selectAll } from '../support/builtPage.ts'
import { readPages } from '../support/pages.ts'

/**
 * Highlighted code in the built pages carries its colours as classes (docs/lib/markdown/tokenColors.ts):
 * no token keeps the inline two-colour style, and every class a token carries is defined by the
 * stylesheet every page loads, with a colour for each theme.
 */

const tokens = readPages().flatMap(({ path }) =>
  selectAll('pre.shiki code span span', builtPage(path)).map((span) => ({ path, properties: span.properties })),
)
const stylesheet = readdirSync(join(distDir, 'assets'))
  .filter((file) => /^style-.*\.css$/.test(file))
  .map((file) => readFileSync(join(distDir, 'assets', file), 'utf8'))
  .join('\n')

describe('highlighted code in the built pages', () => {
  it('keeps no token coloured by an inline style of its two colours', () => {
    expect(tokens.length, 'highlighted tokens in the built pages').toBeGreaterThan(0)
    const inline = tokens.filter(({ properties }) =>
      /^color:#[0-9a-f]{6};--shiki-dark:#[0-9a-f]{6}$/i.test(String(properties.style ?? '')),
    )
    expect(inline.map(({ path, properties }) => `${path}: ${properties.style}`)).toEqual([])
  })

  it('gives each token a light and a dark colour class that the stylesheet defines', () => {
    const classes = new Set(
      tokens
        .flatMap(({ properties }) => (properties.className as string[] | undefined) ?? [])
        .filter((name) => /^t[ld]\d+$/.test(name)),
    )
    expect([...classes].some((name) => name.startsWith('tl'))).toBe(true)
    expect([...classes].some((name) => name.startsWith('td'))).toBe(true)
    const undefinedClasses = [...classes].filter((name) => {
      const property = name.startsWith('tl') ? 'color' : '--shiki-dark'
      return !new RegExp(`\\.${name}\\{${property}:#[0-9a-f]{6}\\}`).test(stylesheet)
    })
    expect(undefinedClasses).toEqual([])
    for (const { path, properties } of tokens) {
      const own = ((properties.className as string[] | undefined) ?? []).filter((name) => /^t[ld]\d+$/.test(name))
      if (own.length > 0)
        expect(
          own.map((name) => name.slice(0, 2)),
          path,
        ).toEqual(['tl', 'td'])
    }
  })
})
