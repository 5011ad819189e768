import { describe, expect, it } from 'vitest'
import { rehypeCodeHtml } from './rehypeCodeHtml.ts'
import { codePalettes, tokenColorsCss } from './tokenColors.ts'

type Node = {
  type: string
  tagName?: string
  name?: string
  value?: string
  properties?: Record<string, unknown>
  children?: Node[]
}

const text = (value: string): Node => ({ type: 'text', value })
const element = (tagName: string, properties: Record<string, unknown>, children: Node[]): Node => ({
  type: 'element',
  tagName,
  properties,
  children,
})

function highlightedBlock(): Node {
  const line = () =>
    element('span', { className: ['line'] }, [
      element('span', { style: 'color:#D73A49' }, [text('const')]),
      text(' a = '),
      element('span', { style: 'color:#005CC5' }, [text('1 < 2')]),
    ])
  // The highlighter names its classes in one string.
  return element('pre', { class: 'shiki shiki-themes github-light' }, [
    element('code', {}, [line(), text('\n'), line()]),
  ])
}

describe('rehypeCodeHtml', () => {
  it('leaves a highlighted block as one HTML string on its code element, inside JSX too', () => {
    const code = highlightedBlock().children?.[0] as Node
    const group: Node = {
      type: 'mdxJsxFlowElement',
      name: 'CodeGroup',
      children: [{ ...highlightedBlock(), children: [code] }],
    }
    const tree: Node = { type: 'root', children: [element('div', {}, [group])] }
    rehypeCodeHtml()(tree)
    expect(code.children).toEqual([])
    const line =
      '<span class="line"><span style="color:#D73A49">const</span> a = <span style="color:#005CC5">1 &lt; 2</span></span>'
    expect(code.properties?.dataHtml).toBe(`${line}\n${line}`)
  })

  it('leaves inline code and blocks that are not highlighted as they are', () => {
    const tree: Node = {
      type: 'root',
      children: [
        element('p', {}, [element('code', {}, [text('x')])]),
        element('pre', {}, [element('code', {}, [text('y')])]),
      ],
    }
    const before = JSON.stringify(tree)
    rehypeCodeHtml()(tree)
    expect(JSON.stringify(tree)).toBe(before)
  })

  it('gives a token its two theme colours as classes, and keeps any other style inline', () => {
    const token = (style: string, word: string) => element('span', { style }, [text(word)])
    const code = element('code', {}, [
      element('span', { className: ['line'] }, [
        token('color:#A0111F;--shiki-dark:#F47067', 'const'),
        token('color:#024C1A;font-weight:bold;--shiki-dark:#8DDB8C;--shiki-dark-font-weight:bold', 'x'),
        token('color:#123456;--shiki-dark:#F47067', 'y'),
      ]),
    ])
    rehypeCodeHtml()({ type: 'root', children: [element('pre', { class: 'shiki' }, [code])] })
    const html = String(code.properties?.dataHtml)
    const [, light, dark] = html.match(/^<span class="line"><span class="(tl\d+) (td\d+)">const<\/span>/) ?? []
    // The classes stand for the token's own colours in the stylesheet.
    const css = tokenColorsCss(codePalettes)
    expect(css).toContain(`.${light}{color:#a0111f}`)
    expect(css).toContain(`.${dark}{--shiki-dark:#f47067}`)
    expect(html).toContain(
      '<span style="color:#024C1A;font-weight:bold;--shiki-dark:#8DDB8C;--shiki-dark-font-weight:bold">x</span>' +
        '<span style="color:#123456;--shiki-dark:#F47067">y</span></span>',
    )
  })
})
