// An ES module, so the example can use top-level await.
export {}

type Status = 'SEEN' | 'PENDING' | 'CONFIRMED' | 'PRIORITY' | 'CANCELLED'
type Deposit = { chain: number; hash: string; sender: string; status: Status }
type Transaction = { chain: number; hash: string; status: Status }
type TransactionStatus = { deposit: Deposit; txs: Transaction[] }

const payoutHash = '0x1552599e6fcebef44c0caf6753d4957ab53881036b087065bad68c626d51a8c4'
const response = await fetch(`https://backend.gas.zip/v2/outbound/${payoutHash}`)
if (!response.ok) throw new Error(`GET /v2/outbound failed with HTTP ${response.status}`)
const { deposit } = (await response.json()) as TransactionStatus

console.log(`paid for by ${deposit.hash} on chain ${deposit.chain} from ${deposit.sender}`)
