/**
 * The response headers of the deploy host, read from `vercel.json`, so that
 * `npm run preview` and the end-to-end tests serve exactly what readers get.
 *
 * `vercel.json` rules have a `source` path pattern and a list of headers; every rule
 * whose pattern matches the request path applies, later rules overriding earlier ones
 * for the same header name. The patterns here use one form only: literal path
 * segments and `(.*)` for "anything". Any other pattern fails loudly rather than
 * being matched wrongly.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { rootDir } from './routes.ts'

type HeaderRule = { source: string; headers: { key: string; value: string }[] }

const vercelConfigPath = join(rootDir, 'vercel.json')

export function readHeaderRules(path = vercelConfigPath): HeaderRule[] {
  const config = JSON.parse(readFileSync(path, 'utf8')) as { headers?: HeaderRule[] }
  return config.headers ?? []
}

/** `/assets/(.*)` → /^\/assets\/(.*)$/ */
export function sourceToRegExp(source: string): RegExp {
  const parts = source.split('(.*)')
  if (parts.some((part) => /[()[\]:*+?{}]/.test(part)))
    throw new Error(`vercel.json: header source "${source}" uses a pattern this server does not understand`)
  const escaped = parts.map((part) => part.replace(/[.\\/^$|]/g, '\\$&'))
  return new RegExp(`^${escaped.join('(.*)')}$`)
}

/** The headers the host sends for a request path (lower-case names). */
export function headersFor(pathname: string, rules: HeaderRule[] = readHeaderRules()): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const rule of rules) {
    if (!sourceToRegExp(rule.source).test(pathname)) continue
    for (const { key, value } of rule.headers) headers[key.toLowerCase()] = value
  }
  return headers
}

type Rewrite = { source: string; destination: string }

/** The rewrites of `vercel.json` (`/mcp` → `/api/mcp`): literal paths only. */
export function readRewrites(path = vercelConfigPath): Rewrite[] {
  const config = JSON.parse(readFileSync(path, 'utf8')) as { rewrites?: Rewrite[] }
  for (const rewrite of config.rewrites ?? [])
    if (/[()[\]:*+?{}]/.test(rewrite.source))
      throw new Error(`vercel.json: rewrite source "${rewrite.source}" uses a pattern this server does not understand`)
  return config.rewrites ?? []
}
