// Following a router deposit to delivery on LayerZero Scan, for the v1 and v2 routers alike.
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

/** Still on its way: waiting for source-chain finality, or being transmitted. */
const moving: ReadonlySet<string> = new Set<MessageStatus>(['CONFIRMING', 'INFLIGHT'])

/**
 * Polls until every message of the transaction has left CONFIRMING and INFLIGHT, then returns
 * them. A new transaction may have no message yet: the list starts empty, so keep polling.
 */
export async function waitForDelivery(
  client: ScanClient,
  sourceTxHash: string,
  { intervalMs = 10_000, timeoutMs = 30 * 60_000 } = {},
): Promise<ScanMessage[]> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const { messages } = await client.getMessagesBySrcTxHash(sourceTxHash)
    if (messages.length > 0 && messages.every((message) => !moving.has(message.status))) return messages
    if (Date.now() + intervalMs > deadline) {
      throw new Error(`No final status after ${timeoutMs / 60_000} min: ${layerZeroScanUrl(sourceTxHash)}`)
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs))
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
