/**
 * Sidebar placement: the product's navigation stays as the product gives it, and every page is
 * reachable. A writer may add a page anywhere among the product's entries (README, "Add a page"):
 * the product's entries keep their labels, their order and their nesting, and the groups the
 * product collapses stay collapsed, so an added entry breaks nothing here.
 */
import type { SidebarItem } from 'vocs'

/** One entry of the product's sidebar: a label, or a group's label and its entries. */
export type ProductEntry = string | { text: string; collapsed?: true; items: ProductEntry[] }

/** The product's sidebar: labels, order, nesting and which groups start collapsed. */
const productSidebar: ProductEntry[] = [
  'Overview',
  {
    text: 'Gas.zip',
    items: [
      { text: 'Supported Chains', items: ['Inbound', 'Outbound'] },
      {
        text: 'v2: API',
        items: [
          'Overview',
          'Chains',
          'User',
          'Deposit',
          'Outbound',
          'Search',
          'Quote',
          'Quote Reverse',
          'Calldata Builder',
        ],
      },
      {
        text: 'v1: Manual',
        collapsed: true,
        items: [
          { text: 'EVM', items: ['Direct Forwarder', 'Contract Forwarder'] },
          { text: 'SVM', items: ['Solana Deposit'] },
        ],
      },
    ],
  },
  {
    text: 'Gas.zip LayerZero',
    items: [
      'Overview',
      { text: 'Chain Support', collapsed: true, items: ['Deposit', 'Outbound'] },
      { text: 'v2: GasLZ Router', collapsed: true, items: ['Complete Flow', 'Limits'] },
      {
        text: 'v1: GasLZ Router',
        collapsed: true,
        items: ['estimateFees()', 'deposit()', 'Complete Flow', 'Limits', 'estimateFees()', 'deposit()'],
      },
    ],
  },
]

const labelOf = (entry: ProductEntry) => (typeof entry === 'string' ? entry : entry.text)

/**
 * Where the sidebar departs from the product's: an entry missing, out of order, collapsed when it
 * should be open or open when it should be collapsed. Entries the product does not name are allowed
 * anywhere. Each problem names the group by its path of labels.
 */
export function productSidebarProblems(
  sidebar: readonly SidebarItem[],
  product: readonly ProductEntry[] = productSidebar,
  where: string[] = [],
): string[] {
  const problems: string[] = []
  const group = where.length > 0 ? `"${where.join(' > ')}"` : 'the top level'
  // The product's entries must appear among the sidebar's, in the product's order.
  let from = 0
  for (const entry of product) {
    const label = labelOf(entry)
    const at = sidebar.findIndex((item, index) => index >= from && item.text === label)
    if (at === -1) {
      const earlier = sidebar.slice(0, from).some((item) => item.text === label)
      problems.push(
        earlier
          ? `sidebar.ts: "${label}" in ${group} stands before an entry the product puts ahead of it; the product's order there is ${product.map(labelOf).join(', ')}`
          : `sidebar.ts: ${group} lacks the product's entry "${label}"`,
      )
      continue
    }
    from = at + 1
    const item = sidebar[at] as SidebarItem
    if (typeof entry === 'string') continue
    const path = [...where, label]
    if (Boolean(item.collapsed) !== Boolean(entry.collapsed))
      problems.push(
        `sidebar.ts: "${path.join(' > ')}" must ${entry.collapsed ? 'start collapsed (collapsed: true)' : 'start open (no collapsed)'}`,
      )
    problems.push(...productSidebarProblems(item.items ?? [], entry.items, path))
  }
  return problems
}

/** Every link of the sidebar, depth first. */
export function sidebarLinks(sidebar: readonly SidebarItem[]): string[] {
  return sidebar.flatMap((item) => [...(item.link ? [item.link] : []), ...sidebarLinks(item.items ?? [])])
}

/**
 * Every page is in the sidebar or in the unlisted routes, never in both, and the sidebar links
 * only to pages that exist.
 */
export function placementProblems(
  sidebar: readonly SidebarItem[],
  unlisted: readonly string[],
  pagePaths: readonly string[],
  pageFile: (path: string) => string = (path) => path,
): string[] {
  const links = sidebarLinks(sidebar)
  const pages = new Set(pagePaths)
  return [
    ...links
      .filter((link) => !pages.has(link))
      .map((link) => `sidebar.ts: links to ${link}, which is no page (no docs/pages${link}.mdx)`),
    ...unlisted
      .filter((route) => !pages.has(route))
      .map((route) => `sidebar.ts: unlistedRoutes names ${route}, which is no page`),
    ...pagePaths
      .filter((path) => !links.includes(path) && !unlisted.includes(path))
      .map(
        (path) =>
          `${pageFile(path)}: the page is neither in sidebar.ts nor in its unlistedRoutes; add it to the group it belongs to`,
      ),
    ...unlisted
      .filter((route) => links.includes(route))
      .map((route) => `sidebar.ts: ${route} is in the sidebar and in unlistedRoutes; keep one`),
  ]
}
