import { describe, expect, it } from 'vitest'
import { articleHtml, htmlStatements, jsonStatements, sentences } from './statements.ts'

describe('sentences', () => {
  it('splits after a full stop before a capital, a quote or a path, and keeps abbreviations and numbers whole', () => {
    expect(sentences('Send 1.5 ETH, e.g. 42161 or i.e. The one. Then wait!  "Done." /quoteToken is listed.')).toEqual([
      'Send 1.5 ETH, e.g. 42161 or i.e. The one.',
      'Then wait!',
      '"Done."',
      '/quoteToken is listed.',
    ])
  })

  it('joins lines a source wrapped', () => {
    expect(sentences('A sentence\n  that wraps.')).toEqual(['A sentence that wraps.'])
  })
})

describe('statements of a built page', () => {
  const page = [
    '<html><body><aside>Sidebar text. Not documented yet.</aside>',
    '<article class="vocs_Content"><h1>Title</h1>',
    '<p>First sentence about\n<code>to</code>. Second &amp; last.</p>',
    '<table><tr><td>Cell one</td><td>Cell two</td></tr></table>',
    '<pre><button><svg><title>Copy</title></svg></button><code><span class="line">// One comment. Two.</span>\n<span class="line">const a = 1</span></code></pre>',
    '<script>var x = "not documented"</script>',
    '</article><footer>Footer.</footer></body></html>',
  ].join('')

  it('reads only the article', () => {
    const article = articleHtml(page) ?? ''
    expect(article).not.toContain('Sidebar')
    expect(article).not.toContain('Footer')
    expect(articleHtml('<main>no article</main>')).toBe(undefined)
  })

  it('reads each sentence of prose and cells, and each line of code, without scripts or icons', () => {
    expect(htmlStatements(articleHtml(page) ?? '')).toEqual([
      '// One comment.',
      'Two.',
      'const a = 1',
      'Title',
      'First sentence about `to`.',
      'Second & last.',
      'Cell one',
      'Cell two',
    ])
  })
})

describe('statements of the OpenAPI document', () => {
  it('reads prose strings with their path and leaves example values, enums and types out', () => {
    const document = {
      info: { description: 'One. Two.' },
      components: {
        schemas: { Status: { type: 'string', enum: ['SEEN'], description: 'Progress.', example: 'Not documented.' } },
        examples: { Quote: { summary: 'A quote.', value: { error: 'Unit not stated.' } } },
      },
    }
    expect(jsonStatements(document)).toEqual([
      { path: 'info.description', statement: 'One.' },
      { path: 'info.description', statement: 'Two.' },
      { path: 'components.schemas.Status.description', statement: 'Progress.' },
      { path: 'components.examples.Quote.summary', statement: 'A quote.' },
    ])
  })
})
