import { describe, expect, it } from 'vitest'
import { decodeEntities } from './htmlEntities.ts'

describe('decodeEntities', () => {
  it('decodes named and numeric entities', () => {
    expect(decodeEntities('a &lt;b&gt; &#x27;c&#39; &quot;d&quot; &nbsp;e &unknown;')).toBe(
      `a <b> 'c' "d"  e &unknown;`,
    )
  })
})
