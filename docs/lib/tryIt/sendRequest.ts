/**
 * Sends a "Try it" request from the reader's browser and describes the answer:
 * status, time taken and the body, re-indented. Loaded only when the reader
 * presses the button. A request the browser blocks (cross-origin rules, the
 * page's policy) and a network failure both reject `fetch` without a status, so
 * they are reported together, pointing to the cURL line.
 */

export type TryItResult =
  | {
      kind: 'response'
      status: number
      statusText: string
      ms: number
      /** The body as shown: re-indented when it is JSON. */
      body: string
      json: boolean
      /** The body as it came, for the verdict. */
      text: string
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

export async function sendRequest(
  url: string,
  { fetchImpl = fetch, now = () => performance.now() }: { fetchImpl?: typeof fetch; now?: () => number } = {},
): Promise<TryItResult> {
  const started = now()
  try {
    const response = await fetchImpl(url, { headers: { accept: 'application/json' }, credentials: 'omit' })
    const text = await response.text()
    const indented = indentJson(text)
    return {
      kind: 'response',
      status: response.status,
      statusText: response.statusText,
      ms: Math.round(now() - started),
      body: indented ?? text,
      json: indented !== undefined,
      text,
    }
  } catch {
    return {
      kind: 'failed',
      ms: Math.round(now() - started),
      message:
        'No answer: the browser blocked the request or the network failed. Run the cURL line below from a terminal instead.',
    }
  }
}
