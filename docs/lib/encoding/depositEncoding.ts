/**
 * The Direct Deposit calldata encoder and decoder of the calldata builder: 1 recipient-type
 * byte, the recipient bytes, then one 2-byte big-endian short id per outbound chain.
 * The contract and Solana deposits are encoded by the code examples readers copy
 * (docs/snippets), each tested on its own.
 */
import { getAddress, type Hex, isAddress } from 'viem'
import { readCalldata } from '../../snippets/api/verdict.ts'
import { siteUrl } from '../site/site.ts'
import {
  base58Decode,
  base58Encode,
  base58XrpAlphabet,
  bech32Decode,
  bech32Encode,
  hasValidBase58Checksum,
} from './addressCodecs.ts'

/** Thrown for any input the encoders cannot turn into a valid deposit. The message names the problem. */
export class DepositEncodingError extends Error {
  override name = 'DepositEncodingError'
}

/** The six recipient types of Direct Deposit calldata. */
export const recipientTypes = {
  1: { name: 'Sender', description: 'the sender of the deposit (no address bytes)', addressBytes: 0 },
  2: { name: 'EVM', description: 'an EVM address', addressBytes: 20 },
  3: { name: 'SVM', description: 'a Solana (SVM) address', addressBytes: 32 },
  4: { name: 'MOVE / Fuel', description: 'a Sui, Aptos or Fuel address (0x + 64 hex digits)', addressBytes: 32 },
  5: { name: 'XRP', description: 'an XRP Ledger classic address (r…)', addressBytes: 25 },
  6: { name: 'Initia', description: 'an Initia address (init1…)', addressBytes: 20 },
} as const

type RecipientType = keyof typeof recipientTypes

/** A recipient ready to encode: its type byte and the bytes that follow it. */
export type Recipient = {
  type: RecipientType
  /** The address bytes written after the type byte (empty for type 1). */
  bytes: Uint8Array
  /** The address as a reader writes it (EIP-55 for EVM), or `null` for the sender. */
  text: string | null
}

/** Recipient type 01: the account that sends the deposit receives the gas. */
const senderRecipient: Recipient = { type: 1, bytes: new Uint8Array(), text: null }

/** Highest short id a 2-byte field can hold. */
export const maxShortId = 0xffff

const toHex = (bytes: Uint8Array) => [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')

const hexToBytes = (body: string) => Uint8Array.from(body.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16))

function checkEvmAddress(address: string): `0x${string}` {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) {
    const digits = address.startsWith('0x') ? address.length - 2 : address.length
    throw new DepositEncodingError(
      `"${address}" is not an EVM address: expected 0x followed by 40 hex digits, got ${digits} characters after 0x.`,
    )
  }
  if (!isAddress(address, { strict: true })) {
    throw new DepositEncodingError(
      `"${address}" fails its EIP-55 checksum (mixed-case letters do not match). Check for a typo, or write it all lowercase.`,
    )
  }
  return getAddress(address)
}

/** Where the Direct Deposit page says how to pay a Tron recipient. */
const tronRecipientsUrl = `${siteUrl}/gas/code-examples/evm-deposit/direct-forwarder#tron-recipients`

/**
 * Reads a recipient address and detects its Direct Deposit type:
 * 0x + 40 hex → 02, 0x + 64 hex → 04, XRP r-address with a valid checksum → 05,
 * init1… bech32 of 20 bytes → 06, base58 that decodes to 32 bytes → 03.
 * Tron addresses are refused: this encoder builds no calldata for them. The message sends the
 * reader to the Direct Deposit page, which says how to pay a Tron recipient.
 */
export function parseRecipient(input: string): Recipient {
  const address = input.trim()
  if (address === '') throw new DepositEncodingError('The recipient address is empty.')
  if (/^0x[0-9a-fA-F]*$/i.test(address)) {
    if (address.length === 66) return { type: 4, bytes: hexToBytes(address.slice(2).toLowerCase()), text: address }
    const checksummed = checkEvmAddress(address)
    return { type: 2, bytes: hexToBytes(checksummed.slice(2).toLowerCase()), text: checksummed }
  }
  if (/^init1/i.test(address)) {
    const decoded = bech32Decode(address)
    if (decoded?.prefix !== 'init' || decoded.bytes.length !== 20) {
      throw new DepositEncodingError(`"${address}" is not a valid Initia address (bech32 "init1…" of 20 bytes).`)
    }
    return { type: 6, bytes: decoded.bytes, text: address.toLowerCase() }
  }
  if (/^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(address)) {
    const decoded = base58Decode(address)
    if (decoded?.length === 25 && decoded[0] === 0x41 && hasValidBase58Checksum(decoded)) {
      throw new DepositEncodingError(
        `"${address}" is a Tron address. This builder makes no calldata for Tron recipients: see ${tronRecipientsUrl}.`,
      )
    }
  }
  if (/^r[1-9A-HJ-NP-Za-km-z]{24,34}$/.test(address)) {
    const decoded = base58Decode(address, base58XrpAlphabet)
    if (decoded?.length === 25 && decoded[0] === 0 && hasValidBase58Checksum(decoded)) {
      return { type: 5, bytes: decoded, text: address }
    }
  }
  if (/^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(address)) {
    const decoded = base58Decode(address)
    if (decoded?.length === 32) return { type: 3, bytes: decoded, text: address }
  }
  throw new DepositEncodingError(
    `"${address}" is not a recognised address. Use an EVM address (0x + 40 hex digits), a Solana address (base58, 32 bytes), a Sui/Aptos/Fuel address (0x + 64 hex digits), an XRP r-address or an Initia init1… address.`,
  )
}

