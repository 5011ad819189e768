/**
 * The chain data files, validated on import: a malformed file throws an error
 * naming the file, entry and field, in the build and in the browser bundle alike.
 */
import inboundJson from '../data/inboundChains.json' with { type: 'json' }
import layerzeroJson from '../data/layerzeroChains.json' with { type: 'json' }
import outboundJson from '../data/outboundChains.json' with { type: 'json' }
import {
  type ChainListName,
  type ChainTableModel,
  inboundTable,
  layerzeroDepositTable,
  layerzeroOutboundTable,
  outboundTableFromFile,
} from './chainTables.ts'
import { assertChainData } from './validateChainData.ts'

export const inboundChains = assertChainData('inboundChains.json', inboundJson)
export const outboundChains = assertChainData('outboundChains.json', outboundJson)
export const layerzeroChains = assertChainData('layerzeroChains.json', layerzeroJson)

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
