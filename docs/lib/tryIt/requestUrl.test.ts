import { describe, expect, it } from 'vitest'
import openapi from '../../../public/openapi.json' with { type: 'json' }
import { findEndpoint, type OpenApiDocument } from '../openapi/openapi.ts'
import { curlCommand, initialValues, planRequest } from './requestUrl.ts'

const doc = openapi as unknown as OpenApiDocument
const quote = findEndpoint(doc, 'getQuote')
const chains = findEndpoint(doc, 'getChains')

describe('Try it request', () => {
  it('starts from the documented examples', () => {
    expect(initialValues(quote)).toEqual({
      deposit_chain: '1',
      deposit_wei: '600000000000000',
      outbound_chains: '42161,10',
      to: '0x7Ed2A81B7054Dc5D393234B7a3A33B9ba125cAc9',
      from: '0x7Ed2A81B7054Dc5D393234B7a3A33B9ba125cAc9',
    })
  })

  it('fills the path, keeps commas of a list and adds only non-empty query values', () => {
    const plan = planRequest(quote, {
      deposit_chain: '1',
      deposit_wei: '600000000000000',
      outbound_chains: '42161,10',
      to: '0xabc',
      from: '',
    })
    expect(plan).toEqual({ url: 'https://backend.gas.zip/v2/quotes/1/600000000000000/42161,10?to=0xabc', problems: [] })
  })

  it('escapes characters that would change the path', () => {
    const plan = planRequest(findEndpoint(doc, 'getDeposit'), { hash: '0x12/../chains' })
    expect(plan.url).toBe('https://backend.gas.zip/v2/deposit/0x12%2F..%2Fchains')
  })

  it('names every empty required field and every value with a space, and builds no URL', () => {
    const plan = planRequest(quote, { deposit_chain: '', deposit_wei: '6 00', outbound_chains: '10' })
    expect(plan).toEqual({
      url: undefined,
      problems: ['Enter deposit_chain: it is required.', 'deposit_wei has a space in it; remove it.'],
    })
  })

  it('needs no values for an endpoint without parameters', () => {
    expect(planRequest(chains, {})).toEqual({ url: 'https://backend.gas.zip/v2/chains', problems: [] })
  })

  it('quotes the URL for the shell', () => {
    expect(curlCommand('https://backend.gas.zip/v2/quotes/1/2/3?to=a&from=b')).toBe(
      "curl -s 'https://backend.gas.zip/v2/quotes/1/2/3?to=a&from=b'",
    )
    expect(curlCommand("https://x/it's")).toBe("curl -s 'https://x/it'\\''s'")
  })
})
