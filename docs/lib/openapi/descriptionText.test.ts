import { describe, expect, it } from 'vitest'
import { descriptionParts } from './descriptionText.ts'

describe('descriptionParts', () => {
  it('reads `code` spans, [words](url) links with code in their words, and bare URLs', () => {
    expect(
      descriptionParts(
        'Use `to`. See [Errors](https://dev.gas.zip/gas/api/overview#errors), ask [`deliveryOf`](https://dev.gas.zip/g#v) or https://discord.gg/x.',
      ),
    ).toEqual([
      { kind: 'text', value: 'Use ' },
      { kind: 'code', value: 'to' },
      { kind: 'text', value: '. See ' },
      { kind: 'link', url: 'https://dev.gas.zip/gas/api/overview#errors', words: [{ kind: 'text', value: 'Errors' }] },
      { kind: 'text', value: ', ask ' },
      { kind: 'link', url: 'https://dev.gas.zip/g#v', words: [{ kind: 'code', value: 'deliveryOf' }] },
      { kind: 'text', value: ' or ' },
      { kind: 'link', url: 'https://discord.gg/x', words: [{ kind: 'text', value: 'https://discord.gg/x' }] },
      { kind: 'text', value: '.' },
    ])
  })

  it('leaves a URL inside `code` and text in brackets alone', () => {
    expect(descriptionParts('`GET https://backend.gas.zip/v2/chains` [sic]')).toEqual([
      { kind: 'code', value: 'GET https://backend.gas.zip/v2/chains' },
      { kind: 'text', value: ' [sic]' },
    ])
  })
})
