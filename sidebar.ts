import type { SidebarItem } from 'vocs'

/**
 * The site navigation. The product's entries keep their labels, order, nesting and collapsed
 * defaults (tooling/checks/sidebarPlacement.ts); a new page may go anywhere among them.
 */
export const sidebar: SidebarItem[] = [
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
 * Routes that exist on purpose but are not in the sidebar: the landing page,
 * pages linked from other pages, and legacy URLs kept so old links still work.
 */
export const unlistedRoutes = [
  '/',
  '/gas/overview',
  '/gas/url-parameters',
  '/gas/ripfun',
  '/gas/api/guide',
  '/gas/code-examples/contractDeposit',
  '/gas/code-examples/deposit',
  '/gas/code-examples/eoaDeposit',
] as const
