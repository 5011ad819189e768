import { describe, expect, it } from 'vitest'
import { matchedPhrases, narrationPhrases, unknownPhrases } from './phrases.ts'

const unknown = (statement: string) => matchedPhrases(statement, unknownPhrases)
const narration = (statement: string) => matchedPhrases(statement, narrationPhrases)

describe('unknown statements', () => {
  it.each([
    ['HTTP status codes are not documented yet.', 'not documented'],
    ['Responses can also carry an undocumented contractDepositTxn object.', 'not documented'],
    ['No response body of this route is documented yet.', 'no … is documented'],
    ['Gas.zip does not document their meaning or unit.', 'does not document, say or define'],
    ['Unit not stated.', 'not stated, specified or known'],
    ['Whether the Deposit endpoint takes a Solana signature is not specified.', 'not stated, specified or known'],
    ['Its encoding is unknown.', 'unknown'],
    ['Not documented yet; most likely the log index.', 'a guess'],
    ['We could not confirm that the v2 router works on Beam.', 'not confirmed'],
    ['The same fields as TypeScript types, to use once the transport is confirmed:', 'until confirmed'],
    ['Which chain id it takes is unclear.', 'uncertain'],
  ])('counts "%s" (%s)', (statement, name) => {
    expect(unknown(statement)).toContain(name)
  })

  it.each([
    'export function toWei(value: unknown): bigint {',
    'deposit?: { hash: string; status: DepositStatus; value: unknown }',
    'Poll Deposit until the deposit status is CONFIRMED.',
    'Follow a deposit until its outbound (payout) transactions are confirmed.',
    'Deposit is not CONFIRMED after 10 min. Keep the hash.',
    'The deposit status CONFIRMED has a documented meaning.',
    'Only CONFIRMED means the drop is done.',
  ])('leaves "%s" alone', (statement) => {
    expect(unknown(statement)).toEqual([])
  })
})

describe('research narration', () => {
  it.each([
    ['Counts differ between sources: the docs speak of 300+ chains.', 'what documentation says'],
    ['The Gas.zip guide tells you to drop the PDA.', 'what documentation says'],
    ["The first appears in Gas.zip's own documentation.", "Gas.zip's own documentation"],
    ['The snapshot holds chains confirmed by at least one source from 2025 or later.', 'sources'],
    ['A third party counted 194 entries.', 'third party'],
    ['A 2026 observation of the API returned 0x01.', 'observation'],
    ['The second was seen in Gas.zip API output.', 'observation'],
    ['The Gas.zip reference encoder sends a Tron address as type 0x02.', 'reference encoder'],
    ['Values to double-check in older code', 'errata'],
    ['We could not confirm that the v2 router works on Beam.', 'we'],
    ['Integrators treat CONFIRMED as delivered.', 'integrators do'],
    ['inbound is present in 2026 responses.', 'dated sighting'],
    ['PRIORITY and CANCELLED were added in December 2024.', 'dated sighting'],
    ['The minimum was $1.00 until 28 November 2024.', 'dated sighting'],
    ['Between 2024-12-03 and 2025-01-31 the sample code used 8 bits.', 'dated sighting'],
    ['It also sent one 2025 example a number above 2^53.', 'dated sighting'],
    ['One older response sent a number above 2^53.', 'old responses and examples'],
    ["This site's tests run it against a mock of the API.", 'notes about the site'],
    ['Where a fact is not documented yet, the document says so.', 'notes about the site'],
    ['Its documented schema is malformed.', 'defects of upstream documents'],
  ])('flags "%s" (%s)', (statement, name) => {
    expect(narration(statement)).toContain(name)
  })

  it.each([
    'Snapshot of 22 November 2026. Checking the live list…',
    'Read the cap from the v1 relayer of the source chain.',
    'The example reads the caps from Optimism to Arbitrum (110).',
    'Deposit 2000000000000 wei in 2 transactions.',
    'Retry in 2000 ms, then in 2025 ms.',
    'The quote is guaranteed for 60 seconds.',
    'See the documentation of viem for wallet clients.',
    'Send the deposit from the source chain.',
  ])('leaves "%s" alone', (statement) => {
    expect(narration(statement)).toEqual([])
  })
})
