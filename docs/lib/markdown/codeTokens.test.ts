import { describe, expect, it } from 'vitest'
import { codeTokenClass, isCopyableValue, isLongToken, tokenClassFor } from './codeTokens.ts'

describe('codeTokens', () => {
  it('takes an address, a URL template and a signature with a long word as long tokens', () => {
    expect(isLongToken('0x26DA582889f59EaaE9dA1f063bE0140CD93E6a4f')).toBe(true)
    expect(isLongToken('GET https://backend.gas.zip/v2/quotes/{deposit_chain}')).toBe(true)
    expect(tokenClassFor('0x26DA582889f59EaaE9dA1f063bE0140CD93E6a4f')).toBe(codeTokenClass)
  })

  it('leaves short values and code that breaks at its spaces alone (25 characters is long)', () => {
    expect(isLongToken('deposit_chain')).toBe(false)
    expect(isLongToken('estimateFees(uint16[] _dstChainIds, bytes[] _adapterParams)')).toBe(false)
    expect(isLongToken('a'.repeat(24))).toBe(false)
    expect(isLongToken('a'.repeat(25))).toBe(true)
    expect(tokenClassFor('msg.value')).toBe(undefined)
  })

  it('copies addresses and 32-byte hashes, not other hex', () => {
    expect(isCopyableValue('0xBf94Ed69281709958c8f60bc15cD1bB6BADCd4A4')).toBe(true)
    expect(isCopyableValue(`0x${'ab'.repeat(32)}`)).toBe(true)
    expect(isCopyableValue('0x01')).toBe(false)
    expect(isCopyableValue('0xBf94Ed69281709958c8f60bc15cD1bB6BADCd4A4 ')).toBe(false)
  })
})
