import { describe, expect, it } from 'vitest'
import { markWholeTableCodes, wholeCodeClass } from './rehypeWholeTableCodes.ts'

type Node = { type: string; tagName?: string; value?: string; properties?: Record<string, unknown>; children?: Node[] }

const text = (value: string): Node => ({ type: 'text', value })
const element = (tagName: string, children: Node[] = [], properties: Record<string, unknown> = {}): Node => ({
  type: 'element',
  tagName,
  properties,
  children,
})
const classesOf = (node: Node) => node.properties?.className

describe('rehypeWholeTableCodes', () => {
  it('marks a short code that is all of its cell, and keeps its other classes', () => {
    const status = element('code', [text('PAYLOAD_STORED')])
    const spaced = element('code', [text('CONFIRMING')], { className: ['x'] })
    const tree = element('table', [
      element('tbody', [element('tr', [element('td', [status]), element('td', [text(' '), spaced, text('\n')])])]),
    ])
    markWholeTableCodes({ type: 'root', children: [tree] })
    expect(classesOf(status)).toEqual([wholeCodeClass])
    expect(classesOf(spaced)).toEqual(['x', wholeCodeClass])
  })

  it('leaves a code inside a sentence in a cell free to break', () => {
    const inSentence = element('code', [text('QuoteExpiredError')])
    markWholeTableCodes({ type: 'root', children: [element('td', [text('Throws '), inSentence, text('; nothing')])] })
    expect(classesOf(inSentence)).toBe(undefined)
  })

  it('leaves long values (an address is 42 characters) to the token rule', () => {
    const address = element('code', [text('0x391E7C679d29bD940d63be94AD22A25d25b5A604')])
    markWholeTableCodes({ type: 'root', children: [element('td', [address])] })
    expect(classesOf(address)).toBe(undefined)
  })

  it('counts 20 characters as short and 21 as long', () => {
    const twenty = element('code', [text('a'.repeat(20))])
    const twentyOne = element('code', [text('a'.repeat(21))])
    markWholeTableCodes({ type: 'root', children: [element('th', [twenty]), element('td', [twentyOne])] })
    expect(classesOf(twenty)).toEqual([wholeCodeClass])
    expect(classesOf(twentyOne)).toBe(undefined)
  })

  it('leaves inline code outside tables alone', () => {
    const code = element('code', [text('CONFIRMING')])
    markWholeTableCodes({ type: 'root', children: [element('p', [code])] })
    expect(classesOf(code)).toBe(undefined)
  })
})
