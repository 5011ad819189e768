// The encoders shown on the LayerZero pages, checked against the worked examples the
// LayerZero pages publish. Expected values are written by hand, not computed by these encoders.
import { describe, expect, it } from 'vitest'
import * as v1Ethers from './v1/encodeEthers.ts'
import * as v1Viem from './v1/encodeViem.ts'
import * as v2Ethers from './v2/encodeEthers.ts'
import * as v2Viem from './v2/encodeViem.ts'

const zero = '0x0000000000000000000000000000000000000000'
const amount = 2000000000000n // 0.000002

for (const [library, v2] of [
  ['viem', v2Viem],
  ['ethers', v2Ethers],
] as const) {
  describe(`v2 encoders (${library})`, () => {
    it('packs Gnosis 30145 and Fuse 30138 with eid << 224', () => {
      expect(v2.depositParam(30145, amount).toString()).toBe(
        '812707592281256036610237169798206766656791718617485557442870330962616320',
      )
      expect(v2.depositParam(30138, amount)).toBe(
        BigInt('0x75ba0000000000000000000000000000000000000000000001d1a94a2000'),
      )
    })
    it('builds the 74-byte native drop option', () => {
      expect(v2.nativeDropOption(20000n, amount, zero)).toBe(
        '0x00030100110100000000000000000000000000004e20010031020000000000000000000001d1a94a20000000000000000000000000000000000000000000000000000000000000000000',
      )
    })
    it('refuses an amount above uint128', () => {
      expect(() => v2.depositParam(30145, 2n ** 128n)).toThrow(/must be 1 to 2\^128 - 1 wei/)
    })
  })
}

for (const [library, v1] of [
  ['viem', v1Viem],
  ['ethers', v1Ethers],
] as const) {
  describe(`v1 encoders (${library})`, () => {
    it('packs Arbitrum 110 and Arbitrum Nova 175 with chainId << 240', () => {
      expect(v1.depositParam(110, amount)).toBe(
        BigInt('0x6e00000000000000000000000000000000000000000000000001d1a94a2000'),
      )
      expect(v1.depositParam(175, amount).toString()).toBe(
        '309198236336217257677077062630010740269809681953233317671281087226208460800',
      )
    })
    it('builds the 86-byte type-2 adapter params', () => {
      expect(v1.adapterParams(30000n, amount, zero)).toBe(
        '0x00020000000000000000000000000000000000000000000000000000000000007530000000000000000000000000000000000000000000000000000001d1a94a20000000000000000000000000000000000000000000',
      )
    })
    it('refuses a chain id above uint16', () => {
      expect(() => v1.depositParam(70000, amount)).toThrow(/chain id 70000 is not a uint16/)
    })
  })
}
