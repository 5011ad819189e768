import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { distDir } from '../../tooling/routes.ts'

/**
 * The widest layout switch of the site's styles. The browser suite scans accessibility at
 * 1440 px and only loads pages at 1920 px (tests/e2e/pages.spec.ts): that is enough only while
 * no style rule starts or stops applying between the two. A media query above this width needs
 * the full scan at the wider width too.
 */
const widestSwitch = 1280

const stylesheets = readdirSync(join(distDir, 'assets')).filter((file) => file.endsWith('.css'))
const widthsIn = (css: string) =>
  [...css.matchAll(/@media[^{]*?\((?:min|max)-width:\s*(\d+)px\)/g)].map((match) => Number(match[1]))

describe('layout switches', () => {
  it('reads the built stylesheets', () => {
    expect(stylesheets.length).toBeGreaterThan(0)
    const widths = stylesheets.flatMap((file) => widthsIn(readFileSync(join(distDir, 'assets', file), 'utf8')))
    expect(widths).toContain(widestSwitch)
  })

  it.each(stylesheets)('%s switches layout at 1280 px or below', (file) => {
    const css = readFileSync(join(distDir, 'assets', file), 'utf8')
    expect(widthsIn(css).filter((width) => width > widestSwitch)).toEqual([])
  })
})
