/**
 * An SVG file as a `data:` address, for the tab icon every page shows from its first paint:
 * nothing is fetched from the server. Only the characters a valid URL or the HTML attribute
 * cannot hold are escaped (a quote as `%22`, shorter than the entity React would write).
 */
import { readFileSync } from 'node:fs'

export function svgDataAddress(svg: string): string {
  if (!/^<svg[\s>]/.test(svg.trim())) throw new Error('svgDataAddress: the text is not an SVG element')
  const text = svg.trim().replace(/\s*\n\s*/g, ' ')
  const percentEncoded = (character: string) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`
  return `data:image/svg+xml,${text.replace(/[%#<>&"' ]/g, percentEncoded)}`
}

/** The SVG file at `url` as a `data:` address; fails naming the file when it is not an SVG. */
export function svgFileDataAddress(url: URL): string {
  try {
    return svgDataAddress(readFileSync(url, 'utf8'))
  } catch (error) {
    throw new Error(`${url.pathname}: ${error instanceof Error ? error.message : String(error)}`)
  }
}
