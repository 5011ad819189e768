import {
  Connection,
  clusterApiUrl,
  type Keypair,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionInstruction,
} from '@solana/web3.js'
import {
  checkBeforeSending,
  chooseDepositAmount,
  QuoteRefusedError,
  quoteShares,
  shortIdsOf,
  solanaChainId,
  waitForDelivery,
} from './depositFlow.ts'

// [!region instruction]

/** sha256("global:deposit")[0:8]: the Anchor discriminator of `deposit`. */
const depositDiscriminator = Uint8Array.from([242, 35, 198, 137, 82, 225, 242, 182])

/**
 * The 32-byte recipient: an EVM address (0x + 40 hex) is LEFT-padded with 12
 * zero bytes; a Sui, Aptos or Fuel address (0x + 64 hex) and a Solana address
 * are their 32 bytes. Anything else, a Tron address included, is refused.
 */
export function recipientBytes(address: string): Uint8Array {
  const hex = /^0x([0-9a-fA-F]{40}|[0-9a-fA-F]{64})$/.exec(address)?.[1]
  if (hex) {
    const bytes = new Uint8Array(32)
    bytes.set(Buffer.from(hex, 'hex'), 32 - hex.length / 2)
    return bytes
  }
  try {
    return new PublicKey(address).toBytes()
  } catch {
    throw new Error(`"${address}" is not an EVM, Solana, Sui, Aptos or Fuel address.`)
  }
}

/** discriminator | u64 LE lamports | u32 LE count | u16 LE short id each | 32-byte recipient */
export function depositData(lamports: bigint, shortIds: readonly number[], recipient: string): Buffer {
  if (shortIds.length === 0) throw new Error('Name at least one outbound chain.')
  const data = Buffer.alloc(8 + 8 + 4 + 2 * shortIds.length + 32)
  data.set(depositDiscriminator, 0)
  data.writeBigUInt64LE(lamports, 8)
  data.writeUInt32LE(shortIds.length, 16)
  shortIds.forEach((id, i) => {
    data.writeUInt16LE(id, 20 + 2 * i)
  })
  data.set(recipientBytes(recipient), 20 + 2 * shortIds.length)
  return data
}

/**
 * The deposit instruction. `program` is the verdict's Solana path: the Gas.zip program's address
 * and the account that receives the deposited lamports.
 */
export function depositInstruction(
  program: { address: string; account: string },
  payer: PublicKey,
  lamports: bigint,
  shortIds: readonly number[],
  recipient: string,
): TransactionInstruction {
  return new TransactionInstruction({
    programId: new PublicKey(program.address),
    keys: [
      { pubkey: payer, isSigner: true, isWritable: true },
      { pubkey: SystemProgram.programId, isSigner: false, isWritable: false },
      { pubkey: new PublicKey(program.account), isSigner: false, isWritable: true },
    ],
    data: depositData(lamports, shortIds, recipient),
  })
}
// [!endregion instruction]

/** Deposits SOL for OP Mainnet, paid to an EVM address, then follows the deposit. */
export async function sendSolanaDeposit(payer: Keypair, evmRecipient: string) {
  const connection = new Connection(clusterApiUrl('mainnet-beta'), 'confirmed')

  // $1 for OP Mainnet, in lamports (9 decimals). The verdict checks the share before anything is
  // sent; the quote names OP Mainnet by its native id, 10, the instruction by its short id, read
  // from GET /v2/chains.
  const outboundChains = [10]
  const lamports = await chooseDepositAmount(solanaChainId, outboundChains, 1, 9)
  const shortIds = await shortIdsOf(outboundChains)
  const quote = await quoteShares({ depositChain: solanaChainId, outboundChains, shortIds, method: 'solana' }, lamports)
  const path = quote.verdict.path
  if (path?.method !== 'solana') throw new QuoteRefusedError(quote.verdict)

  // The program and its account come from the verdict. Signed first, then the verdict once more
  // (the quote window), then broadcast.
  const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash()
  const transaction = new Transaction({ feePayer: payer.publicKey, blockhash, lastValidBlockHeight }).add(
    depositInstruction(path, payer.publicKey, lamports, shortIds, evmRecipient),
  )
  transaction.sign(payer)
  checkBeforeSending(quote)
  const signature = await connection.sendRawTransaction(transaction.serialize())
  await connection.confirmTransaction({ signature, blockhash, lastValidBlockHeight })
  console.log(`Deposit sent: ${signature}`)

  // Followed by its transaction signature: /gas/api/deposit#which-hash-to-track
  return waitForDelivery(signature, { outboundChains })
}
