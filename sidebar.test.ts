import { describe, expect, it } from 'vitest'
import type { SidebarItem } from 'vocs'
import { sidebar, unlistedRoutes } from './sidebar.ts'
import { readPages } from './tests/support/pages.ts'
import { frontMatterProblems } from './tooling/checks/frontMatter.ts'
import { placementProblems, productSidebarProblems } from './tooling/checks/sidebarPlacement.ts'

const pages = readPages()
const pagePaths = pages.map((page) => page.path)

/** The routes the product names; the site may have more (task guides, new pages). */
const productRoutes = [
  '/',
  '/overview',
  '/gas/overview',
  '/gas/ripfun',
  '/gas/url-parameters',
  ...['overview', 'chains', 'user', 'deposit', 'outbound', 'search', 'quote', 'quote-reverse', 'quote-token'].map(
    (name) => `/gas/api/${name}`,
  ),
  '/gas/api/call-data',
  '/gas/chain-support/inbound',
  '/gas/chain-support/outbound',
  '/gas/code-examples/contractDeposit',
  '/gas/code-examples/deposit',
  '/gas/code-examples/eoaDeposit',
  '/gas/code-examples/evm-deposit/direct-forwarder',
  '/gas/code-examples/evm-deposit/contract-forwarder',
  '/gas/code-examples/svm-deposit/solana-forwarder',
  '/layerzero/overview',
  '/layerzero/chain-support/deposit',
  '/layerzero/chain-support/outbound',
  ...['completeFlow', 'deposit', 'estimateFees', 'limits'].map((name) => `/layerzero/v1/code-examples/${name}`),
  '/layerzero/v1/step-by-step/deposit',
  '/layerzero/v1/step-by-step/estimateFees',
  '/layerzero/v2/code-examples/completeFlow',
  '/layerzero/v2/code-examples/limits',
]

describe('sidebar', () => {
  it("holds the product's entries with their labels, order, nesting and collapsed groups", () => {
    expect(productSidebarProblems(sidebar)).toEqual([])
  })

  it('links only to pages, and lists every page or names it in the short unlisted list', () => {
    expect(placementProblems(sidebar, Object.keys(unlistedRoutes), pagePaths)).toEqual([])
  })

  it('nests no deeper than 5 levels', () => {
    const depth = (items: readonly SidebarItem[]): number =>
      items.length === 0 ? 0 : 1 + Math.max(...items.map((item) => depth(item.items ?? [])))
    expect(depth(sidebar)).toBeLessThanOrEqual(5)
  })
})

// The checks themselves: what a writer's edit may and may not do to the sidebar.
describe('the sidebar checks', () => {
  const group = (text: string, items: SidebarItem[], collapsed?: boolean): SidebarItem => ({ text, items, collapsed })
  const product = [
    'Overview',
    { text: 'Guides', items: ['Start', 'Finish'] },
    { text: 'Old', collapsed: true as const, items: ['Legacy'] },
  ]
  const link = (text: string) => ({ text, link: `/${text.toLowerCase()}` })
  const written = [
    link('Overview'),
    group('Guides', [link('Start'), link('Finish')]),
    group('Old', [link('Legacy')], true),
  ]

  it('accept a new page between, before or after the product entries of a group', () => {
    const added = [
      link('Overview'),
      group('Guides', [link('Intro'), link('Start'), link('Troubleshooting'), link('Finish'), link('More')]),
      group('Old', [link('Legacy')], true),
      link('Changelog'),
    ]
    expect(productSidebarProblems(written, product)).toEqual([])
    expect(productSidebarProblems(added, product)).toEqual([])
  })

  it('report a product entry renamed, reordered, moved out of its group, or collapsed differently', () => {
    const renamed = [
      link('Overview'),
      group('Guides', [link('Begin'), link('Finish')]),
      group('Old', [link('Legacy')], true),
    ]
    expect(productSidebarProblems(renamed, product)).toEqual([`sidebar.ts: "Guides" lacks the product's entry "Start"`])
    const reordered = [
      link('Overview'),
      group('Guides', [link('Finish'), link('Start')]),
      group('Old', [link('Legacy')], true),
    ]
    expect(productSidebarProblems(reordered, product)).toEqual([
      `sidebar.ts: "Finish" in "Guides" stands before an entry the product puts ahead of it; the product's order there is Start, Finish`,
    ])
    const moved = [
      link('Overview'),
      group('Guides', [link('Start')]),
      group('Old', [link('Legacy'), link('Finish')], true),
    ]
    expect(productSidebarProblems(moved, product)).toEqual([`sidebar.ts: "Guides" lacks the product's entry "Finish"`])
    const opened = [
      link('Overview'),
      group('Guides', [link('Start'), link('Finish')], true),
      group('Old', [link('Legacy')]),
    ]
    expect(productSidebarProblems(opened, product)).toEqual([
      'sidebar.ts: "Guides" must start open (no collapsed)',
      'sidebar.ts: "Old" must start collapsed (collapsed: true)',
    ])
  })

  it('report a page in neither list, a link to no page, and a page in both', () => {
    expect(
      placementProblems([link('Overview')], ['/'], ['/', '/overview', '/new'], (path) => `docs/pages${path}.mdx`),
    ).toEqual([
      'docs/pages/new.mdx: the page is neither in sidebar.ts nor in its unlistedRoutes; add it to the group it belongs to',
    ])
    expect(placementProblems([link('Gone')], ['/', '/overview'], ['/', '/overview'])).toEqual([
      'sidebar.ts: links to /gone, which is no page (no docs/pages/gone.mdx)',
    ])
    expect(placementProblems([link('Overview')], ['/overview'], ['/overview'])).toEqual([
      'sidebar.ts: /overview is in the sidebar and in unlistedRoutes; keep one',
    ])
  })
})

describe('pages', () => {
  it('include every route the product names', () => {
    expect(productRoutes.filter((route) => !pagePaths.includes(route))).toEqual([])
  })

  it('each have front matter with a title and a description, and one # Title', () => {
    expect(pages.flatMap((page) => frontMatterProblems(`docs/pages/${page.file}`, page.source))).toEqual([])
  })

  it('a page without front matter, description or title is named', () => {
    expect(frontMatterProblems('a.mdx', '# A\n')).toEqual([
      'a.mdx: starts without front matter (---, title:, description:, ---)',
    ])
    expect(frontMatterProblems('b.mdx', '---\ntitle: B\n---\n\n# B\n\n```md\n# not a title\n```\n')).toEqual([
      'b.mdx: front matter has no description',
    ])
    expect(
      frontMatterProblems('c.mdx', '---\ntitle: C\ndescription: "What C is for, in a sentence."\n---\n\nText\n'),
    ).toEqual(['c.mdx: has 0 level-one headings (# Title); a page has exactly one'])
  })
})
