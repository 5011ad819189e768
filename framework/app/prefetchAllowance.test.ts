import { describe, expect, it } from 'vitest'
import { heaviestPagePrefetch, roomForPrefetch, scriptAllowance, scriptBytesReceived } from './prefetchAllowance.ts'

const origin = 'https://docs.gas.zip'

describe('scriptBytesReceived', () => {
  it("sums the site's scripts as received over the network", () => {
    expect(
      scriptBytesReceived(
        [
          { name: `${origin}/assets/index-abc.js`, transferSize: 106_900, encodedBodySize: 106_500 },
          { name: `${origin}/assets/guide-def.js?import`, transferSize: 11_700, encodedBodySize: 11_400 },
          { name: `${origin}/assets/worker-ghi.mjs`, transferSize: 1_000, encodedBodySize: 900 },
        ],
        origin,
      ),
    ).toBe(119_600)
  })

  it('counts nothing for a script served from the cache', () => {
    expect(
      scriptBytesReceived(
        [{ name: `${origin}/assets/index-abc.js`, transferSize: 0, encodedBodySize: 106_500 }],
        origin,
      ),
    ).toBe(0)
  })

  it('counts the compressed body where the browser reports no transfer size', () => {
    expect(scriptBytesReceived([{ name: `${origin}/assets/index-abc.js`, encodedBodySize: 106_500 }], origin)).toBe(
      106_500,
    )
  })

  it('leaves out stylesheets, fonts, pages, other hosts and names that are no URL', () => {
    expect(
      scriptBytesReceived(
        [
          { name: `${origin}/assets/index-abc.css`, transferSize: 14_000, encodedBodySize: 13_900 },
          { name: `${origin}/assets/inter.woff2`, transferSize: 48_000, encodedBodySize: 48_000 },
          { name: `${origin}/gas/api/guide`, transferSize: 20_000, encodedBodySize: 19_800 },
          { name: 'https://backend.gas.zip/v2/chains.js', transferSize: 5_000, encodedBodySize: 5_000 },
          { name: 'not a url', transferSize: 5_000, encodedBodySize: 5_000 },
        ],
        origin,
      ),
    ).toBe(0)
  })
})

describe('roomForPrefetch', () => {
  it('allows a prefetch while the heaviest page still fits in the allowance', () => {
    expect(roomForPrefetch(0)).toBe(true)
    expect(roomForPrefetch(scriptAllowance - heaviestPagePrefetch)).toBe(true)
  })

  it('allows none once it would not', () => {
    expect(roomForPrefetch(scriptAllowance - heaviestPagePrefetch + 1)).toBe(false)
    expect(roomForPrefetch(scriptAllowance)).toBe(false)
  })
})
