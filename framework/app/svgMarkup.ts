/**
 * The SVG markup a `data:image/svg+xml,` address holds (framework/build/svgDataAddress.ts writes
 * them for the header's logos), or `undefined` for any other address.
 */
const svgAddressPrefix = 'data:image/svg+xml,'

export function svgMarkup(address: string): string | undefined {
  if (!address.startsWith(svgAddressPrefix)) return undefined
  const markup = decodeURIComponent(address.slice(svgAddressPrefix.length))
  return /^<svg[\s>]/.test(markup) ? markup : undefined
}
