import { type FormEvent, useState } from 'react'
import openapi from '../../public/openapi.json'
import { describeType, findEndpoint, type OpenApiDocument } from '../lib/openapi/openapi.ts'
import { curlCommand, type FieldValues, initialValues, planRequest } from '../lib/tryIt/requestUrl.ts'
import type { TryItResult } from '../lib/tryIt/sendRequest.ts'
import type { VerdictView } from '../lib/tryIt/tryItVerdict.ts'
import './TryIt.css'
import { useElementId } from '../lib/site/elementId.ts'
import { Verdict } from './TryItVerdict.tsx'

const doc = openapi as unknown as OpenApiDocument

type State =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'invalid'; problems: string[] }
  | (TryItResult & { verdict: VerdictView | null })

/**
 * "Try it" for a GET endpoint: one field per path and query parameter of
 * public/openapi.json, pre-filled with its example, and the cURL line for the
 * current values. Nothing is sent until the reader presses the button; the code
 * that sends the request and formats the answer loads at that moment.
 */
export function TryIt({ operationId }: { operationId: string }) {
  const endpoint = findEndpoint(doc, operationId)
  if (endpoint.method !== 'GET') throw new Error(`TryIt: ${operationId} is not a GET endpoint`)
  const id = useElementId()
  const [values, setValues] = useState<FieldValues>(() => initialValues(endpoint))
  const [state, setState] = useState<State>({ kind: 'idle' })
  const plan = planRequest(endpoint, values)
  const problems = state.kind === 'invalid' ? state.problems : []

  async function send(event: FormEvent) {
    event.preventDefault()
    if (!plan.url) return setState({ kind: 'invalid', problems: plan.problems })
    setState({ kind: 'sending' })
    try {
      const [{ sendRequest }, { verdictView }] = await Promise.all([
        import('../lib/tryIt/sendRequest.ts'),
        import('../lib/tryIt/tryItVerdict.ts'),
      ])
      // The quote window counts from the request, as the decision module does.
      const requestedAt = Date.now()
      const result = await sendRequest(plan.url)
      setState({ ...result, verdict: verdictView(operationId, values, result, requestedAt, Date.now()) })
    } catch {
      setState({
        kind: 'failed',
        ms: 0,
        message: 'The page could not load its request code. Reload the page, or run the cURL line.',
        verdict: null,
      })
    }
  }

  return (
    <section className="try-it" aria-labelledby={`${id}-title`} data-operation-id={operationId}>
      <p className="try-it-title" id={`${id}-title`}>
        <strong>Try it</strong>: sends this request from your browser to <code>{doc.servers[0]?.url}</code>.
      </p>
      <form className="try-it-form" onSubmit={send} noValidate>
        {endpoint.parameters.map((parameter) => {
          const fieldId = `${id}-${parameter.name}`
          const invalid = problems.some((problem) => problem.includes(parameter.name))
          return (
            <div className="try-it-field" key={parameter.name}>
              <label htmlFor={fieldId}>{parameter.name}</label>
              <input
                id={fieldId}
                type="text"
                name={parameter.name}
                value={values[parameter.name] ?? ''}
                onChange={(event) => setValues({ ...values, [parameter.name]: event.target.value })}
                aria-describedby={`${fieldId}-hint`}
                aria-invalid={invalid || undefined}
                autoComplete="off"
                spellCheck={false}
              />
              <span className="try-it-hint" id={`${fieldId}-hint`}>
                {parameter.in}, {describeType(doc, parameter.schema)}
                {parameter.required ? ', required' : ', optional'}
              </span>
            </div>
          )
        })}
        <button type="submit" className="try-it-send" disabled={state.kind === 'sending'}>
          {state.kind === 'sending' ? 'Sending…' : 'Send request'}
        </button>
      </form>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the line scrolls sideways on narrow screens; keyboard users focus it to scroll */}
      <p className="try-it-curl" tabIndex={0}>
        <span>cURL</span> <code data-part="curl">{curlCommand(plan.url ?? endpoint.urlTemplate)}</code>
      </p>
      <div className="try-it-result" role="status" aria-live="polite">
        <Outcome state={state} />
      </div>
    </section>
  )
}

function Outcome({ state }: { state: State }) {
  switch (state.kind) {
    case 'idle':
      return null
    case 'sending':
      return <p>Sending…</p>
    case 'invalid':
      return (
        <ul className="try-it-problems">
          {state.problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )
    case 'failed':
      return (
        <>
          <p className="try-it-failed">{state.message}</p>
          {state.verdict && <Verdict view={state.verdict} />}
        </>
      )
    case 'response':
      return (
        <>
          <p>
            Status{' '}
            <code data-part="status">
              {state.status}
              {state.statusText ? ` ${state.statusText}` : ''}
            </code>{' '}
            in <span data-part="time">{state.ms} ms</span>
            {state.json ? '' : ' (the body is not JSON)'}
          </p>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a long answer scrolls; keyboard users focus it to scroll */}
          <pre className="try-it-body" tabIndex={0}>
            <code>{state.body}</code>
          </pre>
          {state.verdict && <Verdict view={state.verdict} />}
        </>
      )
  }
}
