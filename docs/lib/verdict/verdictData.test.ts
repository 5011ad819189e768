import { describe, expect, it } from 'vitest'
import inboundJson from '../../data/inboundChains.json' with { type: 'json' }
import statusesJson from '../../data/statuses.json' with { type: 'json' }
import { checkQuote, deliveryOf } from '../../snippets/api/verdict.ts'
import { committedRegion, verdictDataRegion } from './verdictData.ts'

/**
 * The decision module readers copy decides with the site's data, written into it: the region in
 * docs/snippets/api/verdict.ts must be what docs/data gives today, or the copied module would
 * decide with an old chain list or status playbook.
 */
describe('the data written into verdict.ts', () => {
  it('is what docs/data gives (run `npm run verdict:data` after changing the data)', () => {
    expect(committedRegion()).toBe(verdictDataRegion())
  })

  it("is read by the decisions: a contract chain's address from the chain list, the advice from the playbook", () => {
    const arc = checkQuote(
      {
        depositChain: 5042,
        outboundChains: [10],
        shortIds: [55],
        to: '0x7Ed2A81B7054Dc5D393234B7a3A33B9ba125cAc9',
        method: 'contract',
      },
      { status: 200, body: { quotes: [{ chain: 10, usd: 1 }] } },
      0,
      0,
    )
    const listed = inboundJson.chains.find((chain) => chain.nativeId === 5042)
    expect(arc.path).toMatchObject({ method: 'contract', address: listed?.contractDepositAddress })
    const cancelled = statusesJson.deposit.statuses.find((status) => status.value === 'CANCELLED')
    expect(deliveryOf({ status: 200, body: { deposit: { status: 'CANCELLED' }, txs: [] } }).advice).toBe(
      cancelled?.action,
    )
  })

  it('fails with the data file named when a rule the reasons link to is gone', () => {
    expect(() =>
      verdictDataRegion({
        inbound: inboundJson,
        statuses: statusesJson,
        rules: { rules: [] },
        solana: { programId: 'x', systemProgram: 'x', recipientAccount: 'x', wrongProgramId: 'x' },
      }),
    ).toThrow('docs/data/rules.json has no rule "limits"')
  })
})
