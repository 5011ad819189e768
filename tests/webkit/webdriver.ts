/**
 * A small client for classic W3C WebDriver over HTTP: the commands the WebKit smoke suite
 * uses, nothing more. WebKitGTK's driver (WebKitWebDriver) speaks classic WebDriver only,
 * without the BiDi event stream, so the suite reads what happened from the page itself
 * (browser.ts).
 */

/** The key under which WebDriver names an element in a command or an answer. */
const elementKey = 'element-6066-11e4-a52e-4f735466cecf'

export type ElementHandle = { [elementKey]: string }

/** Code points WebDriver reads as special keys. */
export const Key = { enter: '\uE007', tab: '\uE004', escape: '\uE00C' } as const

class WebDriverError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(`WebDriver ${code}: ${message}`)
  }
}

type Method = 'GET' | 'POST' | 'DELETE'

/** How long one command may take: a driver that never answers fails the test, naming the command. */
const commandTimeout = 60_000

async function request<T>(url: string, method: Method, body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    headers: body === undefined ? undefined : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(commandTimeout),
  }).catch((error: unknown) => {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError'
    throw timedOut
      ? new Error(`WebDriver ${method} ${new URL(url).pathname}: no answer in ${commandTimeout} ms`)
      : error
  })
  const answer = (await response.json()) as { value: T | { error: string; message: string } }
  const value = answer.value
  if (!response.ok || (value && typeof value === 'object' && 'error' in value)) {
    const { error, message } = value as { error?: string; message?: string }
    throw new WebDriverError(error ?? String(response.status), message ?? '')
  }
  return value as T
}

export class WebDriverSession {
  private constructor(
    private readonly url: string,
    readonly capabilities: Record<string, unknown>,
  ) {}

  static async start(driverUrl: string, capabilities: Record<string, unknown>): Promise<WebDriverSession> {
    const created = await request<{ sessionId: string; capabilities: Record<string, unknown> }>(
      `${driverUrl}/session`,
      'POST',
      { capabilities: { alwaysMatch: capabilities } },
    )
    return new WebDriverSession(`${driverUrl}/session/${created.sessionId}`, created.capabilities)
  }

  private command<T>(method: Method, path: string, body?: unknown): Promise<T> {
    return request<T>(`${this.url}${path}`, method, body)
  }

  /** Ends the session; the driver closes the browser. */
  end(): Promise<void> {
    return this.command('DELETE', '')
  }

  navigate(url: string): Promise<void> {
    return this.command('POST', '/url', { url })
  }

  refresh(): Promise<void> {
    return this.command('POST', '/refresh', {})
  }

  setWindowSize(width: number, height: number): Promise<unknown> {
    return this.command('POST', '/window/rect', { width, height })
  }

  /**
   * Runs `fn` in the page and returns its result (awaited if it is a promise). The function
   * is sent as source text, so it must not use anything from the test's scope; values go
   * in through `args`.
   */
  execute<Args extends unknown[], Result>(fn: (...args: Args) => Result, ...args: Args): Promise<Awaited<Result>> {
    return this.command('POST', '/execute/sync', {
      script: `return (${fn.toString()}).apply(null, arguments)`,
      args,
    })
  }

  findElement(selector: string): Promise<ElementHandle> {
    return this.command('POST', '/element', { using: 'css selector', value: selector })
  }

  /** Scrolls the element into view and clicks its centre, as a reader's pointer would. */
  click(element: ElementHandle): Promise<void> {
    return this.command('POST', `/element/${element[elementKey]}/click`, {})
  }

  /** Focuses the element and types `text` into it, key by key (`Key` for special keys). */
  sendKeys(element: ElementHandle, text: string): Promise<void> {
    return this.command('POST', `/element/${element[elementKey]}/value`, { text })
  }

  /** Presses and releases each character of `text` on whatever has the focus. */
  pressKeys(text: string): Promise<void> {
    const actions = [...text].flatMap((value) => [
      { type: 'keyDown', value },
      { type: 'keyUp', value },
    ])
    return this.command('POST', '/actions', { actions: [{ type: 'key', id: 'keyboard', actions }] })
  }
}
