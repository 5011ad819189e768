import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { readBuildOutput, routeRequest } from './buildOutput.ts'

/** A build output of a few files and the given routes, in a temporary folder. */
function outputWith(routes: unknown[], files = ['index.html', 'a/index.html', 'a.md', '404.html', '404.md']) {
  const dir = mkdtempSync(join(tmpdir(), 'build-output-'))
  for (const file of files) {
    mkdirSync(dirname(join(dir, 'static', file)), { recursive: true })
    writeFileSync(join(dir, 'static', file), file)
  }
  mkdirSync(join(dir, 'functions', 'api', 'f.func'), { recursive: true })
  writeFileSync(join(dir, 'config.json'), JSON.stringify({ version: 3, routes }))
  made.push(dir)
  return readBuildOutput(dir)
}
const made: string[] = []
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true })
})

const markdown = [{ type: 'header', key: 'Accept', value: '(.*)text/markdown(.*)' }]

describe('routing a request through a build output', () => {
  const output = outputWith([
    { src: '^/(.*)', headers: { 'X-Frame-Options': 'DENY' }, continue: true },
    { src: '^/(.+)/$', status: 308, headers: { Location: '/$1' } },
    { src: '^/([^.]+)$', has: markdown, headers: { 'Content-Type': 'text/markdown' }, dest: '/$1.md' },
    { src: '^/f$', dest: '/api/f' },
    // The error phase comes before the filesystem in the array, as Vercel's compiler writes it.
    { handle: 'error' },
    { src: '^/.*$', has: markdown, dest: '/404.md', status: 404 },
    { src: '^/.*$', dest: '/404.html', status: 404 },
    { handle: 'filesystem' },
    { src: '^/old$', dest: '/a' },
  ])
  const file = (path: string, accept?: string) => {
    const answer = routeRequest(output, path, accept ? { accept } : {})
    return [answer.status, answer.kind === 'file' ? answer.file.slice(output.dir.length) : answer.kind] as const
  }

  it('serves a directory index for a path and a file for its own path, with the headers of every matching route', () => {
    expect(file('/a')).toEqual([200, '/static/a/index.html'])
    expect(file('/')).toEqual([200, '/static/index.html'])
    expect(routeRequest(output, '/a').headers).toEqual({ 'x-frame-options': 'DENY' })
  })

  it('rewrites before the filesystem when a condition holds, even where a file answers the path', () => {
    expect(file('/a', 'text/markdown')).toEqual([200, '/static/a.md'])
    expect(routeRequest(output, '/a', { accept: 'text/markdown' }).headers['content-type']).toBe('text/markdown')
    expect(file('/a', 'text/html')).toEqual([200, '/static/a/index.html'])
  })

  it('answers a redirect with its status and Location, filled from the match', () => {
    expect(routeRequest(output, '/a/')).toMatchObject({ kind: 'redirect', status: 308, headers: { location: '/a' } })
  })

  it('runs the error routes with status 404 when nothing answers, including a rewrite to a missing file', () => {
    expect(file('/nowhere')).toEqual([404, '/static/404.html'])
    expect(file('/nowhere', 'text/markdown')).toEqual([404, '/static/404.md'])
  })

  it('runs the routes after the filesystem only when no file answers', () => {
    expect(file('/old')).toEqual([200, '/static/a/index.html'])
  })

  it('answers a function route with the function', () => {
    expect(routeRequest(output, '/f')).toMatchObject({ kind: 'function', name: 'api/f', status: 200 })
  })

  it('names a function by its one name however its path is spelled', () => {
    for (const path of ['/api/f', '/api//f', '/a/../api/f', '/./api/f', '/api/%66'])
      expect(routeRequest(output, path), path).toMatchObject({ kind: 'function', name: 'api/f' })
  })

  it('matches the routes against the decoded path, or the path as sent when asked, and finds files decoded', () => {
    expect(routeRequest(output, '/%61/').headers.location).toBe('/a')
    expect(routeRequest(output, '/%61/', {}, 'raw').headers.location).toBe('/%61')
    expect(file('/%61')).toEqual([200, '/static/a/index.html'])
    expect(routeRequest(output, '/%61', {}, 'raw')).toMatchObject({ kind: 'file', status: 200 })
    // A path whose encoding is broken names no file.
    expect(file('/%E0%A4%A')).toEqual([404, '/static/404.html'])
  })

  it('sends a rewrite marked check on through the routes when it names no file', () => {
    const checked = outputWith([
      { src: '^/b$', dest: '/missing', check: true },
      { src: '^/missing$', dest: '/a' },
      { handle: 'filesystem' },
    ])
    expect(routeRequest(checked, '/b')).toMatchObject({ kind: 'file', status: 200 })
  })

  it('refuses a route field or handle it does not implement, naming it', () => {
    expect(() => outputWith([{ src: '^/$', middlewarePath: 'x' }])).toThrow(/field "middlewarePath"/)
    expect(() => outputWith([{ handle: 'resource' }])).toThrow(/handle "resource"/)
    expect(() => outputWith([{ src: '^/$', has: [{ type: 'cookie', key: 'a' }] }])).toThrow(/condition type "cookie"/)
  })
})
