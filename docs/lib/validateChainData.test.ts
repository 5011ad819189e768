import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { validateChainData } from './validateChainData.ts'

const read = (file: string) => JSON.parse(readFileSync(join(import.meta.dirname, '..', 'data', file), 'utf8'))

describe('validateChainData', () => {
  it('accepts the committed data files', () => {
    expect(validateChainData('inboundChains.json', read('inboundChains.json'))).toEqual([])
    expect(validateChainData('outboundChains.json', read('outboundChains.json'))).toEqual([])
    expect(validateChainData('layerzeroChains.json', read('layerzeroChains.json'))).toEqual([])
  })

  it('names the file, entry and field of a wrong type', () => {
    const broken = {
      takenAt: '2026-11-22',
      source: 'fixture',
      chains: [
        { name: 'Abstract', nativeId: 2741, shortId: 110, symbol: 'ETH', mainnet: true, vm: 'EVM' },
        { name: 'Arbitrum One', nativeId: 42161, shortId: '57', symbol: 'ETH', mainnet: true, vm: 'EVM' },
      ],
    }
    const problems = validateChainData('outboundChains.json', broken)
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(/^docs\/data\/outboundChains\.json: chains\[1\] \(Arbitrum One\): field "shortId": /)
  })

  it('names a missing field and an unknown field', () => {
    const broken = {
      takenAt: '2026-11-22',
      source: 'fixture',
      chains: [{ name: 'Base', nativeId: 8453, symbol: 'ETH', mainnet: true, vm: 'EVM', short: 54 }],
    }
    const problems = validateChainData('outboundChains.json', broken).join('\n')
    expect(problems).toContain('chains[0] (Base): field "shortId"')
    expect(problems).toContain('chains[0] (Base): field "(the entry itself)": Unrecognized key: "short"')
  })

  it('rejects an explorer URL with no scheme and a testnet explorer', () => {
    const inbound = read('inboundChains.json')
    const arc = inbound.chains.findIndex((chain: { name: string }) => chain.name === 'Arc')
    const moonbeam = inbound.chains.findIndex((chain: { name: string }) => chain.name === 'Moonbeam')
    inbound.chains[arc].explorer.url = 'explorer.arc.io'
    inbound.chains[moonbeam].explorer.url = 'https://moonbase.moonscan.io'
    const problems = validateChainData('inboundChains.json', inbound)
    expect(problems.sort()).toEqual(
      [
        `docs/data/inboundChains.json: chains[${arc}] (Arc): field "explorer.url": must be an absolute https:// URL`,
        `docs/data/inboundChains.json: chains[${moonbeam}] (Moonbeam): field "explorer.url": must not point at a testnet explorer`,
      ].sort(),
    )
  })

  it('rejects the placeholder as a contract deposit address', () => {
    const inbound = read('inboundChains.json')
    inbound.chains[0].contractDepositAddress = '0xaAaAaAaaAaAaAaaAaAAAAAAAAaaaAaAaAaaAaaAa'
    expect(validateChainData('inboundChains.json', inbound)[0]).toContain(
      `chains[0] (${inbound.chains[0].name}): field "contractDepositAddress": must be a real address`,
    )
  })

  it('reports a short id used twice, naming both entries', () => {
    const outbound = read('outboundChains.json')
    outbound.chains[1].shortId = outbound.chains[0].shortId
    expect(validateChainData('outboundChains.json', outbound)).toEqual([
      `docs/data/outboundChains.json: chains[1] (${outbound.chains[1].name}): field "shortId": ${outbound.chains[0].shortId} is already used by chains[0] (${outbound.chains[0].name})`,
    ])
  })

  it('names a top-level field', () => {
    const outbound = read('outboundChains.json')
    outbound.takenAt = '22 November 2026'
    expect(validateChainData('outboundChains.json', outbound)).toEqual([
      'docs/data/outboundChains.json: top level: field "takenAt": must be a date written YYYY-MM-DD',
    ])
  })
})
