import { describe, expect, it } from 'vitest'
import {
  chainByEid,
  chainByV1ChainId,
  decodeV1DepositParam,
  decodeV2DepositParam,
  encodeV1AdapterParams,
  encodeV1DepositParam,
  encodeV2DepositParam,
  encodeV2NativeDropOption,
  encodeV2ReceiveOption,
  LayerZeroParamError,
} from './layerzeroParams.ts'

// Expected values are the worked examples of the LayerZero guides, computed independently of this encoder.
const zero = '0x0000000000000000000000000000000000000000'

describe('v1 deposit params (chainId << 240 | amount)', () => {
  const cases = [
    {
      chain: 'Arbitrum',
      chainId: 110,
      amount: 2000000000000n,
      hex: '0x6e00000000000000000000000000000000000000000000000001d1a94a2000',
      dec: '194353177125622276254162725081721036741023228656318085393376684142188175360',
    },
    {
      chain: 'Arbitrum Nova',
      chainId: 175,
      amount: 2000000000000n,
      hex: '0xaf00000000000000000000000000000000000000000000000001d1a94a2000',
      dec: '309198236336217257677077062630010740269809681953233317671281087226208460800',
    },
  ]
  for (const { chain, chainId, amount, hex, dec } of cases) {
    it(`encodes ${chain} (${chainId}) with 0.000002`, () => {
      const param = encodeV1DepositParam({ chainId, amount })
      expect(param).toBe(BigInt(hex))
      expect(param.toString()).toBe(dec)
    })
    it(`decodes ${chain} (${chainId}) back`, () => {
      const decoded = decodeV1DepositParam(BigInt(dec))
      expect(decoded.chainId).toBe(chainId)
      expect(decoded.amount).toBe(amount)
      expect(decoded.chain.name).toBe(chain)
    })
  }

  it('accepts the largest uint240 amount and rejects one more', () => {
    const max = 2n ** 240n - 1n
    expect(decodeV1DepositParam(encodeV1DepositParam({ chainId: 110, amount: max })).amount).toBe(max)
    expect(() => encodeV1DepositParam({ chainId: 110, amount: max + 1n })).toThrow(
      /v1 deposit amount .* out of range: the maximum is .*2\^240 - 1/,
    )
  })

  it('rejects zero and negative amounts', () => {
    expect(() => encodeV1DepositParam({ chainId: 110, amount: 0n })).toThrow(/must be greater than 0 wei, got 0/)
    expect(() => encodeV1DepositParam({ chainId: 110, amount: -1n })).toThrow(/must be greater than 0 wei, got -1/)
  })

  it('rejects a v2 endpoint id or an unknown id in place of a v1 chain id', () => {
    expect(() => encodeV1DepositParam({ chainId: 30110, amount: 1n })).toThrow(
      /unknown LayerZero v1 chain id 30110: it is not in docs\/data\/layerzeroChains\.json/,
    )
    expect(() => encodeV1DepositParam({ chainId: 218, amount: 1n })).toThrow(LayerZeroParamError)
    expect(() => decodeV1DepositParam((999n << 240n) | 1n)).toThrow(/unknown LayerZero v1 chain id 999/)
  })

  it('rejects a value that is not a uint256', () => {
    expect(() => decodeV1DepositParam(2n ** 256n)).toThrow(/v1 deposit param .* is not a uint256/)
  })
})

