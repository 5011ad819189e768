import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { validateData } from './validateData.ts'

const read = (file: string) => JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'data', file), 'utf8'))

describe('validateData', () => {
  it('accepts the committed data files', () => {
    expect(validateData('inboundChains.json', read('inboundChains.json'))).toEqual([])
    expect(validateData('outboundChains.json', read('outboundChains.json'))).toEqual([])
    expect(validateData('layerzeroChains.json', read('layerzeroChains.json'))).toEqual([])
    expect(validateData('ripfunTokens.json', read('ripfunTokens.json'))).toEqual([])
    expect(validateData('rules.json', read('rules.json'))).toEqual([])
  })

  it('names the rule, the field and the fault of a bad rule, and a rule id used twice', () => {
    const rules = read('rules.json')
    rules.rules[1].text = 'Send within {{quoteWindow}} seconds.'
    rules.rules[2].id = rules.rules[0].id
    expect(validateData('rules.json', rules)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^docs/data/rules\\.json: rules\\[1\\] \\(${rules.rules[1].id}\\): field "text": may only use the placeholders \\{\\{minUsdPerChain\\}\\}`,
        ),
      ),
    ])
    rules.rules[1].text = 'Send within {{quoteWindowSeconds}} seconds.'
    expect(validateData('rules.json', rules)).toEqual([
      `docs/data/rules.json: rules[2] (${rules.rules[0].id}): field "id": ${rules.rules[0].id} is already used by rules[0] (${rules.rules[0].id})`,
    ])
  })

  it('refuses a chain at the GasZipV2 address that is not marked verified, and a router not deployed', () => {
    const inbound = read('inboundChains.json')
    const index = inbound.chains.findIndex((chain: { nativeId: number }) => chain.nativeId === 1)
    inbound.chains[index].gasZipV2Verified = false
    expect(validateData('inboundChains.json', inbound)).toEqual([
      `docs/data/inboundChains.json: chains[${index}] (${inbound.chains[index].name}): field "gasZipV2Verified": must be true: the chain lists the GasZipV2 address`,
    ])
    const layerzero = read('layerzeroChains.json')
    const beam = layerzero.chains.findIndex((chain: { sendThrough?: string }) => chain.sendThrough === 'v1')
    layerzero.chains[beam].depositRouters.v1 = null
    expect(validateData('layerzeroChains.json', layerzero)).toEqual([
      `docs/data/layerzeroChains.json: chains[${beam}] (${layerzero.chains[beam].name}): field "sendThrough": must name a router deployed on this chain`,
    ])
  })

  it('refuses a LayerZero outbound chain without the id its router version needs', () => {
    const layerzero = read('layerzeroChains.json')
    const index = layerzero.chains.findIndex((chain: { name: string }) => chain.name === 'Gnosis')
    layerzero.chains[index].lzV2Eid = null
    expect(validateData('layerzeroChains.json', layerzero)).toEqual([
      `docs/data/layerzeroChains.json: chains[${index}] (Gnosis): field "outbound.v2": a chain that receives through the v2 router needs lzV2Eid`,
    ])
  })

  it('refuses a LayerZero executor address that is not in checksum form', () => {
    const layerzero = read('layerzeroChains.json')
    layerzero.chains[0].executorV2 = layerzero.chains[0].executorV2.toLowerCase()
    expect(validateData('layerzeroChains.json', layerzero)).toEqual([
      `docs/data/layerzeroChains.json: chains[0] (${layerzero.chains[0].name}): field "executorV2": must be written in EIP-55 checksum form`,
    ])
  })

  it('reports a LayerZero endpoint id used twice and a Rip.Fun token without an address', () => {
    const layerzero = read('layerzeroChains.json')
    const first = layerzero.chains[0]
    layerzero.chains[1].lzV2Eid = first.lzV2Eid
    expect(validateData('layerzeroChains.json', layerzero)[0]).toContain(
      `chains[1] (${layerzero.chains[1].name}): field "lzV2Eid": ${first.lzV2Eid} is already used by chains[0] (${first.name})`,
    )
    const ripfun = read('ripfunTokens.json')
    delete ripfun.tokens[2].address
    expect(validateData('ripfunTokens.json', ripfun)[0]).toMatch(
      /^docs\/data\/ripfunTokens\.json: tokens\[2\]: field "address": /,
    )
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
    const problems = validateData('outboundChains.json', broken)
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(/^docs\/data\/outboundChains\.json: chains\[1\] \(Arbitrum One\): field "shortId": /)
  })

  it('names a missing field and an unknown field', () => {
    const broken = {
      takenAt: '2026-11-22',
      source: 'fixture',
      chains: [{ name: 'Base', nativeId: 8453, symbol: 'ETH', mainnet: true, vm: 'EVM', short: 54 }],
    }
    const problems = validateData('outboundChains.json', broken).join('\n')
    expect(problems).toContain('chains[0] (Base): field "shortId"')
    expect(problems).toContain('chains[0] (Base): field "(the entry itself)": Unrecognized key: "short"')
  })

  it('rejects an explorer URL with no scheme and a testnet explorer', () => {
    const inbound = read('inboundChains.json')
    const arc = inbound.chains.findIndex((chain: { name: string }) => chain.name === 'Arc')
    const moonbeam = inbound.chains.findIndex((chain: { name: string }) => chain.name === 'Moonbeam')
    inbound.chains[arc].explorer.url = 'explorer.arc.io'
    inbound.chains[moonbeam].explorer.url = 'https://moonbase.moonscan.io'
    const problems = validateData('inboundChains.json', inbound)
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
    expect(validateData('inboundChains.json', inbound)[0]).toContain(
      `chains[0] (${inbound.chains[0].name}): field "contractDepositAddress": must be a real address`,
    )
  })

  it('reports a short id used twice, naming both entries', () => {
    const outbound = read('outboundChains.json')
    outbound.chains[1].shortId = outbound.chains[0].shortId
    expect(validateData('outboundChains.json', outbound)).toEqual([
      `docs/data/outboundChains.json: chains[1] (${outbound.chains[1].name}): field "shortId": ${outbound.chains[0].shortId} is already used by chains[0] (${outbound.chains[0].name})`,
    ])
  })

  it('names a top-level field', () => {
    const outbound = read('outboundChains.json')
    outbound.takenAt = '22 November 2026'
    expect(validateData('outboundChains.json', outbound)).toEqual([
      'docs/data/outboundChains.json: top level: field "takenAt": must be a date written YYYY-MM-DD',
    ])
  })
})
