/**
 * The chain data files as plain JSON. They are validated before every build
 * (`scripts/validate-data.ts`: a malformed file stops the build naming file, entry
 * and field), so the browser receives the data without a schema library.
 */
import inboundJson from '../../data/inboundChains.json' with { type: 'json' }
import layerzeroJson from '../../data/layerzeroChains.json' with { type: 'json' }
import outboundJson from '../../data/outboundChains.json' with { type: 'json' }
import type { InboundChainsFile, LayerzeroChainsFile, OutboundChainsFile } from '../data/schemas.ts'
import {
  type ChainListName,
  type ChainTableModel,
  inboundTable,
  layerzeroDepositTable,
  layerzeroOutboundTable,
  outboundTableFromFile,
} from './chainTables.ts'

export const inboundChains = inboundJson as InboundChainsFile
export const outboundChains = outboundJson as OutboundChainsFile
export const layerzeroChains = layerzeroJson as LayerzeroChainsFile

/** The table model of a chain list, built from the committed snapshot. */
export function chainTableFor(list: ChainListName): ChainTableModel {
  switch (list) {
    case 'inbound':
      return inboundTable(inboundChains)
    case 'outbound':
      return outboundTableFromFile(outboundChains)
    case 'layerzero-deposit':
      return layerzeroDepositTable(layerzeroChains)
    case 'layerzero-outbound':
      return layerzeroOutboundTable(layerzeroChains)
  }
}
