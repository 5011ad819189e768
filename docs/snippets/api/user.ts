// An ES module, so the example can use top-level await.
export {}

type Status = 'SEEN' | 'PENDING' | 'CONFIRMED' | 'PRIORITY' | 'CANCELLED'
type Deposit = { chain: number; hash: string; status: Status; value: string; shorts: number[] }
type Transaction = { chain: number; hash: string; status: Status; value: number }
type UserHistory = { user: { deposit: Deposit; txs: Transaction[] }[] }

const address = '0x7Ed2A81B7054Dc5D393234B7a3A33B9ba125cAc9'
const response = await fetch(`https://backend.gas.zip/v2/user/${address}`)
if (!response.ok) throw new Error(`GET /v2/user failed with HTTP ${response.status}`)
const { user } = (await response.json()) as UserHistory

for (const { deposit, txs } of user) {
  const payouts = txs.map((tx) => `${tx.chain}: ${tx.status}`).join(', ')
  console.log(`${deposit.hash} on chain ${deposit.chain} is ${deposit.status} (${payouts})`)
}
