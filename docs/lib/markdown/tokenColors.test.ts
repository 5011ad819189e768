import { describe, expect, it } from 'vitest'
import { codePalettes, codeThemes, themePalette, tokenClasses, tokenColorsCss } from './tokenColors.ts'

const palettes = { light: ['#0e1116', '#a0111f'], dark: ['#adbac7', '#f47067'] }

describe('token colours as classes', () => {
  it('reads every foreground of a theme, in lower case, and nothing that is not a six-digit colour', () => {
    const theme = {
      colors: { 'editor.foreground': '#0E1116', 'editor.background': '#FFFFFF' },
      tokenColors: [
        { settings: { foreground: '#A0111F' } },
        { settings: { fontStyle: 'bold' } },
        { settings: { foreground: '#fff8' } },
      ],
    }
    expect(themePalette(theme)).toEqual(['#0e1116', '#a0111f'])
  })

  it("turns a style of exactly the two colours into two classes, each the colour's place in its palette", () => {
    expect(tokenClasses('color:#A0111F;--shiki-dark:#F47067', palettes)).toEqual(['tl1', 'td1'])
    expect(tokenClasses('color: #0E1116; --shiki-dark: #ADBAC7;', palettes)).toEqual(['tl0', 'td0'])
  })

  it('keeps a style with anything else, or a colour no theme gives, inline', () => {
    expect(tokenClasses('color:#A0111F;font-style:italic;--shiki-dark:#F47067', palettes)).toBeUndefined()
    expect(tokenClasses('color:#123456;--shiki-dark:#F47067', palettes)).toBeUndefined()
    expect(tokenClasses('color:#A0111F;--shiki-dark:#123456', palettes)).toBeUndefined()
    expect(tokenClasses('display:none', palettes)).toBeUndefined()
  })

  it('has a rule for each class it can give', () => {
    const css = tokenColorsCss(palettes)
    expect(css).toContain('.tl1{color:#a0111f}')
    expect(css).toContain('.td0{--shiki-dark:#adbac7}')
    expect(css.split('\n')).toHaveLength(4)
  })

  it('reads the site themes: their default text colours are in the palettes', () => {
    const { light, dark } = codePalettes
    // The plain-text colours of github-light-high-contrast and github-dark-dimmed.
    expect(light).toContain('#0e1116')
    expect(dark).toContain('#adbac7')
    expect(light.length).toBeGreaterThan(5)
    expect(dark.length).toBeGreaterThan(5)
    expect(codeThemes).toEqual({ light: 'github-light-high-contrast', dark: 'github-dark-dimmed' })
  })
})
