import type { Root } from 'mdast'
import { toString as plainText } from 'mdast-util-to-string'
import remarkMdx from 'remark-mdx'
import remarkParse from 'remark-parse'
import { unified } from 'unified'
import { describe, expect, it } from 'vitest'
import { remarkComponentMarkdown } from './remarkComponentMarkdown.ts'

const transformed = (source: string) => {
  const tree = unified().use(remarkParse).use(remarkMdx).parse(source) as Root
  remarkComponentMarkdown()(tree)
  return tree
}
const types = (tree: Root) => tree.children.map((node) => node.type)

describe('remarkComponentMarkdown', () => {
  it("puts a component's Markdown form in its place and drops the imports", () => {
    const tree = transformed(
      "import { RipfunTokenTable } from '../components/RipfunTokenTable.tsx'\n\n# Tokens\n\n<RipfunTokenTable />\n",
    )
    expect(types(tree)).not.toContain('mdxjsEsm')
    expect(types(tree)).not.toContain('mdxJsxFlowElement')
    expect(types(tree)).toContain('table')
  })

  it("keeps the page's own Markdown inside a wrapping component, headings included", () => {
    const tree = transformed('<ChainTableFilter>\n\n## Mainnets\n\nText.\n\n</ChainTableFilter>\n')
    expect(types(tree)).toEqual(['heading', 'paragraph'])
    expect(plainText(tree)).toBe('MainnetsText.')
  })

  it('leaves HTML elements to the renderer', () => {
    expect(types(transformed('<details>\n\nHidden.\n\n</details>\n'))).toEqual(['mdxJsxFlowElement'])
  })

  it('fails on a component that has no Markdown form', () => {
    expect(() => transformed('<Unknown />\n')).toThrow('<Unknown> has no Markdown form')
  })
})
