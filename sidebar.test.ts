import { describe, expect, it } from 'vitest'
import type { SidebarItem } from 'vocs'
import { sidebar, unlistedRoutes } from './sidebar.ts'
import { readPages } from './tests/support/pages.ts'

const flatten = (items: readonly SidebarItem[]): SidebarItem[] =>
  items.flatMap((item) => [item, ...flatten(item.items ?? [])])
const links = flatten(sidebar).flatMap((item) => (item.link ? [item.link] : []))
const pages = readPages()
const find = (path: string[]) => {
  let items: readonly SidebarItem[] = sidebar
  let found: SidebarItem | undefined
  for (const text of path) {
    found = items.find((item) => item.text === text)
    if (!found) throw new Error(`no sidebar item "${path.join(' > ')}"`)
    items = found.items ?? []
  }
  return found as SidebarItem
}

describe('sidebar', () => {
  it('links only to pages that exist', () => {
    const paths = new Set(pages.map((page) => page.path))
    expect(links.filter((link) => !paths.has(link))).toEqual([])
  })

  it('lists every page, or the page is in the short unlisted list', () => {
    const listed = new Set<string>([...links, ...unlistedRoutes])
    expect(pages.map((page) => page.path).filter((path) => !listed.has(path))).toEqual([])
    expect(unlistedRoutes.filter((route) => links.includes(route))).toEqual([])
  })

  it('has the product top-level order', () => {
    expect(sidebar.map((item) => item.text)).toEqual(['Overview', 'Gas.zip', 'Gas.zip LayerZero'])
    expect(find(['Gas.zip']).items?.map((item) => item.text)).toEqual(['Supported Chains', 'v2: API', 'v1: Manual'])
    expect(find(['Gas.zip LayerZero']).items?.map((item) => item.text)).toEqual([
      'Overview',
      'Chain Support',
      'v2: GasLZ Router',
      'v1: GasLZ Router',
    ])
  })

  it('has the product labels and order inside each group', () => {
    const texts = (path: string[]) => find(path).items?.map((item) => item.text)
    expect(texts(['Gas.zip', 'Supported Chains'])).toEqual(['Inbound', 'Outbound'])
    // The product's order, plus Quote Token (an existing page) right after Quote Reverse.
    expect(texts(['Gas.zip', 'v2: API'])).toEqual([
      'Overview',
      'Chains',
      'User',
      'Deposit',
      'Outbound',
      'Search',
      'Quote',
      'Quote Reverse',
      'Quote Token',
      'Calldata Builder',
    ])
    expect(find(['Gas.zip', 'v2: API', 'Quote Token']).link).toBe('/gas/api/quote-token')
    expect(texts(['Gas.zip', 'v1: Manual'])).toEqual(['EVM', 'SVM'])
    expect(texts(['Gas.zip', 'v1: Manual', 'EVM'])).toEqual(['Direct Forwarder', 'Contract Forwarder'])
    expect(texts(['Gas.zip', 'v1: Manual', 'SVM'])).toEqual(['Solana Deposit'])
    expect(texts(['Gas.zip LayerZero', 'Chain Support'])).toEqual(['Deposit', 'Outbound'])
    expect(texts(['Gas.zip LayerZero', 'v2: GasLZ Router'])).toEqual(['Complete Flow', 'Limits'])
    expect(texts(['Gas.zip LayerZero', 'v1: GasLZ Router'])).toEqual([
      'estimateFees()',
      'deposit()',
      'Complete Flow',
      'Limits',
      'estimateFees()',
      'deposit()',
    ])
  })

  it('collapses exactly the sections the product collapses', () => {
    const collapsed = flatten(sidebar)
      .filter((item) => item.collapsed)
      .map((item) => item.text)
    expect(collapsed.sort()).toEqual(['Chain Support', 'v1: GasLZ Router', 'v1: Manual', 'v2: GasLZ Router'])
  })

  it('nests no deeper than 5 levels', () => {
    const depth = (items: readonly SidebarItem[]): number =>
      items.length === 0 ? 0 : 1 + Math.max(...items.map((item) => depth(item.items ?? [])))
    expect(depth(sidebar)).toBeLessThanOrEqual(5)
  })
})

describe('pages', () => {
  it('are the 34 routes of the site plus the task guides linked from them', () => {
    const guides = ['/gas/api/guide']
    expect(pages.map((page) => page.path)).toEqual(expect.arrayContaining(guides))
    expect(pages.filter((page) => !guides.includes(page.path))).toHaveLength(34)
  })

  it.each(pages.map((page) => [page.path, page] as const))('%s has a title, a description and an h1', (_, page) => {
    expect(page.title).not.toBe('')
    expect(page.description.length).toBeGreaterThan(20)
    expect(page.h1).not.toBe('')
  })
})
