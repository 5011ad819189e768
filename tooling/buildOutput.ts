/**
 * What the deploy host answers, read from the output of its own build: `vercel build` writes
 * `.vercel/output` (Build Output API v3): `static/` holds the files, `functions/<path>.func/` the
 * functions, and `config.json` the routes, compiled from `vercel.json` by Vercel's route compiler.
 * The preview server and the hosting tests route every request through `routeRequest`, so they
 * serve what the host serves, in the host's order, and never read `vercel.json` a second time.
 *
 * The host's routing, as far as this site's routes use it:
 * - routes run in order; a route matches when its `src` expression matches the path (not case
 *   sensitive) and every `has` condition holds (a request header whose value matches);
 * - a matching route adds its `headers`; with `continue` the next route runs on its `dest` (or the
 *   same path), without it the phase ends there: a 3xx `status` answers as a redirect, a `dest`
 *   rewrites the path, and `check` sends a rewrite that names no file on through the routes;
 * - routes are grouped in phases by the `{"handle": …}` marker before them, and the phases run
 *   in the host's order, not the array's: the routes before any marker, then a look at the files
 *   (a file or function at the path; `/x` also finds `x/index.html`) and the `hit` routes when
 *   one answers; else the routes after `filesystem`, then `miss`, then `rewrite`, each followed
 *   by another look; whatever is still unanswered goes to the `error` routes with status 404.
 * Any other route field or handle, or a route shape this reading does not know, throws, naming it,
 * rather than being served wrongly.
 *
 * Which form of the path a route's `src` sees is not documented: Vercel's own local router
 * (`vercel dev`) matches the path as sent, percent-encoding and all, and looks files up decoded;
 * the edge may decode first, or merge slashes. Routes must be right for both, so `routeRequest`
 * matches either form (`match`), and the hosting tests route every odd request both ways. Files and
 * functions are always looked up by the decoded, normalised path, so however a path is spelled,
 * one function answers it under one name.
 */
import { existsSync, readFileSync, statSync } from 'node:fs'
import { join, normalize, posix } from 'node:path'
import { rootDir } from './routes.ts'

/** The deploy build's output directory, as `vercel build` writes it. */
export const buildOutputDir = join(rootDir, '.vercel', 'output')

type Condition = { type: string; key: string; value?: string }
type Source = {
  src: string
  dest?: string
  headers?: Record<string, string>
  continue?: boolean
  status?: number
  has?: Condition[]
  check?: boolean
}
type Handler = { handle: string }
type Route = Source | Handler

export type BuildOutput = {
  /** The output directory (`.vercel/output`). */
  dir: string
  /** The routes of `config.json`, checked, in order. */
  routes: Route[]
}

/** Request headers by lower-case name, as Node gives them. */
export type RequestHeaders = Record<string, string | string[] | undefined>

/** What the host does with a request. */
export type Answer =
  | { kind: 'file'; status: number; file: string; headers: Record<string, string> }
  | { kind: 'function'; status: number; name: string; headers: Record<string, string> }
  | { kind: 'redirect'; status: number; headers: Record<string, string> }
  /** No route and no file answers, and no error route names a file: the host's own 404. */
  | { kind: 'none'; status: 404; headers: Record<string, string> }

const knownSourceFields = new Set(['src', 'dest', 'headers', 'continue', 'status', 'has', 'check'])
const knownHandles = new Set(['filesystem', 'hit', 'miss', 'rewrite', 'error'])

/** Reads and checks `config.json`; a field or handle this router does not implement throws, naming it. */
export function readBuildOutput(dir = buildOutputDir): BuildOutput {
  const configPath = join(dir, 'config.json')
  if (!existsSync(configPath))
    throw new Error(`${configPath} is missing: run the deploy build first (npm run build:deploy)`)
  const config = JSON.parse(readFileSync(configPath, 'utf8')) as { version?: number; routes?: Route[] }
  if (config.version !== 3) throw new Error(`${configPath}: version ${config.version}, expected 3`)
  const routes = config.routes ?? []
  routes.forEach((route, index) => {
    const where = `${configPath}: route ${index}`
    if ('handle' in route) {
      if (!knownHandles.has(route.handle)) throw new Error(`${where}: handle "${route.handle}" is not implemented`)
      return
    }
    for (const field of Object.keys(route))
      if (!knownSourceFields.has(field)) throw new Error(`${where} (${route.src}): field "${field}" is not implemented`)
    for (const condition of route.has ?? [])
      if (condition.type !== 'header')
        throw new Error(`${where} (${route.src}): condition type "${condition.type}" is not implemented`)
  })
  return { dir, routes }
}

const isFile = (path: string) => existsSync(path) && statSync(path).isFile()

/** A file or function that answers a path. */
type Found = Extract<Answer, { kind: 'file' | 'function' }>

/** Which form of the request path the routes' `src` expressions are matched against. */
export type PathForm = 'decoded' | 'raw'

/** The percent-decoded path, or undefined when its encoding is broken. */
const decoded = (path: string) => {
  try {
    return decodeURIComponent(path)
  } catch {
    return undefined
  }
}

/**
 * The static file or function at a path, as the filesystem phase finds it. The path is resolved
 * first (`.` and `..` segments, repeated slashes), so every spelling of a function's path names it
 * by its one name.
 */
