import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { useElementId } from './elementId.ts'

function Field() {
  const id = useElementId()
  return createElement('input', { id, type: 'text' })
}

describe('useElementId', () => {
  it('gives each instance its own id, starting with a letter', () => {
    const html = renderToString(createElement('div', null, createElement(Field), createElement(Field)))
    const ids = [...html.matchAll(/id="([^"]+)"/g)].map((match) => match[1] ?? '')
    expect(ids).toHaveLength(2)
    expect(new Set(ids).size).toBe(2)
    for (const id of ids) expect(id).toMatch(/^[A-Za-z][\w-]*$/)
  })
})
