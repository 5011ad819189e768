import {
  Connection,
  clusterApiUrl,
  type Keypair,
  PublicKey,
  SystemProgram,
  sendAndConfirmTransaction,
  Transaction,
  TransactionInstruction,
} from '@solana/web3.js'
import { chooseDepositAmount, quoteShares, solanaChainId, waitForConfirmed } from './depositFlow.ts'

// [!region instruction]
/** The Gas.zip deposit program on Solana. */
export const gasZipProgramId = new PublicKey('FzuVV5WeLyWHDuX6SPbeLgqkvePDTzMCRKYAhDbiP3z3')
/** The account that receives the deposited lamports. */
export const gasZipRecipient = new PublicKey('gasZT2bpe7mxu5wMgQbvry84vok5CuF2huCEokyC3qh')

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

export function depositInstruction(
  payer: PublicKey,
  lamports: bigint,
  shortIds: readonly number[],
  recipient: string,
): TransactionInstruction {
  return new TransactionInstruction({
    programId: gasZipProgramId,
    keys: [
      { pubkey: payer, isSigner: true, isWritable: true },
      { pubkey: SystemProgram.programId, isSigner: false, isWritable: false },
      { pubkey: gasZipRecipient, isSigner: false, isWritable: true },
    ],
    data: depositData(lamports, shortIds, recipient),
  })
}
// [!endregion instruction]

/** Deposits SOL for OP Mainnet, paid to an EVM address, then follows the deposit. */
export async function sendSolanaDeposit(payer: Keypair, evmRecipient: string) {
  const connection = new Connection(clusterApiUrl('mainnet-beta'), 'confirmed')

  // $1 for OP Mainnet (short id 55), in lamports (9 decimals). The verdict checks the share before
  // anything is sent; the quote names OP Mainnet by its native id, 10, the instruction by its short id.
  const lamports = await chooseDepositAmount(solanaChainId, [10], 1, 9)
  await quoteShares({ depositChain: solanaChainId, outboundChains: [10], method: 'solana' }, lamports)
  const instruction = depositInstruction(payer.publicKey, lamports, [55], evmRecipient)

  const signature = await sendAndConfirmTransaction(connection, new Transaction().add(instruction), [payer])
  console.log(`Deposit sent: ${signature}`)

  // Followed by its transaction signature: /gas/api/deposit#which-hash-to-track
  return waitForConfirmed(signature)
}
