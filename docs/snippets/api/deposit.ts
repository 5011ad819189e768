// depositFlow.ts and verdict.ts, saved beside this file, are the API guide's: /gas/api/guide#the-whole-file
import { waitForConfirmed } from './depositFlow.ts'

const hash = '0x6797de406deb83610d2465a5c68cf72a30c79aff98269ac04c3d748e4f4c3c04'
// Asks at once, then waits 2 s, 4 s, … up to 30 s between requests, for up to 10 minutes.
// Returns when every payout is delivered. Throws NotDeliveredError when the deposit or a payout is
// not: do not send the deposit again; its `delivery.ticket` is the text for a support ticket.
const tracked = await waitForConfirmed(hash, { onProgress: (answer) => console.log(answer) })
for (const tx of tracked.txs) console.log(`payout on chain ${tx.chain}: ${tx.hash} (${tx.status}), $${tx.usd}`)
