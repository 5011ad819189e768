/**
 * One GET to the Gas.zip API with the function's memory and time bounded whatever the API
 * sends: no redirect is followed (an answer from another host is not the API's), a declared
 * length above the cap is refused unread, and the body is read as a stream whose decoded bytes
 * are counted, so a compressed body that inflates without end is cancelled at the cap like a
 * plain one. The time limit covers the whole answer, body included. The reasons it gives are
 * the function's own words: nothing of the API's text goes into them.
 */

/** The largest answer read, in bytes after decoding: far above the chain list, the largest documented answer. */
export const maxAnswerBytes = 2 * 1024 * 1024

/** The deepest nesting of arrays and objects read; the documented answers nest four levels. */
export const maxAnswerDepth = 32

export type ApiText = { status: number; text: string } | { failure: string }

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`

/** The reason a fetch rejected, in the function's words. */
function fetchFailure(error: unknown, timeoutMs: number): string {
  const { name, cause } = error as Error & { cause?: { message?: unknown } }
  if (name === 'TimeoutError' || name === 'AbortError') return `no answer within ${timeoutMs / 1000} s`
  if (cause?.message === 'unexpected redirect') return 'the API answered with a redirect, which is not followed'
  return 'the request failed (network error)'
}

/** GETs `url`: its status and body text, or why there is none. Never throws. */
export async function getBounded(
  url: string,
  { timeoutMs, maxBytes = maxAnswerBytes }: { timeoutMs: number; maxBytes?: number },
): Promise<ApiText> {
  const signal = AbortSignal.timeout(timeoutMs)
  let response: Response
  try {
    response = await fetch(url, { headers: { accept: 'application/json' }, redirect: 'error', signal })
  } catch (error) {
    return { failure: fetchFailure(error, timeoutMs) }
  }
  const tooLarge = { failure: `the answer is larger than ${megabytes(maxBytes)}, so it was not read` }
  const declared = Number(response.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => {})
    return tooLarge
  }
  const reader = response.body?.getReader()
  if (!reader) return { status: response.status, text: '' }
  const chunks: Uint8Array[] = []
  let size = 0
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size > maxBytes) {
        await reader.cancel().catch(() => {})
        return tooLarge
      }
      chunks.push(value)
    }
  } catch (error) {
    await reader.cancel().catch(() => {})
    return { failure: fetchFailure(error, timeoutMs) }
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return { status: response.status, text: new TextDecoder().decode(bytes) }
}

/** How deeply the arrays and objects of JSON text nest, counted without parsing (strings skipped). */
export function jsonDepth(text: string): number {
  let depth = 0
  let deepest = 0
  let inString = false
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index)
    if (inString) {
      if (code === 92) index++
      else if (code === 34) inString = false
    } else if (code === 34) inString = true
    else if (code === 91 || code === 123) {
      depth++
      if (depth > deepest) deepest = depth
    } else if (code === 93 || code === 125) depth--
  }
  return deepest
}
