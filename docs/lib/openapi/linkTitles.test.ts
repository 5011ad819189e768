import { describe, expect, it } from 'vitest'
import { openapiWithLinkTitles, withLinkTitles } from './linkTitles.ts'

/** Titles of a made-up site: a page and one of its sections. */
const titles: Record<string, string> = {
  'https://dev.gas.zip/a': 'Page A',
  'https://dev.gas.zip/a#errors': 'Errors',
}
const titleOf = (url: string) => {
  const title = titles[url]
  if (!title) throw new Error(`${url}: no such page`)
  return title
}

describe('withLinkTitles', () => {
  it('words each link into the site as its title, bare or already worded', () => {
    expect(
      withLinkTitles('What to do: https://dev.gas.zip/a#errors. Or [old words](https://dev.gas.zip/a).', titleOf),
    ).toBe('What to do: [Errors](https://dev.gas.zip/a#errors). Or [Page A](https://dev.gas.zip/a).')
  })

  it('leaves code, other sites and their words as written', () => {
    const text = 'Ask on [Discord](https://discord.gg/x) or https://example.com, with `https://dev.gas.zip/a`.'
    expect(withLinkTitles(text, titleOf)).toBe(text)
  })

  it('fails on a link to a page or section that does not exist', () => {
    expect(() => withLinkTitles('See https://dev.gas.zip/a#gone.', titleOf)).toThrow('no such page')
  })
})

describe('openapiWithLinkTitles', () => {
  it("titles descriptions, leads and externalDocs, and leaves a rule's description to its rule", () => {
    const doc = {
      info: { description: 'Errors: https://dev.gas.zip/a#errors.' },
      paths: { '/x': { get: { externalDocs: { url: 'https://dev.gas.zip/a' } } } },
      rule: {
        'x-gaszip-rule': 'r',
        'x-gaszip-lead': 'See https://dev.gas.zip/a.',
        description: 'https://dev.gas.zip/a',
      },
    }
    expect(openapiWithLinkTitles(doc, titleOf)).toEqual({
      info: { description: 'Errors: [Errors](https://dev.gas.zip/a#errors).' },
      paths: { '/x': { get: { externalDocs: { url: 'https://dev.gas.zip/a', description: 'Page A' } } } },
      rule: {
        'x-gaszip-rule': 'r',
        'x-gaszip-lead': 'See [Page A](https://dev.gas.zip/a).',
        description: 'https://dev.gas.zip/a',
      },
    })
  })
})
