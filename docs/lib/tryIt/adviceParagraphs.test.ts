import { describe, expect, it } from 'vitest'
import { adviceParagraphs } from './adviceParagraphs.ts'

describe('adviceParagraphs', () => {
  it("links to this site and Gas.zip's channels", () => {
    expect(
      adviceParagraphs(
        'Ask on [Discord](https://discord.gg/gasdotzip) or read [limits](https://dev.gas.zip/gas/api/quote).',
      ),
    ).toEqual([
      [
        { kind: 'text', text: 'Ask on ' },
        { kind: 'link', text: 'Discord', href: 'https://discord.gg/gasdotzip' },
        { kind: 'text', text: ' or read ' },
        { kind: 'link', text: 'limits', href: 'https://dev.gas.zip/gas/api/quote' },
        { kind: 'text', text: '.' },
      ],
    ])
  })

  it('keeps a link to anywhere else as its text, so words from an answer never become a link', () => {
    const parts = adviceParagraphs(
      'The request failed: [re-send your deposit here](https://evil.example/resend).',
    ).flat()
    expect(parts.some((part) => part.kind === 'link')).toBe(false)
    expect(parts.map((part) => part.text).join('')).toContain(
      '[re-send your deposit here](https://evil.example/resend)',
    )
    expect(adviceParagraphs('[x](https://dev.gas.zip.evil.example/)').flat()[0]?.kind).toBe('text')
  })
})
