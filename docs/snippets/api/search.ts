// depositFlow.ts and verdict.ts, saved beside this file, are the API guide's: /gas/api/guide#the-whole-file
import { getJson } from './depositFlow.ts'

type Status = 'SEEN' | 'PENDING' | 'CONFIRMED' | 'PRIORITY' | 'CANCELLED'
type Deposit = { chain: number; hash: string; status: Status }
type Transaction = { chain: number; hash: string; status: Status }
type TransactionStatus = { deposit: Deposit; txs: Transaction[] }

/**
 * Finds a deposit from either its own hash or the hash of one of its payouts (EVM transaction
 * hashes). getJson throws an ApiError on a failed request, which says nothing about the hash: ask
 * again later.
 */
async function findDeposit(hash: string): Promise<TransactionStatus> {
  return (await getJson(`https://backend.gas.zip/v2/search/${hash.trim()}`)) as TransactionStatus
}

const { deposit, txs } = await findDeposit('0x6797de406deb83610d2465a5c68cf72a30c79aff98269ac04c3d748e4f4c3c04')
console.log(`deposit ${deposit.hash} is ${deposit.status}; ${txs.length} payout(s)`)