/** Checks a list of short ids for Direct Deposit calldata or GasZipV2 packing. */
function checkShortIds(shortIds: readonly number[], max: number, rule: string): void {
  if (shortIds.length === 0) {
    throw new DepositEncodingError('The outbound chain list is empty: name at least one outbound chain.')
  }
  shortIds.forEach((id, index) => {
    if (!Number.isInteger(id) || id < 1 || id > max) {
      throw new DepositEncodingError(
        `Short id ${id} (outbound chain ${index + 1} in the list) is out of range: ${rule} take whole numbers from 1 to ${max}.`,
      )
    }
  })
}

/** One 2-byte big-endian short id, as hex without 0x. */
const shortIdHex = (id: number) => id.toString(16).padStart(4, '0')

/**
 * Builds Direct Deposit calldata. `recipient` is `'sender'` (type 01) or an
 * address (type detected by {@link parseRecipient}). An EVM address keeps its
 * EIP-55 letter case inside the hex, as the Gas.zip API returns it.
 */
export function encodeDirectDepositCalldata(
  recipient: 'sender' | string | Recipient,
  shortIds: readonly number[],
): Hex {
  const parsed =
    recipient === 'sender' ? senderRecipient : typeof recipient === 'string' ? parseRecipient(recipient) : recipient
  checkShortIds(shortIds, maxShortId, 'Direct Deposit short ids')
  const recipientHex = parsed.type === 2 && parsed.text ? parsed.text.slice(2) : toHex(parsed.bytes)
  return `0x0${parsed.type}${recipientHex}${shortIds.map(shortIdHex).join('')}`
}

/** One labelled piece of Direct Deposit calldata. */
export type CalldataPart =
  | { kind: 'type'; hex: string; recipientType: RecipientType }
  | { kind: 'recipient'; hex: string; recipient: string }
  | { kind: 'chain'; hex: string; shortId: number }

/** Direct Deposit calldata read back into its parts. */
export type DecodedDirectDeposit = {
  recipientType: RecipientType
  /** The recipient as text (EIP-55, base58, 0x hex, r-address or init1…), or `null` for the sender. */
  recipient: string | null
  shortIds: number[]
  parts: CalldataPart[]
}

function recipientText(type: RecipientType, bytes: Uint8Array): string | null {
  switch (type) {
    case 1:
      return null
    case 2:
      return getAddress(`0x${toHex(bytes)}`)
    case 3:
      return base58Encode(bytes)
    case 4:
      return `0x${toHex(bytes)}`
    case 5:
      return base58Encode(bytes, base58XrpAlphabet)
    case 6:
      return bech32Encode('init', bytes)
  }
}

/**
 * Reads Direct Deposit calldata back: the byte layout is read by the decision module readers copy
 * (`readCalldata`, which also checks quotes), then the recipient bytes are written as text.
 * Type 05 (XRP) is read as a 25-byte classic address and type 03 as 32 bytes, the lengths the
 * encoder writes.
 */
export function decodeDirectDepositCalldata(calldata: string): DecodedDirectDeposit {
  let read: ReturnType<typeof readCalldata>
  try {
    read = readCalldata(calldata)
  } catch (error) {
    throw new DepositEncodingError((error as Error).message)
  }
  const recipientType = read.type as RecipientType
  const recipient = recipientText(recipientType, hexToBytes(read.recipientHex))
  const typeHex = read.type.toString(16).padStart(2, '0')
  const parts: CalldataPart[] = [{ kind: 'type', hex: typeHex, recipientType }]
  if (recipient !== null) parts.push({ kind: 'recipient', hex: read.recipientHex, recipient })
  for (const shortId of read.shortIds) parts.push({ kind: 'chain', hex: shortIdHex(shortId), shortId })
  return { recipientType, recipient, shortIds: read.shortIds, parts }
}
