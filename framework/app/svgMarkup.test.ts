import { describe, expect, it } from 'vitest'
import { svgDataAddress } from '../build/svgDataAddress.ts'
import { svgMarkup } from './svgMarkup.ts'

describe('svgMarkup', () => {
  it('gives back the SVG a data address was made from, quotes, spaces and ampersands included', () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" aria-label="A &amp; B"><text font-family="Inter, 'Segoe UI'">50% #1</text></svg>`
    expect(svgMarkup(svgDataAddress(svg))).toBe(svg)
  })

  it('gives nothing for an address that is not an SVG written into the page', () => {
    expect(svgMarkup('/logo-light.svg')).toBeUndefined()
    expect(svgMarkup('data:image/png;base64,iVBORw0KGgo=')).toBeUndefined()
    expect(svgMarkup('data:image/svg+xml,%3Cscript%3E%3C/script%3E')).toBeUndefined()
  })
})
