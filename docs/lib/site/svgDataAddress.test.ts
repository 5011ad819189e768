import { describe, expect, it } from 'vitest'
import { svgDataAddress, svgFileDataAddress } from './svgDataAddress.ts'

describe('svgDataAddress', () => {
  it('escapes what a URL or an attribute cannot hold and leaves a valid URL', () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 2 2">\n  <rect fill="#0a0" width="100%" height="1"/>\n</svg>\n'
    const address = svgDataAddress(svg)
    expect(address).toBe(
      'data:image/svg+xml,%3Csvg%20xmlns=%22http://www.w3.org/2000/svg%22%20viewBox=%220%200%202%202%22%3E%20%3Crect%20fill=%22%230a0%22%20width=%22100%25%22%20height=%221%22/%3E%20%3C/svg%3E',
    )
    expect(decodeURIComponent(address.slice('data:image/svg+xml,'.length))).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 2 2"> <rect fill="#0a0" width="100%" height="1"/> </svg>',
    )
    expect(address).not.toMatch(/["'<>#& \n]/)
  })

  it('refuses a file that is not an SVG, naming it', () => {
    expect(() => svgDataAddress('<html></html>')).toThrow(/not an SVG/)
    expect(() => svgFileDataAddress(new URL('./missing-logo.svg', import.meta.url))).toThrow(/missing-logo\.svg/)
  })

  it("reads the site's logos and icon", () => {
    for (const file of ['icon.svg', 'logo-light.svg', 'logo-dark.svg'])
      expect(svgFileDataAddress(new URL(`../../../public/${file}`, import.meta.url))).toMatch(
        /^data:image\/svg\+xml,%3Csvg%20/,
      )
  })
})
