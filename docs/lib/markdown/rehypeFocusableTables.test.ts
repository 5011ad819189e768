import { describe, expect, it } from 'vitest'
import { makeTablesFocusable } from './rehypeFocusableTables.ts'

type Node = { type: string; tagName?: string; value?: string; properties?: Record<string, unknown>; children?: Node[] }

const element = (tagName: string, children: Node[] = [], properties: Record<string, unknown> = {}): Node => ({
  type: 'element',
  tagName,
  properties,
  children,
})

describe('rehypeFocusableTables', () => {
  it('makes nested tables focusable and keeps their other properties', () => {
    const table = element('table', [element('tbody')], { className: ['stacked-table'] })
    const tree = { type: 'root', children: [element('div', [table])] }
    makeTablesFocusable(tree)
    expect(table.properties).toEqual({ className: ['stacked-table'], tabIndex: 0 })
  })

  it('leaves other elements alone', () => {
    const paragraph = element('p', [{ type: 'text', value: 'table' }])
    makeTablesFocusable({ type: 'root', children: [paragraph] })
    expect(paragraph.properties).toEqual({})
  })
})
