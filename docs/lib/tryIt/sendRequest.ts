/**
 * Sends a "Try it" request from the reader's browser and describes the answer:
 * status, time taken and the body, re-indented. Loaded only when the reader
 * presses the button. A request the browser blocks (cross-origin rules, the
 * page's policy) and a network failure both reject `fetch` without a status, so
 * they are reported together, pointing to the cURL line.
 *
 * A request ends after `tryItTimeoutMs` with a message that says so, and the body is read as a
 * stream up to `tryItMaxBytes`: a larger answer is cut there, the panel shows its first part
 * with a line that says it was cut, and the verdict reads it as a failed request.
 */

/** How long the panel waits for an answer, body included. */
const tryItTimeoutMs = 15_000
/** How much of an answer the panel reads and shows; the documented answers are far smaller. */
const tryItMaxBytes = 1024 * 1024

export type TryItResult =
  | {
      kind: 'response'
      status: number
      statusText: string
      ms: number
      /** The body as shown: re-indented when it is JSON. */
      body: string
      json: boolean
      /** The body as it came, for the verdict (its first `tryItMaxBytes` when `cut`). */
      text: string
      /** True when the answer was larger than `tryItMaxBytes` and only its first part was read. */
      cut: boolean
    }
  | { kind: 'failed'; ms: number; message: string }

/**
 * JSON text re-indented with two spaces, without parsing it: numbers keep every
 * digit (`JSON.parse` would round one above 2^53). Returns undefined for text that
 * is not JSON.
 */
export function indentJson(source: string): string | undefined {
  const trimmed = source.trim()
  if (!/^[[{]/.test(trimmed)) return undefined
  try {
    JSON.parse(trimmed)
  } catch {
    return undefined
  }
  let out = ''
  let depth = 0
  let inString = false
  const newline = () => `\n${'  '.repeat(depth)}`
  for (let index = 0; index < trimmed.length; index++) {
    const char = trimmed[index] as string
    if (inString) {
      out += char
      if (char === '\\') out += trimmed[++index] ?? ''
      else if (char === '"') inString = false
      continue
    }
    if (/\s/.test(char)) continue
    if (char === '"') {
      inString = true
      out += char
    } else if (char === '{' || char === '[') {
      const close = char === '{' ? '}' : ']'
      const next = trimmed.slice(index + 1).match(/^\s*(.)/)?.[1]
      if (next === close) {
        out += char + close
        index = trimmed.indexOf(close, index + 1)
        continue
      }
      depth += 1
      out += char + newline()
    } else if (char === '}' || char === ']') {
      depth -= 1
      out += newline() + char
    } else if (char === ',') out += `,${newline()}`
    else if (char === ':') out += ': '
    else out += char
  }
  return out
}

/** The body's text up to `maxBytes`, and whether there was more; the rest is not downloaded. */
async function readCapped(response: Response, maxBytes: number): Promise<{ text: string; cut: boolean }> {
  const reader = response.body?.getReader()
  if (!reader) return { text: '', cut: false }
  const decoder = new TextDecoder()
  let text = ''
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return { text: text + decoder.decode(), cut: false }
    const room = maxBytes - size
    if (value.byteLength > room) {
      text += decoder.decode(value.subarray(0, room))
      await reader.cancel().catch(() => {})
      return { text, cut: true }
    }
    size += value.byteLength
    text += decoder.decode(value, { stream: true })
  }
}

const cutNote = (maxBytes: number) =>
  `\n\n[Cut here: the answer is larger than ${maxBytes / 1024 / 1024} MB, and only its first ${maxBytes / 1024 / 1024} MB is shown. Run the cURL line below to see it whole.]`

export async function sendRequest(
  url: string,
  {
    fetchImpl = fetch,
    now = () => performance.now(),
    timeoutMs = tryItTimeoutMs,
    maxBytes = tryItMaxBytes,
  }: { fetchImpl?: typeof fetch; now?: () => number; timeoutMs?: number; maxBytes?: number } = {},
): Promise<TryItResult> {
  const started = now()
  const controller = new AbortController()
  // A timer rather than AbortSignal.timeout: the page's clock drives it, in a test too.
  const timer = setTimeout(() => controller.abort(), timeoutMs)
  try {
    const response = await fetchImpl(url, {
      headers: { accept: 'application/json' },
      credentials: 'omit',
      signal: controller.signal,
    })
    const { text, cut } = await readCapped(response, maxBytes)
    const indented = cut ? undefined : indentJson(text)
    return {
      kind: 'response',
      status: response.status,
      statusText: response.statusText,
      ms: Math.round(now() - started),
      body: cut ? `${text}${cutNote(maxBytes)}` : (indented ?? text),
      json: indented !== undefined,
      text,
      cut,
    }
  } catch {
    return {
      kind: 'failed',
      ms: Math.round(now() - started),
      message: controller.signal.aborted
        ? `No answer within ${timeoutMs / 1000} s: the API is slow or cannot be reached. Send the request again later, or run the cURL line below from a terminal.`
        : 'No answer: the browser blocked the request or the network failed. Run the cURL line below from a terminal instead.',
    }
  } finally {
    clearTimeout(timer)
  }
}
