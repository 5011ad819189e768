import { gfmToMarkdown } from 'mdast-util-gfm'
import { toMarkdown } from 'mdast-util-to-markdown'
import { describe, expect, it } from 'vitest'
import { absoluteUrl, inlineCode, paragraph, richText, table, text } from './blocks.ts'

const markdownOf = (node: Parameters<typeof toMarkdown>[0]) =>
  toMarkdown(node, { extensions: [gfmToMarkdown({ tablePipeAlign: false })] })

describe('Markdown blocks', () => {
  it('turns `code` spans and URLs of prose into inline code and links', () => {
    expect(markdownOf(paragraph(...richText('Use `to`, see https://dev.gas.zip/gas/api/quote.')))).toBe(
      'Use `to`, see <https://dev.gas.zip/gas/api/quote>.\n',
    )
  })

  it('keeps the words of a [words](url) link, `code` in them included', () => {
    expect(
      markdownOf(paragraph(...richText('See [Errors](https://dev.gas.zip/a#errors) and [`b`](https://x.test/b).'))),
    ).toBe('See [Errors](https://dev.gas.zip/a#errors) and [`b`](https://x.test/b).\n')
  })

  it('writes a table whose cells escape the pipe character', () => {
    const markdown = markdownOf(table(['Name', 'Value'], [['a|b', [inlineCode('x')]]]))
    expect(markdown).toBe('| Name | Value |\n| - | - |\n| a\\|b | `x` |\n')
  })

  it('refuses a row with the wrong number of cells', () => {
    expect(() => table(['One', 'Two'], [['only one']])).toThrow('a row has 1 cells for 2 columns')
  })

  it('makes site paths absolute and leaves other links alone', () => {
    expect(absoluteUrl('/overview')).toBe('https://dev.gas.zip/overview')
    expect(absoluteUrl('#limits')).toBe('#limits')
    expect(absoluteUrl('https://base.org')).toBe('https://base.org')
    expect(markdownOf(paragraph(text('plain')))).toBe('plain\n')
  })
})
