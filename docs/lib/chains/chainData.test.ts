import { describe, expect, it } from 'vitest'
import { chainTableFor, inboundChains, layerzeroChains, outboundChains } from './chainData.ts'
import { countRows } from './chainTables.ts'

// The hand-written files (inbound, LayerZero) are checked against counts and names written here by
// hand: the reviewed snapshot of what the pages state. The outbound file is rewritten by
// `npm run sync:chains` from the live API, so its checks hold for any valid list.
describe('chain data files', () => {
  it('inbound: 77 deposit chains, 67 with Direct Deposit', () => {
    expect(inboundChains.chains).toHaveLength(77)
    expect(inboundChains.chains.filter((chain) => chain.directDeposit)).toHaveLength(67)
    expect(inboundChains.directDepositAddress).toBe('0x391E7C679d29bD940d63be94AD22A25d25b5A604')
  })

  it('inbound: the ten chains whose entry is the placeholder have no Direct Deposit', () => {
    const without = inboundChains.chains.filter((chain) => !chain.directDeposit).map((chain) => chain.name)
    expect(without.sort()).toEqual(
      ['0G', 'Jovay', 'Monad', 'Stable', 'MegaETH', 'Telos', 'Arbitrum Nova', 'Pharos', 'Somnia', 'Arc'].sort(),
    )
  })

  it('inbound: Moonbeam and Arc explorers are the mainnet ones, with a scheme', () => {
    const explorer = (name: string) => inboundChains.chains.find((chain) => chain.name === name)?.explorer.url
    expect(explorer('Moonbeam')).toBe('https://moonscan.io')
    expect(explorer('Arc')).toBe('https://explorer.arc.io')
  })

  it('outbound: one entry per native id and per short id, dated no later than today', () => {
    const natives = outboundChains.chains.map((chain) => chain.nativeId)
    const shorts = outboundChains.chains.map((chain) => chain.shortId)
    expect(new Set(natives).size).toBe(natives.length)
    expect(new Set(shorts).size).toBe(shorts.length)
    expect(outboundChains.takenAt <= new Date().toISOString().slice(0, 10)).toBe(true)
  })

  it('outbound: renumbered short ids use the current mapping', () => {
    const byNative = (id: number) => outboundChains.chains.find((chain) => chain.nativeId === id)?.shortId
    expect(byNative(2741)).toBe(110) // Abstract
    expect(byNative(80094)).toBe(143) // Berachain
    expect(byNative(999)).toBe(430) // HyperEVM
    expect(byNative(383353)).toBe(333) // CHEESE
    expect(byNative(360)).toBe(327) // Shape
    expect(byNative(56)).toBe(14) // BSC, not LI.FI's 148
  })

  const layerzeroDeposit = layerzeroChains.chains.filter((chain) => chain.depositRouters !== null)
  const layerzeroOutbound = layerzeroChains.chains.filter((chain) => chain.outbound !== null)

  it('LayerZero: 43 deposit rows, v1 on 42, v2 on 39', () => {
    expect(layerzeroDeposit).toHaveLength(43)
    expect(layerzeroDeposit.filter((chain) => chain.depositRouters?.v1)).toHaveLength(42)
    expect(layerzeroDeposit.filter((chain) => chain.depositRouters?.v2)).toHaveLength(39)
  })

  it('LayerZero: Beam is 4337; Horizen EON has the v2 router, shown without an explorer link', () => {
    const beam = layerzeroDeposit.find((chain) => chain.name === 'Beam')
    expect(beam?.nativeId).toBe(4337)
    const eon = layerzeroDeposit.find((chain) => chain.name === 'Horizen EON')
    expect(eon?.depositRouters?.v2).toEqual({ explorerUrl: null })
    const row = chainTableFor('layerzero-deposit').groups[0]?.rows.find((r) => r.key === '7332')
    expect(row?.cells[5]).toEqual({ kind: 'text', text: 'Deployed' })
  })

  it('LayerZero deposit: a chain id the configuration lacks reads "None", beside a deployed router', () => {
    const canto = chainTableFor('layerzero-deposit').groups[0]?.rows.find((r) => r.key === '7700')
    expect(canto?.cells[2]).toEqual({ kind: 'number', value: null, missing: 'None' })
    expect(canto?.cells[4]).toMatchObject({ kind: 'link', text: 'Deployed' })
    expect(canto?.cells[5]).toEqual({ kind: 'note', text: 'Not deployed' })
  })

  it('LayerZero: 40 outbound rows without ShimmerEVM, Canto and DOS; Meter is not a v2 destination', () => {
    expect(layerzeroOutbound).toHaveLength(40)
    const names = layerzeroOutbound.map((chain) => chain.name)
    for (const excluded of ['ShimmerEVM', 'Canto', 'DOS']) expect(names).not.toContain(excluded)
    const meter = layerzeroChains.chains.find((chain) => chain.nativeId === 82)
    // Meter has a v2 endpoint id (30176), but the v2 router does not deliver there.
    expect(meter).toMatchObject({ lzV2Eid: 30176, outbound: { v1: true, v2: false } })
    const row = chainTableFor('layerzero-outbound').groups[0]?.rows.find((r) => r.key === '82')
    expect(row?.cells[3]).toEqual({ kind: 'number', value: null, missing: 'Not supported' })
  })

  it('LayerZero: one entry per chain, 43 with limit-lookup contracts', () => {
    const natives = layerzeroChains.chains.map((chain) => chain.nativeId)
    expect(new Set(natives).size).toBe(natives.length)
    expect(layerzeroChains.chains.filter((chain) => chain.executorV2 !== null)).toHaveLength(43)
  })

  it('every list renders all its rows', () => {
    expect(countRows(chainTableFor('inbound'))).toBe(77)
    expect(countRows(chainTableFor('outbound'))).toBe(outboundChains.chains.length)
    expect(countRows(chainTableFor('layerzero-deposit'))).toBe(43)
    expect(countRows(chainTableFor('layerzero-outbound'))).toBe(40)
  })
})
