/**
 * Highlighted code as classes instead of inline colours. Vocs' highlighter gives each token a
 * `style` with its colour in both themes (`color:#0E1116;--shiki-dark:#ADBAC7`); the API guide
 * carries 6,398 of them, 40 % of its HTML. A token whose style is exactly those two colours gets
 * one short class for each instead (`tl3 td7`: the colour's place in its theme's palette), and the
 * stylesheet defines a class for every colour the two themes can give (`virtual:token-colors.css`,
 * made here from the themes' own files): the page is smaller and the browser styles tokens from
 * shared rules rather than parsing an inline style per token. Any other style (bold, italic)
 * stays inline. The dark colour is read through `--shiki-dark`, as Vocs' dark-theme rule does.
 */
import darkTheme from '@shikijs/themes/github-dark-dimmed'
import lightTheme from '@shikijs/themes/github-light-high-contrast'

/** The highlighter's themes (vocs.config.ts passes their names to Vocs). */
export const codeThemes = { light: lightTheme.name, dark: darkTheme.name }

/** What is read of a theme file: its foregrounds. */
type Theme = {
  fg?: string
  colors?: Record<string, string>
  tokenColors?: { settings?: { foreground?: string } }[]
}

/** Each theme's colours, sorted: a colour's class is its place in the list. */
type Palettes = { light: readonly string[]; dark: readonly string[] }

const hexColor = /^#[0-9a-f]{6}$/

/** Every text colour a theme can give a token (its foreground and each rule's), six-digit hex, lower case, sorted. */
export function themePalette(theme: Theme): string[] {
  const colors = [
    theme.fg,
    theme.colors?.['editor.foreground'],
    ...(theme.tokenColors ?? []).map((rule) => rule.settings?.foreground),
  ]
  const hex = colors.flatMap((color) => (typeof color === 'string' ? [color.toLowerCase()] : []))
  return [...new Set(hex.filter((color) => hexColor.test(color)))].sort()
}

/** The two themes' palettes. */
export const codePalettes: Palettes = {
  light: themePalette(lightTheme as Theme),
  dark: themePalette(darkTheme as Theme),
}

const tokenStyle = /^color:(#[0-9a-fA-F]{6});--shiki-dark:(#[0-9a-fA-F]{6})$/

/**
 * The classes that replace a token's style, or undefined when the style is anything but the two
 * colours of the palettes (it then stays inline).
 */
export function tokenClasses(style: string, palettes: Palettes = codePalettes): string[] | undefined {
  const match = tokenStyle.exec(style.replace(/\s+/g, '').replace(/;$/, ''))
  if (!match) return undefined
  const light = palettes.light.indexOf((match[1] ?? '').toLowerCase())
  const dark = palettes.dark.indexOf((match[2] ?? '').toLowerCase())
  if (light < 0 || dark < 0) return undefined
  return [`tl${light}`, `td${dark}`]
}

/** A rule for every class `tokenClasses` can give. */
export function tokenColorsCss(palettes: Palettes): string {
  return [
    ...palettes.light.map((color, index) => `.tl${index}{color:${color}}`),
    ...palettes.dark.map((color, index) => `.td${index}{--shiki-dark:${color}}`),
  ].join('\n')
}

const stylesheetId = 'virtual:token-colors.css'

/** Vite plugin: serves `virtual:token-colors.css`, which the client entry imports. */
export const tokenColorsPlugin = () => ({
  name: 'gaszip:token-colors',
  resolveId: (id: string) => (id === stylesheetId ? id : undefined),
  load: (id: string) => (id === stylesheetId ? tokenColorsCss(codePalettes) : undefined),
})