function lookUp(output: BuildOutput, path: string, form: PathForm): Found | undefined {
  const pathname = form === 'raw' ? decoded(path) : path
  if (pathname === undefined) return undefined
  const staticDir = join(output.dir, 'static')
  const target = normalize(join(staticDir, pathname))
  if (target !== staticDir && !target.startsWith(`${staticDir}/`)) return undefined
  const file = [target, join(target, 'index.html')].find(isFile)
  if (file) return { kind: 'file', status: 200, file, headers: {} }
  const name = posix.normalize(`/${pathname}`).replace(/^\/+|\/+$/g, '')
  if (name && existsSync(join(output.dir, 'functions', `${name}.func`)))
    return { kind: 'function', status: 200, name, headers: {} }
  return undefined
}

const header = (request: RequestHeaders, key: string) => {
  const sent = request[key.toLowerCase()]
  return Array.isArray(sent) ? sent.join(', ') : sent
}

/** Each expression compiled once: the hosting tests route thousands of requests. */
const compiled = new Map<string, RegExp>()
const expression = (source: string, flags = '') => {
  const key = `${flags}/${source}`
  let regex = compiled.get(key)
  if (!regex) {
    regex = new RegExp(source, flags)
    compiled.set(key, regex)
  }
  return regex
}

const conditionsHold = (route: Source, request: RequestHeaders) =>
  (route.has ?? []).every((condition) => {
    const value = header(request, condition.key)
    return value !== undefined && (condition.value === undefined || expression(`^(?:${condition.value})$`).test(value))
  })

/** `$1` and `$name` in a destination or header value, from the route's match. */
const fill = (template: string, match: RegExpExecArray) =>
  template.replace(/\$(\d+|[A-Za-z_]\w*)/g, (_, key: string) =>
    /^\d+$/.test(key) ? (match[Number(key)] ?? '') : (match.groups?.[key] ?? ''),
  )

type PhaseResult = { path: string; ended: boolean; redirect?: boolean }

/** Runs one phase's routes; headers and status collect in `state`. */
function runPhase(
  routes: Source[],
  path: string,
  request: RequestHeaders,
  state: { headers: Record<string, string>; status?: number },
  output: BuildOutput,
  form: PathForm,
): PhaseResult {
  let current = path
  for (const route of routes) {
    const match = expression(route.src, 'i').exec(current)
    if (!match || !conditionsHold(route, request)) continue
    for (const [key, value] of Object.entries(route.headers ?? {}))
      state.headers[key.toLowerCase()] = fill(value, match)
    const destination = route.dest === undefined ? current : fill(route.dest, match).split('?')[0] || '/'
    if (route.status !== undefined) state.status = route.status
    if (route.continue) {
      current = destination
      continue
    }
    if (route.status !== undefined && route.status >= 300 && route.status < 400)
      return { path: destination, ended: true, redirect: true }
    if (route.check && !lookUp(output, destination, form)) {
      current = destination
      continue
    }
    return { path: destination, ended: true }
  }
  return { path: current, ended: false }
}

/**
 * What the host answers for a request path (as sent, percent-encoded) and its headers. `match`
 * says which form of the path the routes see: percent-decoded (the default) or as sent.
 */
export function routeRequest(
  output: BuildOutput,
  requestPath: string,
  request: RequestHeaders = {},
  match: PathForm = 'decoded',
): Answer {
  const sent = requestPath.split(/[?#]/)[0] || '/'
  // A path whose encoding is broken is matched as sent; no file has such a name.
  const pathname = match === 'raw' ? sent : (decoded(sent) ?? sent)
  const form: PathForm = match === 'raw' || decoded(sent) === undefined ? 'raw' : 'decoded'
  const phases = new Map<string | null, Source[]>([[null, []]])
  let phase: string | null = null
  for (const route of output.routes) {
    if ('handle' in route) {
      phase = route.handle
      phases.set(phase, phases.get(phase) ?? [])
    } else phases.get(phase)?.push(route)
  }
  const state: { headers: Record<string, string>; status?: number } = { headers: {} }
  const run = (name: string | null, path: string) =>
    runPhase(phases.get(name) ?? [], path, request, state, output, form)
  const answer = (found: Found): Answer => ({
    ...found,
    status: state.status ?? found.status,
    headers: { ...state.headers },
  })

  const main = run(null, pathname)
  if (main.redirect) return { kind: 'redirect', status: state.status ?? 308, headers: { ...state.headers } }
  let found = lookUp(output, main.path, form)
  if (found) {
    run('hit', main.path)
    return answer(found)
  }
  // Unanswered by the files: the routes after the filesystem, then the miss and rewrite routes,
  // each followed by another look at the files.
  if (!main.ended) {
    let path = main.path
    for (const name of ['filesystem', 'miss', 'rewrite']) {
      const result = run(name, path)
      if (result.redirect) return { kind: 'redirect', status: state.status ?? 308, headers: { ...state.headers } }
      path = result.path
      found = lookUp(output, path, form)
      if (found) return answer(found)
      if (result.ended) break
    }
  }
  state.status = 404
  const error = run('error', main.path)
  found = error.ended ? lookUp(output, error.path, form) : undefined
  return found ? answer(found) : { kind: 'none', status: 404, headers: { ...state.headers } }
}
