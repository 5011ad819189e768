/**
 * The request a "Try it" form sends: the endpoint's URL template with the
 * reader's path values filled in, non-empty query values appended, and the same
 * request as a cURL command. Pure, so the form can show the URL and the cURL
 * line before anything is sent.
 */
import { type Endpoint, exampleText } from '../openapi/openapi.ts'

export type FieldValues = Record<string, string>

export type RequestPlan = { url: string; problems: [] } | { url: undefined; problems: string[] }

/** The value a form field starts with: the parameter's documented example, else empty. */
export function initialValues(endpoint: Endpoint): FieldValues {
  const values: FieldValues = {}
  for (const parameter of endpoint.parameters)
    values[parameter.name] = exampleText(parameter.example ?? parameter.schema?.examples?.[0])
  return values
}

/** Characters a path value keeps: a comma separates list items (`42161,10`). */
const encodePathValue = (value: string) => encodeURIComponent(value).replace(/%2C/gi, ',')

/**
 * The full URL for these values, or the problems that stop it being built:
 * an empty required field, or a value with spaces inside.
 */
export function planRequest(endpoint: Endpoint, values: FieldValues): RequestPlan {
  const problems: string[] = []
  let path = endpoint.urlTemplate
  const query = new URLSearchParams()
  for (const parameter of endpoint.parameters) {
    const value = (values[parameter.name] ?? '').trim()
    if (value === '') {
      if (parameter.required || parameter.in === 'path') problems.push(`Enter ${parameter.name}: it is required.`)
      continue
    }
    if (/\s/.test(value)) {
      problems.push(`${parameter.name} has a space in it; remove it.`)
      continue
    }
    if (parameter.in === 'path') path = path.replace(`{${parameter.name}}`, encodePathValue(value))
    else if (parameter.in === 'query') query.append(parameter.name, value)
  }
  if (problems.length > 0) return { url: undefined, problems }
  const search = query.toString()
  return { url: search ? `${path}?${search}` : path, problems: [] }
}

/** A cURL command for a URL, quoted for POSIX shells so `&` and `?` stay part of it. */
export function curlCommand(url: string): string {
  return `curl -s '${url.replace(/'/g, `'\\''`)}'`
}
