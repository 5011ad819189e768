/**
 * Address text codecs used by the deposit encoders: base58 (Bitcoin and XRP
 * alphabets) and bech32. Framework-free; runs in Node and in the browser.
 */
import { sha256 } from 'viem'

/** Base58 alphabet of Bitcoin, Solana and Tron. */
const base58BitcoinAlphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
/** Base58 alphabet of the XRP Ledger. */
export const base58XrpAlphabet = 'rpshnaf39wBUDNEGHJKLM4PQRST7VWXYZ2bcdeCg65jkm8oFqi1tuvAxyz'

/** Decodes base58 text; returns `undefined` when a character is not in the alphabet. */
export function base58Decode(text: string, alphabet: string = base58BitcoinAlphabet): Uint8Array | undefined {
  if (text.length === 0) return undefined
  let value = 0n
  for (const char of text) {
    const digit = alphabet.indexOf(char)
    if (digit < 0) return undefined
    value = value * 58n + BigInt(digit)
  }
  const body: number[] = []
  while (value > 0n) {
    body.unshift(Number(value & 0xffn))
    value >>= 8n
  }
  let leadingZeros = 0
  while (leadingZeros < text.length && text[leadingZeros] === alphabet[0]) leadingZeros++
  return Uint8Array.from([...new Array<number>(leadingZeros).fill(0), ...body])
}

/** Encodes bytes as base58 text. */
export function base58Encode(bytes: Uint8Array, alphabet: string = base58BitcoinAlphabet): string {
  let value = 0n
  for (const byte of bytes) value = (value << 8n) | BigInt(byte)
  let text = ''
  while (value > 0n) {
    text = alphabet[Number(value % 58n)] + text
    value /= 58n
  }
  let leadingZeros = 0
  while (leadingZeros < bytes.length && bytes[leadingZeros] === 0) leadingZeros++
  return (alphabet[0] ?? '').repeat(leadingZeros) + text
}

/** True when the last 4 bytes are the first 4 bytes of sha256(sha256(rest)) (base58check). */
export function hasValidBase58Checksum(decoded: Uint8Array): boolean {
  if (decoded.length < 5) return false
  const payload = decoded.subarray(0, decoded.length - 4)
  const checksum = sha256(sha256(payload, 'bytes'), 'bytes').subarray(0, 4)
  return checksum.every((byte, index) => byte === decoded[decoded.length - 4 + index])
}

const bech32Charset = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'
const bech32Generators = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3]

function bech32Polymod(values: readonly number[]): number {
  let checksum = 1
  for (const value of values) {
    const top = checksum >>> 25
    checksum = ((checksum & 0x1ffffff) << 5) ^ value
    bech32Generators.forEach((generator, bit) => {
      if ((top >>> bit) & 1) checksum ^= generator
    })
  }
  return checksum
}

function bech32HrpExpand(hrp: string): number[] {
  const codes = [...hrp].map((char) => char.charCodeAt(0))
  return [...codes.map((code) => code >>> 5), 0, ...codes.map((code) => code & 31)]
}

function convertBits(data: readonly number[], from: number, to: number, pad: boolean): number[] | undefined {
  let accumulator = 0
  let bits = 0
  const result: number[] = []
  const maxValue = (1 << to) - 1
  for (const value of data) {
    accumulator = (accumulator << from) | value
    bits += from
    while (bits >= to) {
      bits -= to
      result.push((accumulator >>> bits) & maxValue)
    }
  }
  if (pad) {
    if (bits > 0) result.push((accumulator << (to - bits)) & maxValue)
  } else if (bits >= from || ((accumulator << (to - bits)) & maxValue) !== 0) {
    return undefined
  }
  return result
}

/** Decodes a bech32 string (BIP-173). Returns `undefined` on any format or checksum error. */
export function bech32Decode(text: string): { prefix: string; bytes: Uint8Array } | undefined {
  if (text !== text.toLowerCase() && text !== text.toUpperCase()) return undefined
  const lower = text.toLowerCase()
  const separator = lower.lastIndexOf('1')
  if (separator < 1 || separator + 7 > lower.length) return undefined
  const prefix = lower.slice(0, separator)
  const data: number[] = []
  for (const char of lower.slice(separator + 1)) {
    const value = bech32Charset.indexOf(char)
    if (value < 0) return undefined
    data.push(value)
  }
  if (bech32Polymod([...bech32HrpExpand(prefix), ...data]) !== 1) return undefined
  const bytes = convertBits(data.slice(0, -6), 5, 8, false)
  return bytes ? { prefix, bytes: Uint8Array.from(bytes) } : undefined
}

/** Encodes bytes as a bech32 string (BIP-173) with the given prefix. */
export function bech32Encode(prefix: string, bytes: Uint8Array): string {
  const data = convertBits([...bytes], 8, 5, true) ?? []
  const polymod = bech32Polymod([...bech32HrpExpand(prefix), ...data, 0, 0, 0, 0, 0, 0]) ^ 1
  const checksum = [0, 1, 2, 3, 4, 5].map((index) => (polymod >>> (5 * (5 - index))) & 31)
  return `${prefix}1${[...data, ...checksum].map((value) => bech32Charset[value]).join('')}`
}
