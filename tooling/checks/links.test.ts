import { describe, expect, it } from 'vitest'
import { headingIds, headings, linkedPath, linkProblems, siteLinks } from './links.ts'

describe('linkedPath', () => {
  it('takes every form of a page URL to its route, with the anchor decoded', () => {
    expect(linkedPath('/gas/api/quote.md#errors')).toEqual({ path: '/gas/api/quote', anchor: 'errors' })
    expect(linkedPath('/gas/api/quote.html')).toEqual({ path: '/gas/api/quote', anchor: undefined })
    expect(linkedPath('/gas/api/quote/?x=1#')).toEqual({ path: '/gas/api/quote', anchor: undefined })
    expect(linkedPath('/index.md')).toEqual({ path: '/', anchor: undefined })
    expect(linkedPath('/#caf%C3%A9')).toEqual({ path: '/', anchor: 'café' })
  })
})

describe('linkProblems', () => {
  const pages = new Map([
    ['/a', new Set(['intro'])],
    ['/b', new Set<string>()],
  ])
  it('names a link to no page and an anchor the page lacks, and accepts the rest', () => {
    expect(
      linkProblems('/b', ['/a#intro', '/a', '#top', '/c', '/a#outro', '/openapi.json'], pages, (path) =>
        path.endsWith('.json'),
      ),
    ).toEqual([
      '#top: no element with id "top" on /b',
      '/c: no such page',
      '/a#outro: no element with id "outro" on /a',
    ])
  })
})

describe('headingIds', () => {
  it('gives headings the ids the web page gives them, repeated ones numbered, code aside', () => {
    const markdown = [
      '# Title',
      '## Fees and `msg.value`',
      '## Routes under [https://backend.gas.zip/v2](https://backend.gas.zip/v2)',
      '## Limits',
      '```md',
      '## Not a heading',
      '```',
      '### Limits',
    ].join('\n')
    expect([...headingIds(markdown)]).toEqual([
      'fees-and-msgvalue',
      'routes-under-httpsbackendgaszipv2',
      'limits',
      'limits-1',
    ])
  })
})

describe('headings', () => {
  it('gives each heading id the text a reader sees in the heading', () => {
    expect(headings('## Fees and `msg.value`\n## See [Limits](/gas/overview#limits)')).toEqual(
      new Map([
        ['fees-and-msgvalue', 'Fees and msg.value'],
        ['see-limits', 'See Limits'],
      ]),
    )
  })
})

describe('siteLinks', () => {
  it('keeps links into the site, as paths, from Markdown links and href attributes', () => {
    const text =
      '[a](https://dev.gas.zip/gas/overview#limits) [b](https://example.com/x) [c](/overview) [d](#here) <a href="/gas/api/quote">q</a> [e](https://dev.gas.zip)'
    expect(siteLinks(text, 'https://dev.gas.zip')).toEqual([
      '/gas/overview#limits',
      '/overview',
      '#here',
      '/',
      '/gas/api/quote',
    ])
  })
})
