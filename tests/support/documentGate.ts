import { createServer, request as forward, type IncomingHttpHeaders } from 'node:http'

/**
 * A pass-through server in front of the preview server that can hold back the end of the
 * next page the browser navigates to, as a slow network or a busy phone does.
 *
 * The site's code is started by a small script in <head> once the page has loaded
 * (framework/build/pageStarter.ts). Classic WebDriver has no way to run a script in a page before
 * the page's own, so the suite holds back the end of the page's HTML (from `</body>` on), installs
 * its watcher in the half-loaded page (browser.ts), and only then lets the rest through: the page
 * cannot load before that. However fast the page loads, no code of the site runs before the
 * watcher, and no error goes unseen.
 *
 * Every other response passes through untouched. A held page is sent uncompressed, in two
 * parts, with the preview server's status and headers otherwise.
 */
export type DocumentGate = {
  url: string
  /**
   * Holds back the end of the next HTML page requested, until `release`: from `</body>` on,
   * or from the offset `cut` finds in the page's HTML.
   */
  holdNext(cut?: (html: string) => number): void
  /** Sends what is held back, and stops holding. */
  release(): void
  close(): Promise<void>
}

const beforeBodyEnd = (html: string) => html.lastIndexOf('</body>')

export function startDocumentGate(upstream: string): Promise<DocumentGate> {
  const target = new URL(upstream)
  let armed = false
  let cutAt = beforeBodyEnd
  let open = () => {}
  let opened = Promise.resolve()

  const server = createServer((request, response) => {
    // A navigation asks for HTML; the page's own fetches and its assets do not.
    const hold =
      armed &&
      (request.method === 'GET' || request.method === undefined) &&
      /text\/html/.test(request.headers.accept ?? '')
    if (hold) armed = false
    const gate = opened
    const headers: IncomingHttpHeaders = { ...request.headers, host: target.host }
    if (hold) headers['accept-encoding'] = 'identity'
    const upstreamRequest = forward(
      { host: target.hostname, port: target.port, path: request.url, method: request.method, headers },
      (upstreamResponse) => {
        const type = upstreamResponse.headers['content-type'] ?? ''
        if (!hold || !type.startsWith('text/html')) {
          response.writeHead(upstreamResponse.statusCode ?? 502, upstreamResponse.headers)
          upstreamResponse.pipe(response)
          return
        }
        const chunks: Buffer[] = []
        upstreamResponse.on('data', (chunk: Buffer) => chunks.push(chunk))
        upstreamResponse.on('end', async () => {
          const html = Buffer.concat(chunks).toString('utf8')
          const { 'content-length': _length, ...rest } = upstreamResponse.headers
          response.writeHead(upstreamResponse.statusCode ?? 502, rest)
          const cut = cutAt(html)
          if (cut < 0) {
            response.end(html)
            return
          }
          response.write(html.slice(0, cut))
          await gate
          response.end(html.slice(cut))
        })
      },
    )
    upstreamRequest.on('error', (error) => {
      response.writeHead(502, { 'content-type': 'text/plain' })
      response.end(`document gate: ${error.message}`)
    })
    request.pipe(upstreamRequest)
  })

  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      if (typeof address !== 'object' || !address) return reject(new Error('the document gate has no address'))
      resolve({
        url: `http://127.0.0.1:${address.port}`,
        holdNext(cut = beforeBodyEnd) {
          armed = true
          cutAt = cut
          opened = new Promise((resolve) => {
            open = resolve
          })
        },
        release() {
          armed = false
          open()
        },
        close: () =>
          new Promise((done) => {
            open()
            server.closeAllConnections()
            server.close(() => done())
          }),
      })
    })
  })
}
