import type { SidebarItem } from 'vocs'

/** A sidebar entry; a section also `holds` the unlisted routes placed in it (below), for the sidebar to mark. */
type Entry = Omit<SidebarItem, 'items'> & { items?: Entry[]; holds?: string[] }

/**
 * The site navigation. The product's entries keep their labels, order, nesting and collapsed
 * defaults (tooling/checks/sidebarPlacement.ts); a new page may go anywhere among them.
 */
export const sidebar: Entry[] = [
  { text: 'Overview', link: '/overview' },
  {
    text: 'Gas.zip',
    items: [
      {
        text: 'Supported Chains',
        items: [
          { text: 'Inbound', link: '/gas/chain-support/inbound' },
          { text: 'Outbound', link: '/gas/chain-support/outbound' },
        ],
      },
      {
        text: 'v2: API',
        items: [
          { text: 'Overview', link: '/gas/api/overview' },
          { text: 'Chains', link: '/gas/api/chains' },
          { text: 'User', link: '/gas/api/user' },
          { text: 'Deposit', link: '/gas/api/deposit' },
          { text: 'Outbound', link: '/gas/api/outbound' },
          { text: 'Search', link: '/gas/api/search' },
          { text: 'Quote', link: '/gas/api/quote' },
          { text: 'Quote Reverse', link: '/gas/api/quote-reverse' },
          { text: 'Quote Token', link: '/gas/api/quote-token' },
          { text: 'Calldata Builder', link: '/gas/api/call-data' },
        ],
      },
      {
        text: 'v1: Manual',
        collapsed: true,
        items: [
          {
            text: 'EVM',
            items: [
              { text: 'Direct Forwarder', link: '/gas/code-examples/evm-deposit/direct-forwarder' },
              { text: 'Contract Forwarder', link: '/gas/code-examples/evm-deposit/contract-forwarder' },
            ],
          },
          {
            text: 'SVM',
            items: [{ text: 'Solana Deposit', link: '/gas/code-examples/svm-deposit/solana-forwarder' }],
          },
        ],
      },
    ],
  },
  {
    text: 'Gas.zip LayerZero',
    items: [
      { text: 'Overview', link: '/layerzero/overview' },
      {
        text: 'Chain Support',
        collapsed: true,
        items: [
          { text: 'Deposit', link: '/layerzero/chain-support/deposit' },
          { text: 'Outbound', link: '/layerzero/chain-support/outbound' },
        ],
      },
      {
        text: 'v2: GasLZ Router',
        collapsed: true,
        items: [
          { text: 'Complete Flow', link: '/layerzero/v2/code-examples/completeFlow' },
          { text: 'Limits', link: '/layerzero/v2/code-examples/limits' },
        ],
      },
      {
        text: 'v1: GasLZ Router',
        collapsed: true,
        items: [
          { text: 'estimateFees()', link: '/layerzero/v1/step-by-step/estimateFees' },
          { text: 'deposit()', link: '/layerzero/v1/step-by-step/deposit' },
          { text: 'Complete Flow', link: '/layerzero/v1/code-examples/completeFlow' },
          { text: 'Limits', link: '/layerzero/v1/code-examples/limits' },
          { text: 'estimateFees()', link: '/layerzero/v1/code-examples/estimateFees' },
          { text: 'deposit()', link: '/layerzero/v1/code-examples/deposit' },
        ],
      },
    ],
  },
]

/**
 * Routes that exist on purpose but are not in the sidebar (the landing page, pages linked from
 * other pages, and legacy URLs kept so old links still work), each with its place: the labels,
 * from the top, of the sidebar section it belongs to; none for the landing page and the moved
 * pages. While a page with a place is open, the sidebar marks and opens that section and the
 * sections that hold it, as it does for a page it lists.
 */
export const unlistedRoutes: Record<string, readonly string[]> = {
  '/': [],
  '/gas/overview': ['Gas.zip'],
  '/gas/url-parameters': ['Gas.zip'],
  '/gas/ripfun': ['Gas.zip'],
  '/gas/api/guide': ['Gas.zip', 'v2: API'],
  '/gas/code-examples/contractDeposit': [],
  '/gas/code-examples/deposit': [],
  '/gas/code-examples/eoaDeposit': [],
}

// Every section on the way to a route's place holds the route.
for (const [route, place] of Object.entries(unlistedRoutes)) {
  let items = sidebar
  for (const label of place) {
    const section = items.find((item) => item.items && item.text === label)
    if (!section?.items)
      throw new Error(`sidebar.ts: the place of ${route} names "${label}", which is no section there`)
    section.holds = [...(section.holds ?? []), route]
    items = section.items
  }
}
