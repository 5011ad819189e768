import { describe, expect, it } from 'vitest'
import { inboundChainSchema, outboundChainSchema, placeholderAddress } from './schemas.ts'

const inbound = {
  name: 'Moonbeam',
  nativeId: 1284,
  directDeposit: true,
  contractDepositAddress: '0x2a37D63EAdFe4b4682a3c28C1c2cD4F109Cc2762',
  gasZipV2Verified: true,
  explorer: { name: 'Moonscan', url: 'https://moonscan.io' },
}

describe('inboundChainSchema', () => {
  it('accepts a well-formed entry', () => {
    expect(inboundChainSchema.safeParse(inbound).success).toBe(true)
  })

  it.each([
    ['a URL with no scheme', 'explorer.arc.io'],
    ['a plain-http URL', 'http://moonscan.io'],
    ['a testnet explorer', 'https://moonbase.moonscan.io'],
    ['a trailing slash', 'https://moonscan.io/'],
  ])('rejects %s as explorer', (_label, url) => {
    expect(inboundChainSchema.safeParse({ ...inbound, explorer: { ...inbound.explorer, url } }).success).toBe(false)
  })

  it('rejects the placeholder and malformed addresses', () => {
    expect(inboundChainSchema.safeParse({ ...inbound, contractDepositAddress: placeholderAddress }).success).toBe(false)
    expect(inboundChainSchema.safeParse({ ...inbound, contractDepositAddress: '0x2a37' }).success).toBe(false)
  })
})

describe('outboundChainSchema', () => {
  const entry = { name: 'Arc', nativeId: 5042, shortId: 525, symbol: 'USDC', mainnet: true, vm: 'EVM' }

  it('accepts short ids above 255 and unknown metadata', () => {
    expect(outboundChainSchema.safeParse(entry).success).toBe(true)
    expect(outboundChainSchema.safeParse({ ...entry, symbol: null, mainnet: null, vm: null }).success).toBe(true)
  })

  it('rejects short ids outside 1..65535 and native ids past 2^53', () => {
    expect(outboundChainSchema.safeParse({ ...entry, shortId: 0 }).success).toBe(false)
    expect(outboundChainSchema.safeParse({ ...entry, shortId: 65536 }).success).toBe(false)
    expect(outboundChainSchema.safeParse({ ...entry, nativeId: 2 ** 53 }).success).toBe(false)
  })
})
