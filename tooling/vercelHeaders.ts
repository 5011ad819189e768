/**
 * The response headers and rewrites of the deploy host, read from `vercel.json`, so that
 * `npm run preview` and the end-to-end tests serve exactly what readers get.
 *
 * `vercel.json` rules have a `source` path pattern, an optional `has` list of request-header
 * conditions, and a list of headers (or a rewrite `destination`). Every header rule that matches
 * applies, later rules overriding earlier ones for the same header name; the first rewrite that
 * matches applies. The patterns here use three forms only: literal path segments, `(.*)` for
 * "anything" and `:name(regex)` for a named part that a destination can reuse (`/:path.md`).
 * A `has` condition is a header whose value matches a regular expression. Any other pattern or
 * condition fails loudly rather than being matched wrongly.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { rootDir } from './routes.ts'

type Condition = { type: string; key: string; value?: string }
type HeaderRule = { source: string; has?: Condition[]; headers: { key: string; value: string }[] }
type Rewrite = { source: string; has?: Condition[]; destination: string }
/** Request headers by lower-case name, as Node gives them. */
type RequestHeaders = Record<string, string | string[] | undefined>

const vercelConfigPath = join(rootDir, 'vercel.json')

const readConfig = (path: string) =>
  JSON.parse(readFileSync(path, 'utf8')) as { headers?: HeaderRule[]; rewrites?: Rewrite[] }

export function readHeaderRules(path = vercelConfigPath): HeaderRule[] {
  const rules = readConfig(path).headers ?? []
  for (const rule of rules) checkConditions(rule)
  return rules
}

/** `/assets/(.*)` → /^\/assets\/(.*)$/; `/:path([^.]+)` → /^\/(?<path>[^.]+)$/ */
export function sourceToRegExp(source: string): RegExp {
  const refuse = () => new Error(`vercel.json: source "${source}" uses a pattern this server does not understand`)
  let pattern = ''
  let index = 0
  while (index < source.length) {
    if (source.startsWith('(.*)', index)) {
      pattern += '(.*)'
      index += 4
      continue
    }
    const named = /^:([A-Za-z]\w*)\(/.exec(source.slice(index))
    if (named) {
      // The group's expression, up to its matching closing parenthesis.
      let depth = 1
      let end = index + named[0].length
      for (; end < source.length && depth > 0; end++) {
        const char = source.charAt(end)
        if (char === '\\') end++
        else if (char === '(') depth++
        else if (char === ')') depth--
      }
      if (depth !== 0) throw refuse()
      pattern += `(?<${named[1]}>${source.slice(index + named[0].length, end - 1)})`
      index = end
      continue
    }
    const char = source.charAt(index)
    if (/[()[\]:*+?{}]/.test(char)) throw refuse()
    pattern += /[.\\/^$|]/.test(char) ? `\\${char}` : char
    index++
  }
  return new RegExp(`^${pattern}$`)
}

function checkConditions(rule: { source: string; has?: Condition[] }): void {
  for (const condition of rule.has ?? [])
    if (condition.type !== 'header' || condition.value === undefined)
      throw new Error(`vercel.json: source "${rule.source}" has a condition this server does not understand`)
}

/** Whether every `has` condition holds: the header is present and its value matches the expression. */
function conditionsHold(has: Condition[] | undefined, request: RequestHeaders): boolean {
  return (has ?? []).every((condition) => {
    const sent = request[condition.key.toLowerCase()]
    const value = Array.isArray(sent) ? sent.join(', ') : sent
    return value !== undefined && new RegExp(`^(?:${condition.value})$`).test(value)
  })
}

/** The headers the host sends for a request path and request headers (lower-case names). */
export function headersFor(
  pathname: string,
  rules: HeaderRule[] = readHeaderRules(),
  request: RequestHeaders = {},
): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const rule of rules) {
    if (!sourceToRegExp(rule.source).test(pathname) || !conditionsHold(rule.has, request)) continue
    for (const { key, value } of rule.headers) headers[key.toLowerCase()] = value
  }
  return headers
}

/** The rewrites of `vercel.json`, in order (`/mcp` → `/api/mcp`, pages asked as Markdown → `.md`). */
export function readRewrites(path = vercelConfigPath): Rewrite[] {
  const rewrites = readConfig(path).rewrites ?? []
  for (const rewrite of rewrites) {
    sourceToRegExp(rewrite.source)
    checkConditions(rewrite)
  }
  return rewrites
}

/** The path the first matching rewrite sends a request to, its named parts filled in; undefined when none matches. */
export function rewriteFor(
  pathname: string,
  rewrites: readonly Rewrite[],
  request: RequestHeaders = {},
): string | undefined {
  for (const rewrite of rewrites) {
    const match = sourceToRegExp(rewrite.source).exec(pathname)
    if (!match || !conditionsHold(rewrite.has, request)) continue
    return rewrite.destination.replace(/:([A-Za-z]\w*)/g, (_, name: string) => match.groups?.[name] ?? '')
  }
  return undefined
}
