import { describe, expect, it } from 'vitest'
import { bytesToHex, sha256 } from './devConfigHash.ts'

describe('devConfigHash', () => {
  it('gives the published FNV-1a 32-bit values', () => {
    // Reference values of the FNV-1a test suite: "" and "a".
    expect(bytesToHex(sha256(''))).toBe('811c9dc5')
    expect(bytesToHex(sha256('a'))).toBe('e40c292c')
  })

  it('tells different configs apart', () => {
    expect(bytesToHex(sha256('{"title":"A"}'))).not.toBe(bytesToHex(sha256('{"title":"B"}')))
  })
})
