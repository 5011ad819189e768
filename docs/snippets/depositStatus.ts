// Following a Gas.zip deposit to delivery with GET /v2/deposit/{hash}. Used by the Direct
// Deposit, contract deposit and Solana deposit examples.
import statuses from './statuses.json' with { type: 'json' }

export type Status = 'SEEN' | 'PENDING' | 'CONFIRMED' | 'PRIORITY' | 'CANCELLED'

/** The parts of a /v2/deposit answer this example reads: statuses and hashes, no amounts. */
export type DepositAnswer = {
  deposit?: { hash: string; chain: number; status: Status }
  txs?: { chain: number; hash: string; status: Status }[]
}

/** The deposit statuses and the polling schedule (statuses.json, the status table of the Deposit page). */
const playbook = statuses.deposit

/**
 * Asks GET /v2/deposit/{hash} until the deposit's status is final. Returns the answer on success
 * (CONFIRMED): `txs` holds the outbound transactions. Throws on any other final status
 * (CANCELLED) with what to do. `hash` is the hash of the deposit transaction on the deposit chain.
 */
export async function waitForDeposit(
  hash: string,
  {
    firstWaitMs = playbook.poll.firstWaitSeconds * 1000,
    maxWaitMs = playbook.poll.maxWaitSeconds * 1000,
    timeoutMs = playbook.poll.giveUpAfterMinutes * 60_000,
  } = {},
): Promise<DepositAnswer> {
  const deadline = Date.now() + timeoutMs
  let waitMs = firstWaitMs
  let last = 'no answer yet'
  for (;;) {
    const response = await fetch(`https://backend.gas.zip/v2/deposit/${hash}`)
    // Only statuses and hashes are read, so plain JSON parsing is enough here. An answer
    // without a deposit in it is asked again until the deadline.
    const answer = response.ok ? ((await response.json()) as DepositAnswer) : {}
    last = answer.deposit?.status ?? `HTTP ${response.status} without a deposit`
    const status = playbook.statuses.find((entry) => entry.value === answer.deposit?.status)
    if (status?.final) {
      if (status.success) return answer
      throw new Error(`Deposit ${hash} is ${status.value}. ${status.action}`)
    }
    if (Date.now() + waitMs > deadline) {
      throw new Error(
        `Deposit ${hash} has no final status after ${timeoutMs / 60_000} min (last: ${last}). Keep the hash.`,
      )
    }
    await new Promise((resolve) => setTimeout(resolve, waitMs))
    waitMs = Math.min(waitMs * 2, maxWaitMs)
  }
}
