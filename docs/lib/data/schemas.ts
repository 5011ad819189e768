/**
 * Zod schemas of every data file in `docs/data/`: the one description of each
 * data shape. The build (`scripts/validate-data.ts`), the chain sync
 * (`scripts/sync-chains.ts`) and the unit tests check the files against these;
 * the site imports only their types, so the browser gets plain JSON and no schema
 * library.
 */
import { getAddress } from 'viem'
import { z } from 'zod'

const evmAddress = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'must be a 0x-prefixed 20-byte hex address')
/** An address as readers copy it: EIP-55 mixed case, so a typo in one letter fails the checksum. */
const checksummedAddress = evmAddress.refine(
  (address) => getAddress(address) === address,
  'must be written in EIP-55 checksum form',
)
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD')
const chainId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER)
/**
 * Other names a chain goes by (older names, the names of other lists). `name` is the one name the
 * site shows for the chain, the same in every data file; the aliases are searchable and matched
 * by the MCP lookup, never shown as the name.
 */
const chainAliases = z.array(z.string().min(1)).min(1).optional()
const httpsUrl = z
  .string()
  .regex(/^https:\/\/[^\s/]+(\/\S*)?$/, 'must be an absolute https:// URL')
  .refine((url) => !/testnet|moonbase|sepolia|goerli/i.test(url), 'must not point at a testnet explorer')

/** The placeholder listed where Direct Deposit is not offered (never a deposit address). */
export const placeholderAddress = '0xaAaAaAaaAaAaAaaAaAAAAAAAAaaaAaAaAaaAaaAa'

export const inboundChainSchema = z.strictObject({
  name: z.string().min(1),
  aliases: chainAliases,
  nativeId: chainId,
  directDeposit: z.boolean(),
  contractDepositAddress: evmAddress.refine(
    (address) => address.toLowerCase() !== placeholderAddress.toLowerCase(),
    'must be a real address, not the placeholder',
  ),
  /** True where the GasZipV2 ABI is verified at this chain's contract deposit address. */
  gasZipV2Verified: z.boolean(),
  explorer: z.strictObject({
    name: z.string().min(1),
    url: httpsUrl.refine((url) => !url.endsWith('/'), 'must not end with /'),
  }),
})

const inboundChainsFileSchema = z
  .strictObject({
    takenAt: isoDate,
    source: z.string().min(1),
    directDepositAddress: evmAddress,
    placeholderAddress: z.literal(placeholderAddress),
    /** The address the GasZipV2 contract is verified at, on every chain that lists it. */
    gasZipV2Address: checksummedAddress,
    chains: z.array(inboundChainSchema).min(1),
  })
  .superRefine((file, context) => {
    file.chains.forEach((chain, index) => {
      if (chain.contractDepositAddress.toLowerCase() === file.gasZipV2Address.toLowerCase() && !chain.gasZipV2Verified)
        context.addIssue({
          code: 'custom',
          message: 'must be true: the chain lists the GasZipV2 address',
          path: ['chains', index, 'gasZipV2Verified'],
        })
    })
  })

export const outboundChainSchema = z.strictObject({
  name: z.string().min(1),
  aliases: chainAliases,
  nativeId: chainId,
  shortId: z.number().int().min(1).max(65535),
  symbol: z.string().min(1).nullable(),
  mainnet: z.boolean().nullable(),
  vm: z.string().min(1).nullable(),
})

export const outboundChainsFileSchema = z.strictObject({
  takenAt: isoDate,
  source: z.string().min(1),
  chains: z.array(outboundChainSchema).min(1),
})

/** A deployed router, with its explorer page when one is known; null where it is not deployed. */
const routerDeployment = z.strictObject({ explorerUrl: httpsUrl.nullable() }).nullable()

/**
 * One chain of the LayerZero router, with its ids, the contracts to read route
 * caps from, and the two lists it can be in: deposit chains (`depositRouters`:
 * where each router version is deployed, or null when it is not a deposit chain)
 * and outbound chains (`outbound`: which router versions deliver there, or null).
 */
const layerzeroChainSchema = z
  .strictObject({
    name: z.string().min(1),
    aliases: chainAliases,
    nativeId: chainId,
    lzV1Id: z.number().int().min(1).max(65535).nullable(),
    lzV2Eid: z.number().int().min(30000).nullable(),
    relayerV1: checksummedAddress.nullable(),
    executorV2: checksummedAddress.nullable(),
    depositRouters: z.strictObject({ v1: routerDeployment, v2: routerDeployment }).nullable(),
    outbound: z.strictObject({ v1: z.boolean(), v2: z.boolean() }).nullable(),
    /** The router to send through from this chain, where it is not the newest one deployed here. */
    sendThrough: z.enum(['v1', 'v2']).optional(),
  })
  .refine((chain) => chain.sendThrough === undefined || chain.depositRouters?.[chain.sendThrough], {
    message: 'must name a router deployed on this chain',
    path: ['sendThrough'],
  })
  .refine((chain) => !chain.outbound?.v1 || chain.lzV1Id !== null, {
    message: 'a chain that receives through the v1 router needs lzV1Id',
    path: ['outbound', 'v1'],
  })
  .refine((chain) => !chain.outbound?.v2 || chain.lzV2Eid !== null, {
    message: 'a chain that receives through the v2 router needs lzV2Eid',
    path: ['outbound', 'v2'],
  })
  .refine((chain) => chain.relayerV1 === null || chain.lzV1Id !== null, {
    message: 'a v1 relayer needs lzV1Id',
    path: ['relayerV1'],
  })

