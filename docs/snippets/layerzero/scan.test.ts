import { describe, expect, it } from 'vitest'
import { layerZeroScanUrl, type ScanClient, type ScanMessage, waitForDelivery } from './scan.ts'

const hash = '0x407760ed431cd184f50a8dd9d7cd5bf377b28ddb293852a6d8f3b72afe38dabd'

describe('layerZeroScanUrl', () => {
  it('links the mainnet and testnet transaction pages', () => {
    expect(layerZeroScanUrl(hash)).toBe(
      'https://layerzeroscan.com/tx/0x407760ed431cd184f50a8dd9d7cd5bf377b28ddb293852a6d8f3b72afe38dabd',
    )
    expect(layerZeroScanUrl(hash, 'testnet')).toBe(
      'https://testnet.layerzeroscan.com/tx/0x407760ed431cd184f50a8dd9d7cd5bf377b28ddb293852a6d8f3b72afe38dabd',
    )
  })

  it('refuses anything but 0x and 64 hex digits, naming what it got', () => {
    for (const bad of ['', hash.slice(2), `${hash}00`, `${hash.slice(0, -1)}g`, 'https://layerzeroscan.com']) {
      expect(() => layerZeroScanUrl(bad)).toThrow(/is not a transaction hash: expected 0x and 64 hex digits/)
    }
  })
})

/** A client that answers each poll with the next list, then keeps repeating the last one. */
function scriptedClient(answers: ScanMessage[][]) {
  const asked: string[] = []
  const client: ScanClient = {
    async getMessagesBySrcTxHash(srcTxHash) {
      asked.push(srcTxHash)
      return { messages: answers[Math.min(asked.length, answers.length) - 1] ?? [] }
    },
  }
  return { client, asked }
}

const message = (dstChainId: number, status: string, extra: Partial<ScanMessage> = {}): ScanMessage => ({
  dstChainId,
  status,
  ...extra,
})

describe('waitForDelivery', () => {
  it('keeps polling through an empty list, CONFIRMING and INFLIGHT, and returns once every message has settled', async () => {
    const { client, asked } = scriptedClient([
      [],
      [message(145, 'CONFIRMING'), message(138, 'CONFIRMING')],
      [message(145, 'DELIVERED', { dstTxHash: '0xabc' }), message(138, 'INFLIGHT')],
      [message(145, 'DELIVERED', { dstTxHash: '0xabc' }), message(138, 'PAYLOAD_STORED')],
    ])
    const messages = await waitForDelivery(client, hash, { intervalMs: 1 })
    expect(asked).toEqual([hash, hash, hash, hash])
    expect(messages.map((m) => m.status)).toEqual(['DELIVERED', 'PAYLOAD_STORED'])
  })

  it('stops at the deadline with the scan link in the error', async () => {
    const { client, asked } = scriptedClient([[message(145, 'INFLIGHT')]])
    await expect(waitForDelivery(client, hash, { intervalMs: 5, timeoutMs: 12 })).rejects.toThrow(
      `https://layerzeroscan.com/tx/${hash}`,
    )
    expect(asked.length).toBeGreaterThanOrEqual(2)
  })
})
