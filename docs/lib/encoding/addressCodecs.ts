/**
 * Address text codecs used by the deposit encoders: base58 (Bitcoin and XRP alphabets) and
 * bech32. The codecs are the decision module's (docs/snippets/api/verdict.ts), which compares
 * quote recipients with them; the base58check checksum, which needs sha256, is here.
 */
import { sha256 } from 'viem'

export {
  base58Decode,
  base58Encode,
  base58XrpAlphabet,
  bech32Decode,
  bech32Encode,
} from '../../snippets/api/verdict.ts'

/** True when the last 4 bytes are the first 4 bytes of sha256(sha256(rest)) (base58check). */
export function hasValidBase58Checksum(decoded: Uint8Array): boolean {
  if (decoded.length < 5) return false
  const payload = decoded.subarray(0, decoded.length - 4)
  const checksum = sha256(sha256(payload, 'bytes'), 'bytes').subarray(0, 4)
  return checksum.every((byte, index) => byte === decoded[decoded.length - 4 + index])
}
