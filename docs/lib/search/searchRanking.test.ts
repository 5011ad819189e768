import { describe, expect, it } from 'vitest'
import { aliasesBySection, exactMatchFirst } from './searchRanking.ts'

const aliases = aliasesBySection({
  aliases: [
    { section: '/gas/overview#limits', words: ['deposit limits', 'Minimum'] },
    { section: '/gas/overview', words: ['refuel'] },
  ],
  chainLists: [],
})

const results = [
  { id: '/gas/api/guide#choose-the-amount', title: 'Choose the amount', isPage: false },
  { id: '/gas/api/quote#errors', title: 'Errors', isPage: false },
  { id: '/gas/overview#limits', title: 'Limits', isPage: false },
  { id: '/gas/api/quote#quote', title: 'Quote', isPage: true },
  { id: '/gas/overview#how-gaszip-deposits-work', title: 'How Gas.zip deposits work', isPage: true },
]
const order = (query: string) => exactMatchFirst(results, query, aliases).map((result) => result.id)

describe('exactMatchFirst', () => {
  it('puts a result whose title is the query first, in any case and spacing', () => {
    expect(order(' quote ')[0]).toBe('/gas/api/quote#quote')
    expect(order('ERRORS')[0]).toBe('/gas/api/quote#errors')
  })

  it('puts a section one of whose reader words is the query first', () => {
    expect(order('Deposit  limits')[0]).toBe('/gas/overview#limits')
    expect(order('minimum')[0]).toBe('/gas/overview#limits')
  })

  it("gives a page's own entry the words of its page path", () => {
    expect(order('refuel')[0]).toBe('/gas/overview#how-gaszip-deposits-work')
  })

  it('keeps the order of the other results, and of all of them when none is exact', () => {
    expect(order('quote')).toEqual([
      '/gas/api/quote#quote',
      '/gas/api/guide#choose-the-amount',
      '/gas/api/quote#errors',
      '/gas/overview#limits',
      '/gas/overview#how-gaszip-deposits-work',
    ])
    expect(order('amount')).toEqual(results.map((result) => result.id))
  })
})
