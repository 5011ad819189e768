import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { type PathForm, readBuildOutput, routeRequest } from '../../tooling/buildOutput.ts'
import { listPageRoutes } from '../../tooling/routes.ts'
import { generatedProbes, knownProbes, offSiteTarget } from './redirectProbes.ts'

/**
 * The host's routes as its own build compiled them (`.vercel/output/config.json`), walked with
 * the host's routing (tooling/buildOutput.ts). Whether the host matches a route against the path as
 * sent or percent-decoded is not documented, so every odd request is routed both ways.
 */

const output = readBuildOutput()
const routes = listPageRoutes().map(({ path }) => path)
const forms: PathForm[] = ['raw', 'decoded']
const asBrowser = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' }

/** Each probe that the host redirects to another origin, with where it sends the browser. */
const leaving = (probes: string[]) =>
  forms.flatMap((form) =>
    probes.flatMap((probe) => {
      const target = offSiteTarget(routeRequest(output, probe, asBrowser, form))
      return target ? [`${JSON.stringify(probe)} (${form}) → ${target}`] : []
    }),
  )

describe('no redirect leaves the site', () => {
  it('none of the requests that once redirected to another host does, whichever form of the path is matched', () => {
    expect(leaving(knownProbes)).toEqual([])
  })

  it('no generated spelling does: slashes, backslashes, encodings in either case, control characters, .html twins', () => {
    const probes = generatedProbes(routes)
    expect(probes.length).toBeGreaterThan(1000)
    expect(leaving(probes)).toEqual([])
    // Thousands of requests, each routed twice, on a shared machine.
  }, 30_000)

  it('a trailing-slash path whose first segment is not a plain name gets the 404, as HTML or as Markdown', () => {
    for (const form of forms)
      for (const probe of ['//evil.example/', '/%2Fevil.example/', '/\\evil.example/', '/%09/evil.example/']) {
        const page = routeRequest(output, probe, asBrowser, form)
        expect([page.status, page.kind === 'file' && page.file.endsWith('/404.html')], `${probe} (${form})`).toEqual([
          404,
          true,
        ])
        const markdown = routeRequest(output, probe, { accept: 'text/markdown' }, form)
        expect([markdown.status, markdown.kind === 'file' && markdown.file.endsWith('/404.md')]).toEqual([404, true])
      }
  })

  it('every page still answers its trailing-slash address with a redirect to its own address', () => {
    for (const form of forms)
      for (const path of routes.filter((route) => route !== '/')) {
        const answer = routeRequest(output, `${path}/`, asBrowser, form)
        expect([answer.status, answer.headers.location], `${path}/ (${form})`).toEqual([308, path])
      }
  })
})

describe('caching', () => {
  it('a built asset is cached as immutable; a missing one under /assets/ is a 404 that is not', () => {
    const asset = readdirSync(join(output.dir, 'static', 'assets')).find((name) => name.endsWith('.js'))
    const found = routeRequest(output, `/assets/${asset}`, asBrowser)
    expect(found.status).toBe(200)
    expect(found.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    const missing = routeRequest(output, '/assets/nope-AAAAAAAA.js', asBrowser)
    expect(missing.status).toBe(404)
    expect(missing.headers['cache-control'] ?? '').not.toMatch(/immutable|max-age=[1-9]/)
  })
})

describe('Markdown negotiation', () => {
  const isMarkdown = (path: string, accept: string) => {
    const answer = routeRequest(output, path, { accept })
    return answer.kind === 'file' && answer.file.endsWith('.md')
  }

  it('Markdown refused with q=0 is not sent; Markdown with any other weight is', () => {
    for (const path of ['/', '/gas/api/quote', '/gas/nowhere']) {
      for (const refused of [
        'text/markdown;q=0',
        'text/html, text/markdown;q=0',
        'text/markdown; q=0.0, text/html',
        'text/markdown;charset=utf-8;q=0.000',
        'text/markdown;Q=0',
      ])
        expect(isMarkdown(path, refused), `${path} (${refused})`).toBe(false)
      for (const asked of ['text/markdown', 'text/markdown;q=0.5', 'text/html;q=0.1, text/markdown;q=0.01'])
        expect(isMarkdown(path, asked), `${path} (${asked})`).toBe(true)
    }
  })
})

describe('addresses that name no page', () => {
  it('/index is a 404 as HTML and as Markdown (the home page is /, its Markdown /index.md)', () => {
    for (const accept of [asBrowser.accept, 'text/markdown'])
      expect(routeRequest(output, '/index', { accept }).status, accept).toBe(404)
    expect(routeRequest(output, '/index.md').status).toBe(200)
  })
})
