// An ES module, so the example can use top-level await.
export {}

type Status = 'SEEN' | 'PENDING' | 'CONFIRMED' | 'PRIORITY' | 'CANCELLED'
type Deposit = { chain: number; hash: string; status: Status }
type Transaction = { chain: number; hash: string; status: Status }
type TransactionStatus = { deposit: Deposit; txs: Transaction[] }

/** Finds a deposit from either its own hash or the hash of one of its payouts. */
async function findDeposit(hash: string): Promise<TransactionStatus> {
  const response = await fetch(`https://backend.gas.zip/v2/search/${hash.trim()}`)
  if (!response.ok) throw new Error(`No Gas.zip deposit found for ${hash} (HTTP ${response.status})`)
  return (await response.json()) as TransactionStatus
}

const { deposit, txs } = await findDeposit('0x6797de406deb83610d2465a5c68cf72a30c79aff98269ac04c3d748e4f4c3c04')
console.log(`deposit ${deposit.hash} is ${deposit.status}; ${txs.length} payout(s)`)
