/**
 * Zod schemas of the chain data files in `docs/data/`. The build
 * (`scripts/validate-data.ts`), the table remark plugin and the unit tests all
 * check the files against these.
 */
import { z } from 'zod'

const evmAddress = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'must be a 0x-prefixed 20-byte hex address')
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD')
const chainId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER)
const httpsUrl = z
  .string()
  .regex(/^https:\/\/[^\s/]+(\/\S*)?$/, 'must be an absolute https:// URL')
  .refine((url) => !/testnet|moonbase|sepolia|goerli/i.test(url), 'must not point at a testnet explorer')

/** The placeholder listed where Direct Deposit is not offered (never a deposit address). */
export const placeholderAddress = '0xaAaAaAaaAaAaAaaAaAAAAAAAAaaaAaAaAaaAaaAa'

export const inboundChainSchema = z.strictObject({
  name: z.string().min(1),
  nativeId: chainId,
  directDeposit: z.boolean(),
  contractDepositAddress: evmAddress.refine(
    (address) => address.toLowerCase() !== placeholderAddress.toLowerCase(),
    'must be a real address, not the placeholder',
  ),
  explorer: z.strictObject({
    name: z.string().min(1),
    url: httpsUrl.refine((url) => !url.endsWith('/'), 'must not end with /'),
  }),
})

export const inboundChainsFileSchema = z.strictObject({
  takenAt: isoDate,
  source: z.string().min(1),
  directDepositAddress: evmAddress,
  placeholderAddress: z.literal(placeholderAddress),
  chains: z.array(inboundChainSchema).min(1),
})

export const outboundChainSchema = z.strictObject({
  name: z.string().min(1),
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

const routerDeployment = z.strictObject({ explorerUrl: httpsUrl }).nullable()

export const layerzeroDepositChainSchema = z.strictObject({
  name: z.string().min(1),
  nativeId: chainId,
  lzV1Id: z.number().int().min(1).max(65535).nullable(),
  lzV2Eid: z.number().int().min(30000).nullable(),
  v1: routerDeployment,
  v2: routerDeployment,
})

export const layerzeroOutboundChainSchema = z.strictObject({
  name: z.string().min(1),
  nativeId: chainId,
  lzV1Id: z.number().int().min(1).max(65535).nullable(),
  lzV2Eid: z.number().int().min(30000).nullable(),
})

export const layerzeroChainsFileSchema = z.strictObject({
  takenAt: isoDate,
  source: z.string().min(1),
  routers: z.strictObject({ v1: evmAddress, v2: evmAddress }),
  deposit: z.array(layerzeroDepositChainSchema).min(1),
  outbound: z.array(layerzeroOutboundChainSchema).min(1),
})

export type InboundChainsFile = z.infer<typeof inboundChainsFileSchema>
export type InboundChain = z.infer<typeof inboundChainSchema>
export type OutboundChainsFile = z.infer<typeof outboundChainsFileSchema>
export type OutboundChain = z.infer<typeof outboundChainSchema>
export type LayerzeroChainsFile = z.infer<typeof layerzeroChainsFileSchema>

/** Every chain data file, by file name, with its schema. */
export const chainDataFiles = {
  'inboundChains.json': inboundChainsFileSchema,
  'outboundChains.json': outboundChainsFileSchema,
  'layerzeroChains.json': layerzeroChainsFileSchema,
} as const

export type ChainDataFileName = keyof typeof chainDataFiles
