import { createElement } from 'react'
import { describe, expect, it } from 'vitest'
import { socials } from '../docs/lib/site/site.ts'
import { isSocialIcon, radixIcons, vocsIcons } from '../framework/app/iconList.ts'
import {
  cssDataAddress,
  currentIconMasks,
  iconMasksCss,
  maskMarkup,
  originalIcons,
  readIconMasks,
} from './iconMasks.ts'

const Icon = () =>
  createElement(
    'svg',
    { width: '100%', height: '100%', viewBox: '0 0 15 15', fill: 'none', xmlns: 'http://www.w3.org/2000/svg' },
    createElement('title', null, 'Copy'),
    createElement('path', { d: 'M0.335786 1H14.6642', fill: 'currentColor' }),
  )

describe('maskMarkup', () => {
  it('keeps the shape: no title, no size, coordinates to two decimals', () => {
    expect(maskMarkup(Icon)).toBe(
      '<svg viewBox="0 0 15 15" fill="none" xmlns="http://www.w3.org/2000/svg"><path d="M0.34 1H14.66" fill="currentColor"></path></svg>',
    )
  })

  it('adds the SVG namespace where the component leaves it out, and keeps it where it has it', () => {
    const withoutNamespace = () =>
      createElement('svg', { viewBox: '0 0 15 15' }, createElement('path', { d: 'M0 0H15', fill: 'currentColor' }))
    expect(maskMarkup(withoutNamespace)).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 15 15"><path d="M0 0H15" fill="currentColor"></path></svg>',
    )
    expect(maskMarkup(Icon).match(/xmlns=/g)).toHaveLength(1)
  })

  it('gives every icon the site shows the SVG namespace, without which its mask paints nothing', async () => {
    const missing = Object.entries(await originalIcons()).filter(
      ([, component]) => !/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/.test(maskMarkup(component)),
    )
    expect(missing.map(([name]) => name)).toEqual([])
  })

  it('fails on a component that draws no shape', () => {
    expect(() => maskMarkup(() => createElement('svg'))).toThrow(/no SVG shape/)
  })
})

describe('cssDataAddress', () => {
  it('fits a double-quoted url(): single quotes, % and # escaped', () => {
    expect(cssDataAddress('<svg a="50%" b="#fff">\n</svg>')).toBe(
      "data:image/svg+xml,<svg a='50%25' b='%23fff'> </svg>",
    )
    expect(() => cssDataAddress("<svg a='x'></svg>")).toThrow(/single quote/)
    expect(() => cssDataAddress('<div></div>')).toThrow(/not an SVG/)
  })
})

describe('iconMasksCss', () => {
  it('gives each icon its shape, fills it with the text colour, and keeps it in forced colours', () => {
    const css = iconMasksCss({ Copy: Icon })
    expect(css).toContain('[data-icon="Copy"]{--icon-shape:url("data:image/svg+xml,<svg viewBox=')
    expect(css).toContain('background-color:currentColor')
    expect(css).toContain('mask:var(--icon-shape) center/contain no-repeat')
    expect(css).toMatch(
      /@media \(forced-colors:active\)\{\[data-icon\]\{forced-color-adjust:none;background-color:CanvasText\}\}/,
    )
  })
})

describe('originalIcons', () => {
  it('has every listed icon except the social networks the site does not link', async () => {
    const icons = Object.keys(await originalIcons())
    const linked = socials.map(({ icon }) => icon)
    const expected = [
      ...vocsIcons.filter((name) => !isSocialIcon(name) || linked.includes(name.toLowerCase() as never)),
      ...radixIcons,
    ]
    expect(icons.sort()).toEqual([...expected].sort())
    expect(icons).toContain('GitHub')
    expect(icons).not.toContain('Telegram')
  })
})

describe('framework/app/icons.css', () => {
  it('is what the icons render to now (`npm run icons` writes it)', async () => {
    expect(readIconMasks()).toBe(await currentIconMasks())
  })
})
