// An ES module, so the example can use top-level await.
export {}

// [!region fetch]
type Status = 'SEEN' | 'PENDING' | 'CONFIRMED' | 'PRIORITY' | 'CANCELLED'
type Deposit = { chain: number; hash: string; status: Status; value: string; shorts: number[] }
type Transaction = { chain: number; hash: string; status: Status; value: number }
type TransactionStatus = { deposit: Deposit; txs: Transaction[] }

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Polls GET /v2/deposit/{hash} until the deposit status is CONFIRMED. */
async function waitForDeposit(hash: string, attempts = 60, intervalMs = 5_000): Promise<TransactionStatus> {
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const response = await fetch(`https://backend.gas.zip/v2/deposit/${hash}`)
    // A deposit that is not indexed yet may not answer 2xx: try again.
    if (response.ok) {
      const result = (await response.json()) as TransactionStatus
      if (result.deposit.status === 'CONFIRMED') return result
      console.log(`attempt ${attempt}: deposit is ${result.deposit.status}`)
    }
    await sleep(intervalMs)
  }
  throw new Error(`Deposit ${hash} was not CONFIRMED after ${attempts} attempts`)
}

const result = await waitForDeposit('0x6797de406deb83610d2465a5c68cf72a30c79aff98269ac04c3d748e4f4c3c04')
for (const tx of result.txs) console.log(`payout on chain ${tx.chain}: ${tx.hash} (${tx.status})`)
// [!endregion fetch]