const layerzeroChainsFileSchema = z.strictObject({
  takenAt: isoDate,
  source: z.string().min(1),
  routers: z.strictObject({ v1: checksummedAddress, v2: checksummedAddress }),
  chains: z.array(layerzeroChainSchema).min(1),
})

/** The Rip.Fun deposit address and the tokens it accepts, chain by chain. */
const ripfunTokensFileSchema = z.strictObject({
  source: z.string().min(1),
  depositAddress: evmAddress,
  tokens: z
    .array(
      z.strictObject({
        chain: z.string().min(1),
        token: z.string().min(1),
        address: evmAddress,
      }),
    )
    .min(1),
})

const base58Address = z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/, 'must be a base58 Solana address')

/** The Gas.zip Solana program and the accounts its deposit instruction names. */
const solanaDepositFileSchema = z.strictObject({
  programId: base58Address,
  systemProgram: base58Address,
  recipientAccount: base58Address,
  /** An id that circulated as the program id; it is one character off the recipient account. */
  wrongProgramId: base58Address,
})

/** Wallet addresses the worked examples use as sender or recipient (not Gas.zip accounts). */
const exampleAccountsFileSchema = z.strictObject({
  accounts: z
    .array(
      z.strictObject({
        address: z.string().min(1),
        kind: z.enum(['evm', 'solana', 'xrp']),
        usedIn: z.string().min(1),
      }),
    )
    .min(1),
})

/**
 * Prose of the status playbook: plain text with `code` spans and [links](https://…), one line.
 * The pages, the published statuses.json, the skills and the MCP tool show it as written.
 */
const playbookText = z
  .string()
  .min(1)
  .max(400)
  .refine((value) => !/[\n<>]/.test(value), 'must be one line of text without HTML')

/** One status an integrator can read: whether polling stops there, what it means and what to do. */
const playbookStatusSchema = z.strictObject({
  /** The value exactly as the API or client returns it. */
  value: z.string().regex(/^[A-Z][A-Z_]*$/, 'must be the status value as returned, in capitals'),
  /** How the status is written where it is shown to people (LayerZero Scan's pages), if that differs. */
  label: z.string().min(1).optional(),
  /** Polling stops at a final status. */
  final: z.boolean(),
  /** The status that ends the wait with the job done. */
  success: z.boolean(),
  /** What the status means, or null where the service does not define it. */
  meaning: playbookText.nullable(),
  /** What the integrator does on it. */
  action: playbookText,
})

/** The statuses of one thing to follow (a Gas.zip deposit, a LayerZero message) and how to poll for them. */
const playbookSchema = z
  .strictObject({
    title: z.string().min(1),
    /** Where the status is read, as a phrase. */
    where: playbookText,
    poll: z
      .strictObject({
        /** The wait after the first answer that does not end the polling; it doubles up to maxWaitSeconds. */
        firstWaitSeconds: z.number().int().min(1).max(600),
        maxWaitSeconds: z.number().int().min(1).max(600),
        giveUpAfterMinutes: z
          .number()
          .int()
          .min(1)
          .max(24 * 60),
      })
      .refine((poll) => poll.maxWaitSeconds >= poll.firstWaitSeconds, {
        message: 'must not be shorter than firstWaitSeconds',
        path: ['maxWaitSeconds'],
      }),
    /** What to do on a value the table does not list. */
    otherValues: playbookText,
    statuses: z.array(playbookStatusSchema).min(1),
  })
  .refine((playbook) => playbook.statuses.some((status) => status.final && status.success), {
    message: 'needs one final status that means success',
    path: ['statuses'],
  })
  .refine((playbook) => playbook.statuses.every((status) => status.final || !status.success), {
    message: 'a status that means success must be final',
    path: ['statuses'],
  })
  .refine((playbook) => new Set(playbook.statuses.map((status) => status.value)).size === playbook.statuses.length, {
    message: 'lists a status value twice',
    path: ['statuses'],
  })

/** The status playbook: every status of a deposit (GET /v2/deposit) and of a LayerZero Scan message. */
export const statusesFileSchema = z.strictObject({
  source: z.string().min(1),
  deposit: playbookSchema,
  layerzero: playbookSchema,
})

/**
 * How to place a rule on a page: write `::rule{id="limits"}` on a line of its own in the MDX,
 * under the heading whose anchor the rule's `page` and `anchor` name (its home; other pages may
 * place it too, inside a callout if they like). The build expands it into the rule's text for the
 * web page, its Markdown copy, llms-full.txt and the search index; the skills, the MCP answers and
 * openapi.json take the same text from docs/lib/rules/rules.ts. Never retype a rule elsewhere.
 */
