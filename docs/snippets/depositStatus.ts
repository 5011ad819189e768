// Following a Gas.zip deposit to delivery with GET /v2/deposit/{hash}. Used by the Direct
// Deposit, contract deposit and Solana deposit examples.

export type Status = 'SEEN' | 'PENDING' | 'CONFIRMED' | 'PRIORITY' | 'CANCELLED'

/** The parts of a /v2/deposit answer this example reads: statuses and hashes, no amounts. */
export type DepositAnswer = {
  deposit?: { hash: string; chain: number; status: Status }
  txs?: { chain: number; hash: string; status: Status }[]
}

/**
 * Asks GET /v2/deposit/{hash} until the deposit's status is CONFIRMED, then returns the answer:
 * `txs` holds the outbound transactions. Stops on CANCELLED. `hash` is the hash of the deposit
 * transaction on the deposit chain.
 */
export async function waitForDeposit(
  hash: string,
  { intervalMs = 5_000, timeoutMs = 10 * 60_000 } = {},
): Promise<DepositAnswer> {
  const deadline = Date.now() + timeoutMs
  let last = 'no answer yet'
  for (;;) {
    const response = await fetch(`https://backend.gas.zip/v2/deposit/${hash}`)
    // Only statuses and hashes are read, so plain JSON parsing is enough here. An answer
    // without a deposit in it is asked again until the deadline.
    const answer = response.ok ? ((await response.json()) as DepositAnswer) : {}
    const status = answer.deposit?.status
    last = status ?? `HTTP ${response.status} without a deposit`
    if (status === 'CONFIRMED') return answer
    if (status === 'CANCELLED') {
      throw new Error(`Deposit ${hash} is CANCELLED. Open a support ticket on Discord with this hash.`)
    }
    if (Date.now() + intervalMs > deadline) {
      throw new Error(
        `Deposit ${hash} is not CONFIRMED after ${timeoutMs / 60_000} min (last: ${last}). Keep the hash.`,
      )
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs))
  }
}
