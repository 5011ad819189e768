import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { checkV2ChainsAnswer, toOutboundChains } from '../docs/lib/chains/liveChains.ts'
import { outboundChainsFileSchema } from '../docs/lib/data/schemas.ts'
import { v2ChainsFromSnapshot } from './mockApi.ts'
import { rootDir } from './routes.ts'

describe('v2ChainsFromSnapshot', () => {
  const snapshot = outboundChainsFileSchema.parse(
    JSON.parse(readFileSync(join(rootDir, 'docs/data/outboundChains.json'), 'utf8')),
  )

  it('gives an answer the outbound table accepts, with every chain whose symbol is known', () => {
    const answer = v2ChainsFromSnapshot(snapshot)
    const checked = checkV2ChainsAnswer(JSON.parse(JSON.stringify(answer)))
    expect(checked.ok).toBe(true)
    const known = snapshot.chains.filter((chain) => chain.symbol !== null)
    expect(answer.chains).toHaveLength(known.length)
    expect(known.length).toBeGreaterThan(100)
  })

  it('maps back to the same snapshot entries', () => {
    const answer = v2ChainsFromSnapshot(snapshot)
    const back = toOutboundChains(answer.chains, snapshot.chains)
    const known = snapshot.chains.filter((chain) => chain.symbol !== null)
    expect(back.map((chain) => chain.nativeId).sort()).toEqual(known.map((chain) => chain.nativeId).sort())
    const ethereum = back.find((chain) => chain.nativeId === 1)
    expect(ethereum).toMatchObject({ nativeId: 1, symbol: 'ETH' })
  })
})