const ruleValueNames = [
  'minUsdPerChain',
  'maxUsdPerChain',
  'quoteWindowSeconds',
  'apiBase',
  'directDepositAddress',
  'nonDirectDepositChains',
  'solanaProgramId',
  'solanaWrongProgramId',
  'routerV1',
  'routerV2',
  'v1RouterChains',
  'gasZipV2Address',
  'gasZipV2OtherVerified',
] as const

/** `{{name}}` in a rule's text stands for a value the site holds elsewhere (docs/lib/rules/rules.ts). */
const rulePlaceholder = /\{\{([^}]*)\}\}/g

/** One rule an integrator acts on, written once. */
const ruleSchema = z.strictObject({
  /** Lowercase words joined by hyphens: `::rule{id="…"}` names it. */
  id: z.string().regex(/^[a-z]+(-[a-z]+)*$/, 'must be lowercase words joined by hyphens'),
  /** A short sentence-case label, without a final period. */
  title: z
    .string()
    .min(1)
    .max(60)
    .regex(/^[A-Z`]/, 'must start with a capital letter or code')
    .refine((title) => !title.endsWith('.'), 'must not end with a period'),
  /**
   * The rule as Markdown: paragraphs and `-` lists, `code`, **bold** and [links](https://… or /route).
   * Values the site holds elsewhere are written `{{name}}`.
   */
  text: z
    .string()
    .min(1)
    .max(1200)
    .refine((text) => !/[<>]/.test(text), 'must not contain HTML')
    .refine(
      (text) =>
        [...text.matchAll(rulePlaceholder)].every(([, name]) =>
          (ruleValueNames as readonly string[]).includes(name ?? ''),
        ),
      `may only use the placeholders ${ruleValueNames.map((name) => `{{${name}}}`).join(', ')}`,
    ),
  /** The route of the page that is the rule's home, e.g. `/gas/overview`. */
  page: z.string().regex(/^(\/[a-zA-Z0-9-]+)+$/, 'must be a route such as /gas/overview'),
  /** The anchor of the section on that page that places the rule. */
  anchor: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a heading anchor such as fees-and-msgvalue'),
})

const rulesFileSchema = z.strictObject({
  rules: z.array(ruleSchema).min(1),
})

/** A page of this site (`/gas/overview`), or one of its sections (`/gas/overview#limits`). */
const sitePlace = z
  .string()
  .regex(/^\/[\w./-]*(#[\w-]+)?$/, 'must be a page path, optionally with a #section anchor, e.g. /gas/overview#limits')

/**
 * Words the site search also finds a page or section by, never shown: the words readers type
 * where the page uses another (`refuel`, `minimum`, a chain's former name), and the chain list
 * a section shows, whose chain names it is then found by.
 */
const searchAliasesFileSchema = z.strictObject({
  aliases: z
    .array(
      z.strictObject({
        section: sitePlace,
        words: z.array(z.string().regex(/^\S.*\S$|^\S$/, 'must be words without leading or trailing space')).min(1),
      }),
    )
    .min(1),
  chainLists: z.array(z.strictObject({ section: sitePlace, list: z.enum(['inbound', 'outbound']) })),
})

export type InboundChainsFile = z.infer<typeof inboundChainsFileSchema>
export type OutboundChainsFile = z.infer<typeof outboundChainsFileSchema>
export type OutboundChain = z.infer<typeof outboundChainSchema>
export type LayerzeroChainsFile = z.infer<typeof layerzeroChainsFileSchema>
export type LayerzeroChain = z.infer<typeof layerzeroChainSchema>
export type StatusesFile = z.infer<typeof statusesFileSchema>
export type SearchAliasesFile = z.infer<typeof searchAliasesFileSchema>
export type Playbook = z.infer<typeof playbookSchema>
export type PlaybookName = 'deposit' | 'layerzero'
export type RulesFile = z.infer<typeof rulesFileSchema>
export type Rule = z.infer<typeof ruleSchema>
export type RuleValueName = (typeof ruleValueNames)[number]

/**
 * Every data file in docs/data, by file name, with its schema. The build's data
 * check, the chain sync and the tests all validate through this map, and the
 * check fails on a file in docs/data that is missing from it.
 */
export const dataFiles = {
  'inboundChains.json': inboundChainsFileSchema,
  'outboundChains.json': outboundChainsFileSchema,
  'layerzeroChains.json': layerzeroChainsFileSchema,
  'ripfunTokens.json': ripfunTokensFileSchema,
  'solanaDeposit.json': solanaDepositFileSchema,
  'exampleAccounts.json': exampleAccountsFileSchema,
  'statuses.json': statusesFileSchema,
  'rules.json': rulesFileSchema,
  'searchAliases.json': searchAliasesFileSchema,
} as const

export type DataFileName = keyof typeof dataFiles
