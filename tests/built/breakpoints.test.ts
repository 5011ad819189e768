import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { distDir, listPageRoutes, outputFilesFor } from '../../tooling/routes.ts'
import { layoutSamples } from '../support/layoutSamples.ts'

/**
 * The widest layout switch of the site's styles. The browser suite scans accessibility at
 * 1440 px and only loads a sample of pages at 1920 px (tests/e2e/pages.spec.ts): that is enough only while
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

/** Each width media rule of the built stylesheets: its query's bound and the selectors of its rules. */
function widthRules(css: string): { kind: 'min' | 'max'; bound: number; selectors: string[] }[] {
  const rules: { kind: 'min' | 'max'; bound: number; selectors: string[] }[] = []
  for (const match of css.matchAll(/@media[^{]*?\((min|max)-width:\s*(\d+)px\)[^{]*\{/g)) {
    // The block's end: the brace that closes the one the query opens.
    let depth = 1
    let at = (match.index ?? 0) + match[0].length
    const start = at
    while (depth > 0 && at < css.length) {
      if (css[at] === '{') depth += 1
      else if (css[at] === '}') depth -= 1
      at += 1
    }
    const body = css.slice(start, at - 1)
    const selectors = [...body.matchAll(/([^{}]+)\{[^{}]*\}/g)].flatMap((rule) => (rule[1] ?? '').split(','))
    rules.push({ kind: match[1] as 'min' | 'max', bound: Number(match[2]), selectors })
  }
  return rules
}

const allCss = stylesheets.map((file) => readFileSync(join(distDir, 'assets', file), 'utf8')).join('\n')

/**
 * What a selector needs on a page to style something there: every class it names (`.x`), and
 * the element name (`pre`) and attributes (`[data-label]`) of its subject, the compound after
 * the last combinator. A rule for `.vocs_Content table` needs a page with a table.
 */
function selectorNeeds(selector: string): string[] {
  const classes = [...selector.matchAll(/\.([\w-]+)/g)].map((match) => `.${match[1]}`)
  const bare = selector.replace(/::?[\w-]+(\([^)]*\))?/g, '').trim()
  const subject =
    bare
      .split(/\s*[>+~\s]\s*/)
      .filter(Boolean)
      .pop() ?? ''
  const attributes = [...subject.matchAll(/\[([\w-]+)/g)].map((match) => `[${match[1]}]`)
  const element = /^[a-z][\w-]*/.exec(subject)?.[0]
  return [...classes, ...attributes, ...(element ? [element] : [])]
}

/** The element names, attribute names (`[x]`) and classes (`.x`) in a page's HTML. */
function pageFeatures(html: string): Set<string> {
  const features = new Set<string>()
  for (const tag of html.matchAll(/<([a-z][\w-]*)([^>]*)>/g)) {
    features.add(tag[1] ?? '')
    for (const attribute of (tag[2] ?? '').matchAll(/\s([\w-]+)(?:="([^"]*)")?/g)) {
      features.add(`[${attribute[1]}]`)
      if (attribute[1] === 'class')
        for (const name of (attribute[2] ?? '').split(/\s+/)) if (name) features.add(`.${name}`)
    }
  }
  return features
}
const routeFeatures = (paths: string[]) =>
  new Set(paths.flatMap((path) => [...pageFeatures(readFileSync(join(distDir, outputFilesFor(path).clean), 'utf8'))]))

describe('selectorNeeds and pageFeatures', () => {
  it('name the classes, and the subject element and attributes', () => {
    expect(selectorNeeds('.vocs_Content table')).toEqual(['.vocs_Content', 'table'])
    expect(selectorNeeds('.api td[data-label]:before')).toEqual(['.api', '[data-label]', 'td'])
    expect(selectorNeeds('header > .tools a:hover')).toEqual(['.tools', 'a'])
  })
  it('read them from HTML', () => {
    expect([...pageFeatures('<td class="a b" data-label="Field">x</td><pre>')].sort()).toEqual(
      ['.a', '.b', '[class]', '[data-label]', 'pre', 'td'].sort(),
    )
  })
})

/**
 * The browser suite scans every route at 1440 px and only a sample at 390, 768 and 1280 px
 * (tests/support/layoutSamples.ts). An element looks different at such a width than at 1440 px
 * only if a rule switches between the two; every element such a rule styles that any route
 * holds must be on a sampled route, or the scan at that width would not see it.
 */
describe.each([390, 768, 1280] as const)('the sample at %i px', (width) => {
  const switching = widthRules(allCss).filter(({ kind, bound }) =>
    kind === 'max' ? width <= bound && bound < 1440 : width < bound && bound <= 1440,
  )
  it('holds every element that a rule switching between it and 1440 px styles', () => {
    const routes = listPageRoutes().map(({ path }) => path)
    // Preconditions: rules the parser read, and a sample of routes the site has.
    expect(switching.length, 'rules switching at this width').toBeGreaterThan(0)
    expect(
      layoutSamples[width].filter((path) => !routes.includes(path)),
      'sampled routes the site lacks',
    ).toEqual([])
    const onAnyRoute = routeFeatures(routes)
    const sampled = routeFeatures(layoutSamples[width])
    const styled = new Set(switching.flatMap(({ selectors }) => selectors.flatMap(selectorNeeds)))
    expect([...styled].filter((name) => onAnyRoute.has(name) && !sampled.has(name)).sort()).toEqual([])
  })
})