describe('v2 deposit params (eid << 224 | uint128 amount)', () => {
  const cases = [
    {
      chain: 'Gnosis',
      eid: 30145,
      amount: 2000000000000n,
      hex: '0x75c10000000000000000000000000000000000000000000001d1a94a2000',
      dec: '812707592281256036610237169798206766656791718617485557442870330962616320',
    },
    {
      chain: 'Fuse',
      eid: 30138,
      amount: 2000000000000n,
      hex: '0x75ba0000000000000000000000000000000000000000000001d1a94a2000',
      dec: '812518872654585982131674500692597629242076258606527773435502605690871808',
    },
  ]
  for (const { chain, eid, amount, hex, dec } of cases) {
    it(`encodes ${chain} (${eid}) with 0.000002`, () => {
      const param = encodeV2DepositParam({ eid, amount })
      expect(param).toBe(BigInt(hex))
      expect(param.toString()).toBe(dec)
    })
    it(`decodes ${chain} (${eid}) back`, () => {
      const decoded = decodeV2DepositParam(BigInt(hex))
      expect(decoded.eid).toBe(eid)
      expect(decoded.amount).toBe(amount)
      expect(decoded.chain.name).toBe(chain)
    })
  }

  it('does not use the v1 16/240 split', () => {
    // The old overview text described 16-bit id + 240-bit amount for v2; the contract shifts by 224.
    expect(encodeV2DepositParam({ eid: 30145, amount: 1n }) >> 224n).toBe(30145n)
    expect(encodeV2DepositParam({ eid: 30145, amount: 1n }) >> 240n).not.toBe(30145n)
  })

  it('accepts the largest uint128 amount and rejects one more', () => {
    const max = 2n ** 128n - 1n
    expect(decodeV2DepositParam(encodeV2DepositParam({ eid: 30145, amount: max })).amount).toBe(max)
    expect(() => encodeV2DepositParam({ eid: 30145, amount: max + 1n })).toThrow(
      /v2 deposit amount .* out of range: the maximum is .*2\^128 - 1/,
    )
  })

  it('rejects a param whose amount spills into bits 128..223', () => {
    expect(() => decodeV2DepositParam((30145n << 224n) | (1n << 128n))).toThrow(/bits 128\.\.223 set/)
  })

  it('rejects unknown endpoint ids, including v1 chain ids', () => {
    expect(() => encodeV2DepositParam({ eid: 145, amount: 1n })).toThrow(
      /unknown LayerZero v2 endpoint id 145: it is not in docs\/data\/layerzeroChains\.json/,
    )
    expect(() => decodeV2DepositParam((40000n << 224n) | 1n)).toThrow(/unknown LayerZero v2 endpoint id 40000/)
    expect(() => encodeV2DepositParam({ eid: 30145.5, amount: 1n })).toThrow(/must be an integer/)
  })
})

describe('v2 executor options', () => {
  it('encodes the receive option for gas limit 20000', () => {
    expect(encodeV2ReceiveOption(20000n)).toBe('0x00030100110100000000000000000000000000004e20')
  })

  it('encodes the native drop option for 0.000002 to the zero address (74 bytes)', () => {
    const hex = encodeV2NativeDropOption({ gasLimit: 20000n, amount: 2000000000000n, receiver: zero })
    expect(hex).toBe(
      '0x00030100110100000000000000000000000000004e20010031020000000000000000000001d1a94a20000000000000000000000000000000000000000000000000000000000000000000',
    )
    expect((hex.length - 2) / 2).toBe(74)
  })

  it('rejects a bad receiver, gas limit or amount', () => {
    expect(() => encodeV2NativeDropOption({ gasLimit: 20000n, amount: 1n, receiver: '0x1234' })).toThrow(
      /receiver "0x1234" is not a 20-byte address/,
    )
    expect(() => encodeV2ReceiveOption(0n)).toThrow(/gas limit 0 is out of range/)
    expect(() => encodeV2NativeDropOption({ gasLimit: 20000n, amount: 2n ** 128n, receiver: zero })).toThrow(
      /v2 native drop amount .* out of range/,
    )
  })
})

describe('v1 adapter params (type 2)', () => {
  it('encodes gas 30000, 0.000002 to the zero address (86 bytes)', () => {
    const hex = encodeV1AdapterParams({ gasLimit: 30000n, amount: 2000000000000n, receiver: zero })
    expect(hex).toBe(
      '0x00020000000000000000000000000000000000000000000000000000000000007530000000000000000000000000000000000000000000000000000001d1a94a20000000000000000000000000000000000000000000',
    )
    expect((hex.length - 2) / 2).toBe(86)
  })

  it('rejects a bad receiver or amount', () => {
    expect(() => encodeV1AdapterParams({ gasLimit: 30000n, amount: 1n, receiver: 'alice' })).toThrow(
      /receiver "alice" is not a 20-byte address/,
    )
    expect(() => encodeV1AdapterParams({ gasLimit: 30000n, amount: 0n, receiver: zero })).toThrow(/greater than 0/)
  })
})

describe('endpoint table', () => {
  it('maps ids from the LayerZero config', () => {
    // Ids and contracts of the LayerZero configuration.
    expect(chainByEid(30101).executorV2).toBe('0x173272739Bd7Aa6e4e214714048a9fE699453059')
    expect(chainByV1ChainId(101).relayerV1).toBe('0x902F09715B6303d4173037652FA7377e5b98089E')
    expect(chainByEid(30106).executorV2).toBe('0x90E595783E43eb89fF07f63d27B8430e6B44bD9c')
    expect(chainByEid(30106).name).toBe('Avalanche')
    // Beam is native chain 4337 in the config, not 100 (Gnosis).
    expect(chainByEid(30198).nativeId).toBe(4337)
    expect(chainByEid(30145).nativeId).toBe(100)
  })
})
