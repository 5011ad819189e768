// Following a router deposit to delivery on LayerZero Scan, for the v1 and v2 routers alike.
import statuses from './statuses.json' with { type: 'json' }

// [!region link]
/** The LayerZero Scan page of a source-chain transaction. It lists one message per destination. */
export function layerZeroScanUrl(sourceTxHash: string, network: 'mainnet' | 'testnet' = 'mainnet'): string {
  if (!/^0x[0-9a-fA-F]{64}$/.test(sourceTxHash)) {
    throw new Error(`"${sourceTxHash}" is not a transaction hash: expected 0x and 64 hex digits.`)
  }
  const explorer = network === 'mainnet' ? 'https://layerzeroscan.com' : 'https://testnet.layerzeroscan.com'
  return `${explorer}/tx/${sourceTxHash}`
}
// [!endregion link]

// [!region follow]
/** The message statuses: INFLIGHT, DELIVERED, FAILED, PAYLOAD_STORED, BLOCKED, CONFIRMING. */
export type MessageStatus = 'INFLIGHT' | 'DELIVERED' | 'FAILED' | 'PAYLOAD_STORED' | 'BLOCKED' | 'CONFIRMING'

/** The fields of a message that this example reads. `status` is one of MessageStatus. */
export interface ScanMessage {
  dstChainId: number
  dstTxHash?: string
  dstTxError?: string
  status: string
}

/** What `createClient('mainnet')` from @layerzerolabs/scan-client provides. */
export interface ScanClient {
  getMessagesBySrcTxHash(srcTxHash: string): Promise<{ messages: ScanMessage[] }>
}

/** The message statuses and the polling schedule (statuses.json, the status table of this page). */
const playbook = statuses.layerzero

/** Still on its way: a status that is not final (CONFIRMING, INFLIGHT), or one the playbook does not list. */
const moving = (status: string) => !playbook.statuses.some((entry) => entry.value === status && entry.final)

/**
 * Polls until every message of the transaction has a final status, then returns them. A new
 * transaction may have no message yet: the list starts empty, so keep polling.
 */
export async function waitForDelivery(
  client: ScanClient,
  sourceTxHash: string,
  {
    intervalMs = playbook.poll.firstWaitSeconds * 1000,
    maxIntervalMs = playbook.poll.maxWaitSeconds * 1000,
    timeoutMs = playbook.poll.giveUpAfterMinutes * 60_000,
  } = {},
): Promise<ScanMessage[]> {
  const deadline = Date.now() + timeoutMs
  let waitMs = intervalMs
  for (;;) {
    const { messages } = await client.getMessagesBySrcTxHash(sourceTxHash)
    if (messages.length > 0 && !messages.some((message) => moving(message.status))) return messages
    if (Date.now() + waitMs > deadline) {
      throw new Error(`No final status after ${timeoutMs / 60_000} min: ${layerZeroScanUrl(sourceTxHash)}`)
    }
    await new Promise((resolve) => setTimeout(resolve, waitMs))
    waitMs = Math.min(waitMs * 2, maxIntervalMs)
  }
}
// [!endregion follow]

// [!region usage]
/** Prints the scan link, waits for every destination, then prints each final status. */
export async function reportDelivery(client: ScanClient, sourceTxHash: string): Promise<ScanMessage[]> {
  console.log(`Follow the drops on ${layerZeroScanUrl(sourceTxHash)}`)
  const messages = await waitForDelivery(client, sourceTxHash)
  for (const { dstChainId, status, dstTxHash, dstTxError } of messages) {
    console.log(
      `LayerZero chain ${dstChainId}: ${status}${dstTxHash ? ` in ${dstTxHash}` : ''}${dstTxError ? ` (${dstTxError})` : ''}`,
    )
  }
  return messages
}
// [!endregion usage]
