import type { Answer } from '../../tooling/buildOutput.ts'

/**
 * Request paths (as sent, percent-encoded or not) that try to turn the trailing-slash redirect
 * into a redirect to another host: a `Location` that starts with `//`, `/\`, or a character a
 * browser drops (tab, newline) before one of those, is protocol-relative and leaves the site.
 */

/** The site's own origin, against which a browser resolves a relative `Location`. */
const siteOrigin = 'https://dev.gas.zip'

/** The requests that left the site, and the ones near them that stayed. */
export const knownProbes = [
  '//evil.example/',
  '/%2Fevil.example/',
  '/%2fevil.example/',
  '/\\evil.example/',
  '/%5Cevil.example/',
  '/%5cevil.example/',
  '///evil.example/',
  '/%2F%2Fevil.example/',
  '/%2F/evil.example/',
  '/%09/evil.example/',
  '/\\\\evil.example/',
  '/%5C%5Cevil.example/',
  '/\\/evil.example/',
  '/%5C/evil.example/',
  '/%5C%2Fevil.example/',
  '/%2F%5Cevil.example/',
  '//evil.example%2F',
  '/%2Fevil.example%2F',
  '//%65vil.example/',
  '//evil.example:443/',
  '//evil.example/?q=1',
  '//evil.example/gas/api/quote.html/',
  '//evil.example.html/',
  '//evil.example/index.html/',
  '/%20/evil.example/',
  '/https:%2F%2Fevil.example/',
  '/%252Fevil.example/',
  '/assets//evil.example/',
]

/**
 * What can stand between the leading `/` and a host name: a slash or backslash, raw or encoded in
 * either case, and control characters raw or encoded (browsers strip tab and newlines from a URL).
 */
const separators = [
  '/',
  '\\',
  '%2F',
  '%2f',
  '%5C',
  '%5c',
  '%252F',
  '\t',
  '%09',
  '\n',
  '%0a',
  '\r',
  '%0D',
  '%00',
  '%7F',
  '%20',
]
const hosts = ['evil.example', '%65vil.example', 'evil.example:443']
const tails = ['/', '%2F', '/gas/api/quote.html/', '.html/', '/index.html/']

/**
 * Generated probes: one or two separators, then a host and a tail; and one separator before each of
 * the site's own routes and its `.html` twin, so a look-alike path is tried too.
 */
export function generatedProbes(routes: string[]): string[] {
  const prefixes = [...separators, ...separators.flatMap((first) => separators.map((second) => first + second))]
  const probes = prefixes.flatMap((prefix) => hosts.flatMap((host) => tails.map((tail) => `/${prefix}${host}${tail}`)))
  for (const separator of separators)
    for (const route of routes.filter((path) => path !== '/'))
      probes.push(`/${separator}${route.slice(1)}/`, `/${separator}${route.slice(1)}.html/`)
  return probes
}

/** Where a browser goes for the answer's `Location`, when that is another origin. */
export function offSiteTarget(answer: Answer): string | undefined {
  const location = answer.headers.location
  if (location === undefined) return undefined
  if (!URL.canParse(location, siteOrigin)) return `a Location no browser can follow: ${JSON.stringify(location)}`
  const target = new URL(location, siteOrigin)
  return target.origin === siteOrigin ? undefined : target.href
}
