// Loaded with `node --import` into a command-line tool under test: every fetch to a host other
// than 127.0.0.1 or localhost is refused and written to stderr as "blocked request: <url>", so a
// test sees (and fails on) any request that would leave the machine.
const allowedHosts = new Set(['127.0.0.1', 'localhost', '[::1]'])
const realFetch = globalThis.fetch
globalThis.fetch = (input, init) => {
  const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url)
  if (!allowedHosts.has(url.hostname)) {
    process.stderr.write(`blocked request: ${url.href}\n`)
    return Promise.reject(new TypeError(`blocked request to ${url.hostname}`))
  }
  return realFetch(input, init)
}
