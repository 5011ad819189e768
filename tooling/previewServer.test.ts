import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { request, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from './freePort.ts'
import { sendable, startPreviewServer } from './previewServer.ts'

/**
 * A project with a deploy build of two pages and one function, laid out as `vercel build` writes
 * it. Its routes copy the path into `Location` unchecked, and its function's file map names a
 * folder, as the build writes it for a linked `node_modules`: the requests that once stopped the
 * preview.
 */
const project = mkdtempSync(join(tmpdir(), 'preview-project-'))
const output = join(project, '.vercel', 'output')
const write = (path: string, text: string) => {
  mkdirSync(dirname(path), { recursive: true })
  writeFileSync(path, text)
}
write(join(output, 'static', 'index.html'), '<h1>home</h1>')
write(join(output, 'static', '404.html'), '<h1>missing</h1>')
write(join(project, 'data', 'inner', 'value.txt'), 'from the folder')
const functionDir = join(output, 'functions', 'api', 'f.func')
write(
  join(functionDir, '.vc-config.json'),
  JSON.stringify({ handler: 'api/f.mjs', launcherType: 'Nodejs', filePathMap: { data: 'data' } }),
)
// The function answers with its process id and a file from the mapped folder; `?throw` throws.
write(
  join(functionDir, 'api', 'f.mjs'),
  `import { readFileSync } from 'node:fs'
export default (request, response) => {
  if (request.url.endsWith('?throw')) throw new Error('thrown on purpose')
  response.end(process.pid + ' ' + readFileSync('data/inner/value.txt', 'utf8'))
}`,
)
write(
  join(output, 'config.json'),
  JSON.stringify({
    version: 3,
    routes: [
      { src: '^/(.+)/$', status: 308, headers: { Location: '/$1' } },
      { src: '^/f$', dest: '/api/f' },
      { handle: 'filesystem' },
      { handle: 'error' },
      { src: '^/.*$', dest: '/404.html', status: 404 },
    ],
  }),
)

/** Sends a request with its path exactly as given (no URL parsing or normalising on the way). */
const send = (port: number, method: string, path: string) =>
  new Promise<{ status: number; location?: string; body: string }>((done, fail) => {
    const outgoing = request({ host: '127.0.0.1', port, method, path }, (answer) => {
      let body = ''
      answer.setEncoding('utf8')
      answer.on('data', (chunk: string) => {
        body += chunk
      })
      answer.on('end', () =>
        done({
          status: answer.statusCode ?? 0,
          body,
          ...(answer.headers.location ? { location: answer.headers.location } : {}),
        }),
      )
    })
    outgoing.on('error', fail)
    outgoing.end()
  })

let server: Server
let port: number
beforeAll(async () => {
  port = await freePort()
  server = await startPreviewServer({ port, dir: output })
})
afterAll(async () => {
  await new Promise<void>((done) => server.close(() => done()))
  rmSync(project, { recursive: true, force: true })
})

describe('the preview server under odd requests', () => {
  it('answers a Location filled with characters HTTP cannot carry, percent-encoded, and goes on', async () => {
    expect(await send(port, 'GET', '/%C4%80/')).toMatchObject({ status: 308, location: '/%C4%80' })
    expect(await send(port, 'GET', '/%E3%80%82/evil/')).toMatchObject({ status: 308, location: '/%E3%80%82/evil' })
    expect(await send(port, 'GET', '/a%09b/')).toMatchObject({ status: 308, location: '/a%09b' })
    expect((await send(port, 'GET', '/')).status).toBe(200)
  })

  it('runs a function whose file map names a folder, in one process however its path is spelled', async () => {
    const answers = await Promise.all(
      ['/f', '/api/f', '/a/../api/f', '/b/../api/f', '/api//f', '/./api/f'].map((path) => send(port, 'POST', path)),
    )
    for (const answer of answers)
      expect(answer).toMatchObject({ status: 200, body: expect.stringMatching(/ from the folder$/) })
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1)
  })

  it('answers 500 when the function throws, and the function and the server go on', async () => {
    const first = await send(port, 'GET', '/f')
    expect((await send(port, 'GET', '/f?throw')).status).toBe(500)
    expect(await send(port, 'GET', '/f')).toEqual(first)
    expect((await send(port, 'GET', '/')).status).toBe(200)
  })
})

describe('header values', () => {
  it('are percent-encoded outside printable ASCII, so any path copied into one can be sent', () => {
    expect(sendable({ location: '/Ā/\t/é', vary: 'Accept' })).toEqual({
      location: '/%C4%80/%09/%C3%A9',
      vary: 'Accept',
    })
    expect(sendable({ location: '/\uD800' }).location).toBe('/%EF%BF%BD')
  })
})
