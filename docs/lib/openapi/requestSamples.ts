/**
 * The request samples of an endpoint page: the same request in cURL, Python (standard
 * library only) and TypeScript (fetch), written from public/openapi.json: the method, the
 * path and the example value of each parameter. A sample cannot drift from the reference,
 * because it is never written by hand.
 *
 * Each sample prints the answer and fails on a status other than 2xx: cURL with
 * `--fail-with-body`, Python through `urlopen`'s HTTPError, TypeScript by throwing. The base
 * URL can be swapped (the test suite runs every sample against a local mock of the API).
 */
import { curlCommand, initialValues, planRequest } from '../tryIt/requestUrl.ts'
import { type Endpoint, findEndpoint, type OpenApiDocument } from './openapi.ts'

type SampleLanguage = 'curl' | 'python' | 'typescript'

export type RequestSample = {
  language: SampleLanguage
  /** The tab title of the code group. */
  title: string
  /** The fence language the site highlights it with. */
  lang: string
  code: string
}

export type SampleOptions = {
  /**
   * The optional query parameters the request sets, e.g. `['to', 'from']` for the calldata
   * builder; required ones are always set.
   */
  query?: readonly string[]
  /** Replaces the document's server URL (`https://backend.gas.zip/v2`). */
  baseUrl?: string
}

/** The operation's request URL with every path parameter and the chosen query parameters set to their examples. */
function sampleUrl(doc: OpenApiDocument, endpoint: Endpoint, options: SampleOptions = {}): string {
  const query = options.query ?? []
  for (const name of query) {
    if (!endpoint.parameters.some((parameter) => parameter.in === 'query' && parameter.name === name)) {
      const known = endpoint.parameters
        .filter((parameter) => parameter.in === 'query')
        .map((parameter) => parameter.name)
      throw new Error(
        `openapi: ${endpoint.operationId} has no query parameter "${name}" (known: ${known.join(', ') || 'none'})`,
      )
    }
  }
  const values = initialValues(endpoint)
  for (const parameter of endpoint.parameters) {
    const value = values[parameter.name]
    if (!value) throw new Error(`openapi: ${endpoint.operationId} gives no example for the parameter ${parameter.name}`)
    if (parameter.in === 'query' && !parameter.required && !query.includes(parameter.name)) values[parameter.name] = ''
  }
  const plan = planRequest(endpoint, values)
  if (!plan.url) throw new Error(`openapi: ${endpoint.operationId}: ${plan.problems.join(' ')}`)
  const server = doc.servers[0]?.url ?? ''
  return options.baseUrl === undefined ? plan.url : `${options.baseUrl}${plan.url.slice(server.length)}`
}

/** A string literal for Python and TypeScript: JSON's escaping is valid in both. */
const literal = (value: string) => JSON.stringify(value)

function curlSample(method: string, url: string): string {
  const command = curlCommand(url).replace(/^curl -s /, 'curl -sS --fail-with-body ')
  return method === 'GET' ? command : command.replace(/^curl /, `curl -X ${method} `)
}

function pythonSample(method: string, url: string): string {
  return [
    'import json',
    'import urllib.request',
    '',
    `url = ${literal(url)}`,
    'request = urllib.request.Request(',
    `    url, method=${literal(method)}, headers={"Accept": "application/json", "User-Agent": "my-app/1.0"}`,
    ')',
    '# urlopen raises urllib.error.HTTPError on a status other than 2xx.',
    'with urllib.request.urlopen(request, timeout=30) as response:',
    '    print(response.status)',
    '    body = json.load(response)',
    'print(json.dumps(body, indent=2))',
  ].join('\n')
}

function typescriptSample(method: string, url: string): string {
  return [
    `const url = '${url.replace(/[\\']/g, '\\$&')}'`,
    `const response = await fetch(url, { method: '${method}', headers: { accept: 'application/json' } })`,
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a template literal of the sample, not of this code
    'if (!response.ok) throw new Error(`HTTP ${response.status}: ${await response.text()}`)',
    'console.log(response.status)',
    'console.log(await response.text())',
  ].join('\n')
}

/**
 * The three samples of an operation. An operation whose HTTP method the document does not
 * state (/quoteToken) has none: a sample would have to guess it.
 */
export function requestSamples(
  doc: OpenApiDocument,
  operationId: string,
  options: SampleOptions = {},
): RequestSample[] {
  const endpoint = findEndpoint(doc, operationId)
  if (!endpoint.method) throw new Error(`openapi: ${operationId} has no documented HTTP method, so no request samples`)
  const url = sampleUrl(doc, endpoint, options)
  return [
    { language: 'curl', title: 'cURL', lang: 'bash', code: curlSample(endpoint.method, url) },
    { language: 'python', title: 'Python', lang: 'python', code: pythonSample(endpoint.method, url) },
    { language: 'typescript', title: 'TypeScript', lang: 'ts', code: typescriptSample(endpoint.method, url) },
  ]
}

/** The `query` attribute of a page's samples (`"to,from"`) as parameter names. */
export const queryNames = (attribute: string | undefined): string[] =>
  (attribute ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
