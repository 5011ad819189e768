// The two decisions of a Gas.zip deposit, made in one file that runs alone: may this quote be
// sent (`checkQuote`), and was the gas delivered (`deliveryOf`). Each answer is a verdict with
// every reason, each reason with a stable code, what to do and the rule behind it (a link to
// the page that states it). The file imports nothing: the site data it decides with is written
// in the data region below, with its date (`dataTakenAt`), which every verdict carries.
// It runs as it is on Node 22.18 or later (Node 24 included), with `npx tsx` on Node 20, in a
// browser and in any bundler.

// [!region data]
// The site data the decisions read, written from the site's data files (docs/data) on the date below.
/** The date of the deposit chain list this file decides with; every verdict carries it. */
export const dataTakenAt = '2026-11-22'
const directDepositAddressOnEveryChain = '0x391E7C679d29bD940d63be94AD22A25d25b5A604'
const gasZipV2Address = '0x2a37D63EAdFe4b4682a3c28C1c2cD4F109Cc2762'
/**
 * The deposit chains, one a line: native id | name | Direct Deposit offered | contract deposit
 * address (GasZipV2: the address above) | GasZipV2 verified at that address | block explorer.
 */
const depositChainTable = `
1 | Ethereum | yes | GasZipV2 | yes | https://etherscan.io
42161 | Arbitrum One | yes | GasZipV2 | yes | https://arbiscan.io
10 | OP Mainnet | yes | GasZipV2 | yes | https://optimistic.etherscan.io
43114 | Avalanche | yes | GasZipV2 | yes | https://snowtrace.io
8453 | Base | yes | GasZipV2 | yes | https://basescan.org
56 | BSC | yes | GasZipV2 | yes | https://bscscan.com
137 | Polygon | yes | GasZipV2 | yes | https://polygonscan.com
534352 | Scroll | yes | GasZipV2 | yes | https://scrollscan.com
59144 | Linea | yes | 0xA60768b03eB14d940F6c9a8553329B7F9037C91b | no | https://lineascan.build
81457 | Blast | yes | GasZipV2 | yes | https://blastscan.io
7777777 | Zora | yes | GasZipV2 | yes | https://explorer.zora.energy
34443 | Mode | yes | GasZipV2 | yes | https://modescan.io
324 | zkSync Era | yes | 0x252fb662e4D7435D2a5DED8EC94d8932CF76C178 | no | https://explorer.zksync.io
100 | Gnosis | yes | GasZipV2 | yes | https://gnosisscan.io
1088 | Metis | yes | GasZipV2 | yes | https://explorer.metis.io
5000 | Mantle | yes | GasZipV2 | yes | https://explorer.mantle.xyz
196 | X Layer | yes | GasZipV2 | yes | https://oklink.com/xlayer
1625 | Gravity | yes | 0x6Efc6Ead40786bD87A884382b6EA4BcA3C985e99 | no | https://explorer.gravity.xyz
167000 | Taiko | yes | GasZipV2 | yes | https://taikoscan.io
480 | World Chain | yes | GasZipV2 | yes | https://worldchain-mainnet.explorer.alchemy.com
2818 | Morph | yes | GasZipV2 | yes | https://explorer.morphl2.io
33139 | ApeChain | yes | GasZipV2 | yes | https://apescan.io
1135 | Lisk | yes | GasZipV2 | yes | https://blockscout.lisk.com
57073 | Ink | yes | GasZipV2 | yes | https://explorer.inkonchain.com
146 | Sonic | yes | GasZipV2 | yes | https://sonicscan.org
200901 | Bitlayer | yes | GasZipV2 | yes | https://www.btrscan.com
1329 | Sei | yes | 0x3ac2cD998cB96a699f88C3C665abC767A9800cc8 | no | https://seitrace.com
42220 | Celo | yes | 0xA60768b03eB14d940F6c9a8553329B7F9037C91b | no | https://celoscan.io
25 | Cronos | yes | GasZipV2 | yes | https://cronoscan.com
30 | Rootstock | yes | 0x1a4FABce513633A9Bbb67A08c52F0CB195eb0591 | no | https://explorer.rsk.co
252 | Fraxtal | yes | GasZipV2 | yes | https://fraxscan.com
2741 | Abstract | yes | 0x252fb662e4D7435D2a5DED8EC94d8932CF76C178 | no | https://abscan.org
1868 | Soneium | yes | GasZipV2 | yes | https://soneium.blockscout.com
80094 | Berachain | yes | GasZipV2 | yes | https://berascan.com
130 | Unichain | yes | GasZipV2 | yes | https://uniscan.xyz
999 | HyperEVM | yes | GasZipV2 | yes | https://hyperscan.gas.zip
1923 | Swell | yes | GasZipV2 | yes | https://swellchainscan.io
42793 | Etherlink | yes | GasZipV2 | yes | https://explorer.etherlink.com
21000000 | Corn | yes | GasZipV2 | yes | https://cornscan.io
43111 | Hemi | yes | GasZipV2 | yes | https://explorer.hemi.xyz
55244 | Superposition | yes | GasZipV2 | yes | https://explorer.superposition.so
1514 | Story | yes | GasZipV2 | yes | https://www.storyscan.io
60808 | BOB | yes | GasZipV2 | yes | https://explorer.gobob.xyz
5330 | Superseed | yes | GasZipV2 | yes | https://explorer.superseed.xyz
232 | Lens | yes | 0xDeb8609F3f6c1A3EA814ED571C7d7C61a9Cfa76A | no | https://explorer.lens.xyz
50 | XDC | yes | GasZipV2 | yes | https://xdcscan.com
88 | Viction | yes | 0x549Fd6feFAe192deFd626279d479F8F754B85fB7 | no | https://tomoscan.io
2020 | Ronin | yes | 0x31030Df252cB281D8b94863af6AF4aF8774adb7E | no | https://app.roninchain.com
98866 | Plume | yes | 0xc62155f48D2aEE12FFF6Bb3b7946385d3A98854C | no | https://explorer.plume.org
14 | Flare | yes | 0x431F08321d06e41CB062D370cc4Ba2BAc39Ffef0 | no | https://flare-explorer.flare.network
747474 | Katana | yes | 0x9E22ebeC84c7e4C4bD6D4aE7FF6f4D436D6D8390 | no | https://explorer.katanarpc.com
1480 | Vana | yes | 0x9E22ebeC84c7e4C4bD6D4aE7FF6f4D436D6D8390 | no | https://vanascan.io
6985385 | Humanity | yes | 0x9E22ebeC84c7e4C4bD6D4aE7FF6f4D436D6D8390 | no | https://humanity.gas.zip
6900 | Nibiru | yes | 0x9E22ebeC84c7e4C4bD6D4aE7FF6f4D436D6D8390 | no | https://nibiscan.io
1313161554 | Aurora | yes | GasZipV2 | yes | https://aurorascan.dev
122 | Fuse | yes | GasZipV2 | yes | https://explorer.fuse.io
13371 | Immutable zkEVM | yes | GasZipV2 | yes | https://explorer.immutable.com
8217 | Kaia | yes | GasZipV2 | yes | https://kaiascan.io
1284 | Moonbeam | yes | GasZipV2 | yes | https://moonscan.io
1285 | Moonriver | yes | GasZipV2 | yes | https://moonriver.moonscan.io
204 | opBNB | yes | GasZipV2 | yes | https://opbnbscan.com
50104 | Sophon | yes | 0x6CbC57A6162839d782B2B4a1BD18554135e4Fafa | no | https://explorer.sophon.xyz
484 | CAMP | yes | 0x9E22ebeC84c7e4C4bD6D4aE7FF6f4D436D6D8390 | no | https://camp.cloud.blockscout.com
124816 | Mitosis | yes | 0x9E22ebeC84c7e4C4bD6D4aE7FF6f4D436D6D8390 | no | https://mitoscan.io
9745 | Plasma | yes | 0x9E22ebeC84c7e4C4bD6D4aE7FF6f4D436D6D8390 | no | https://plasmascan.to
747 | Flow EVM | yes | 0x9E22ebeC84c7e4C4bD6D4aE7FF6f4D436D6D8390 | no | https://evm.flowscan.io
3637 | Botanix | yes | 0x9E22ebeC84c7e4C4bD6D4aE7FF6f4D436D6D8390 | no | https://botanixscan.io
16661 | 0G | no | 0x9E22ebeC84c7e4C4bD6D4aE7FF6f4D436D6D8390 | no | https://chainscan.0g.ai
5734951 | Jovay | no | 0x9E22ebeC84c7e4C4bD6D4aE7FF6f4D436D6D8390 | no | https://explorer.jovay.io
143 | Monad | no | 0x9E22ebeC84c7e4C4bD6D4aE7FF6f4D436D6D8390 | no | https://monadvision.com
988 | Stable | no | 0x9E22ebeC84c7e4C4bD6D4aE7FF6f4D436D6D8390 | no | https://stablescan.xyz
4326 | MegaETH | no | 0x9E22ebeC84c7e4C4bD6D4aE7FF6f4D436D6D8390 | no | https://mega.etherscan.io
40 | Telos | no | 0xb46013468775959dF96352195d2B8275B625EbC8 | no | https://www.teloscan.io
42170 | Arbitrum Nova | no | 0x5D5a72859b8EBAFcf459164F64400012F5A3C5E0 | no | https://nova.arbiscan.io
1672 | Pharos | no | 0x9E22ebeC84c7e4C4bD6D4aE7FF6f4D436D6D8390 | no | https://pharos.socialscan.io
5031 | Somnia | no | 0x9E22ebeC84c7e4C4bD6D4aE7FF6f4D436D6D8390 | no | https://explorer.somnia.network
5042 | Arc | no | 0x9E22ebeC84c7e4C4bD6D4aE7FF6f4D436D6D8390 | yes | https://explorer.arc.io
`
/** The deposit statuses of GET /v2/deposit/{hash} and the polling schedule. */
// biome-ignore format: one status a line
export const depositPlaybook = {
  poll: { firstWaitSeconds: 2, maxWaitSeconds: 30, giveUpAfterMinutes: 10 },
  otherValues: 'Treat any value not in this table as in progress: keep polling.',
  statuses: [
    { value: 'SEEN', final: false, success: false, action: 'Keep polling.' },
    { value: 'PENDING', final: false, success: false, action: 'Keep polling.' },
    { value: 'CONFIRMED', final: true, success: true, action: 'On an entry of `txs`: that payout is delivered, unless its `refund` or `cancelled` is true. On `deposit.status`: keep polling: whether the gas is delivered is the verdict of `deliveryOf`.' },
    { value: 'PRIORITY', final: false, success: false, action: 'Keep polling.' },
    { value: 'CANCELLED', final: true, success: false, action: 'Stop polling. Do not send the deposit again. Open a support ticket on [Discord](https://discord.gg/gasdotzip) with the deposit hash, and the `refund` and `cancelled` values of its `txs`.' },
  ],
}
/** Where each rule the reasons name is written, on this site. */
const rulePages = {
  limits: '/gas/overview#limits',
  'quote-window': '/gas/api/overview#quote-guarantee',
  'failed-request': '/gas/api/overview#errors',
  tracking: '/gas/api/deposit#when-the-gas-is-delivered',
  'direct-deposit-transfer': '/gas/code-examples/evm-deposit/direct-forwarder#before-you-send',
  'contract-abi': '/gas/code-examples/evm-deposit/contract-forwarder#contract-addresses',
}
/** The Gas.zip program a Solana deposit calls, and the account its deposit instruction pays. */
const solanaProgram = {
  address: 'FzuVV5WeLyWHDuX6SPbeLgqkvePDTzMCRKYAhDbiP3z3',
  account: 'gasZT2bpe7mxu5wMgQbvry84vok5CuF2huCEokyC3qh',
}
// [!endregion data]
/** The deposit chain table, read: one entry per deposit chain. */
const depositChains = depositChainTable
  .trim()
  .split('\n')
  .map((line) => {
    const [nativeId, name = '', direct, contract = '', verified, explorer = ''] = line.split(' | ')
    return {
      nativeId: Number(nativeId),
      name,
      directDeposit: direct === 'yes',
      contract: contract === 'GasZipV2' ? gasZipV2Address : contract,
      verified: verified === 'yes',
      explorer,
    }
  })

// [!region rules]
export const apiBase = 'https://backend.gas.zip/v2'
/** The quote window, counted from the moment the quote was requested. */
export const quoteValidityMs = 60_000
/**
 * Time kept back at the end of the quote window for signing, broadcast and inclusion: a quote
 * is sent only within its first 45 seconds.
 */
export const quoteSafetyMarginMs = 15_000
/** The deposit limits per outbound chain, in dollars; both bounds are allowed. */
export const minUsdPerChain = 0.25
export const maxUsdPerChain = 50
/** The Direct Deposit address, the same on every chain that offers Direct Deposit. */
export const directDepositAddress = directDepositAddressOnEveryChain
/** Native ids of the deposit chains that offer Direct Deposit (the inbound chain list). */
export const directDepositChains: ReadonlySet<number> = new Set(
  depositChains.filter((chain) => chain.directDeposit).map((chain) => chain.nativeId),
)
/** Solana's chain id in Gas.zip's chain list; a Solana deposit goes through the Gas.zip program. */
export const solanaChainId = 501474
// [!endregion rules]

// [!region advice]
export type RuleId =
  | 'limits'
  | 'quote-window'
  | 'failed-request'
  | 'tracking'
  | 'direct-deposit-transfer'
  | 'contract-abi'

const site = 'https://dev.gas.zip'
const discord = 'https://discord.gg/gasdotzip'
/** The page section on this site that states a rule. */
export const ruleUrl = (id: RuleId): string => `${site}${rulePages[id]}`

/** What to do, for each reason and delivery state: the only prose of this file. */
const advice = {
  failedRequest:
    'Do not send. A failed request says nothing about the quote. Fix what the API error names, if it names something, then request a new quote.',
  requestError:
    'Do not send. The API refused the whole request: change what its error names and request a new quote. An error about the source (the deposit chain) means: pick another deposit chain. An error about an outbound chain means: remove that chain. Otherwise change the amount.',
  chainMissing: 'Do not send. Request a new quote; send only when every outbound chain has one.',
  noUsd: 'Do not send. Request a new quote; send only when every outbound chain has a dollar value.',
  chainError: 'Do not send. Remove this chain from the outbound chains, or request a new quote later.',
  belowMinimum: 'Raise the amount, or name fewer outbound chains, and request a new quote.',
  aboveMaximum: 'Lower the amount, or name more outbound chains, and request a new quote.',
  noCalldata: 'Request the quote with both `from` and `to`; send only the calldata it returns.',
  calldata: `Do not send this calldata: it would pay for something other than what you asked. Request a new quote. If the new quote names the same wrong recipient or chains, do not send, and do not send calldata you built yourself instead: report the request and both answers on Discord (${discord}).`,
  shortIdsUnknown: 'Give the short id of every outbound chain, in order: read them from GET /v2/chains.',
  recipientUnreadable:
    'Use an EVM address (0x and 40 hex digits), a Sui, Aptos or Fuel address (0x and 64 hex digits), a Solana address, an XRP r-address, an Initia init1 address or a Tron T-address.',
  expired: 'Request a new quote, then send at once.',
  throughContract: (address: string) =>
    `Do not send this calldata. Deposit through the contract ${address} instead (${site}/gas/code-examples/evm-deposit/contract-forwarder).`,
  checkContract: (explorer: string) =>
    `Open ${explorer} and check that the contract has deposit(uint256,bytes32). If it has, ask again with contractCheckedOnExplorer: true. If it has not, do not send: ask on Discord (${discord}).`,
  notDepositChain: 'Pick a deposit chain from the inbound chain list.',
  useSolanaMethod: 'Solana deposits go through the Gas.zip program: ask again with method `solana`.',
  solanaOnly: `Method \`solana\` is for deposits on Solana (${solanaChainId}) only: ask again with method \`direct\` or \`contract\`.`,
  unknown:
    'this says nothing about the deposit or the hash. Do not send the deposit again. Ask again with a longer wait each time, until your deadline.',
  noPayoutYet: 'The deposit is confirmed and no payout is listed yet: keep polling.',
  payoutsMissing: (missing: number, asked: number) =>
    `The deposit is confirmed and ${missing} of the ${asked} requested chains ${missing === 1 ? 'has' : 'have'} no payout listed yet: keep polling until your deadline.`,
  flagged: 'This payout is marked refund or cancelled: it is not delivered.',
  notDelivered: `Do not send the deposit again. Open a support ticket on Discord (${discord}) with the text of \`ticket\`.`,
  lost: (lost: number, all: number) =>
    all === 1
      ? 'The payout was not delivered.'
      : `${lost} of the ${all} payouts ${lost === 1 ? 'was' : 'were'} not delivered.`,
  othersPending: 'Keep polling until your deadline to learn whether the other payouts arrive.',
  deadlineMissing: (missing: number, asked: number) =>
    `At your deadline ${missing} of the ${asked} requested chains ${missing === 1 ? 'has' : 'have'} no payout.`,
  deadlinePending: 'At your deadline not every payout is delivered.',
  delivered: 'Every requested chain has a delivered payout: stop polling.',
}

/** Every reason a quote may be refused for; each code has one meaning, so code and agents may branch on them. */
export const reasonCodes = [
  'failed-request',
  'request-error',
  'chain-missing',
  'chain-error',
  'share-below-minimum',
  'share-above-maximum',
  'no-calldata',
  'calldata-unreadable',
  'calldata-type',
  'calldata-recipient',
  'calldata-chains',
  'quote-expired',
  'no-direct-deposit',
  'contract-unverified',
  'no-usd',
  'no-contract',
  'method-mismatch',
] as const
export type ReasonCode = (typeof reasonCodes)[number]

/**
 * Why a quote must not be sent: a stable code, what was found, what to do, the rule behind it and
 * its page. `apiError` is the API's own error text, shortened, as data to show: it decides nothing.
 */
export type Reason = {
  code: ReasonCode
  detail: string
  advice: string
  rule?: RuleId
  ruleUrl?: string
  apiError?: string
}

const reason = (code: ReasonCode, detail: string, todo: string, rule?: RuleId, apiError?: string): Reason => ({
  code,
  detail,
  advice: rule ? `${todo} Rule: ${ruleUrl(rule)}` : todo,
  ...(rule ? { rule, ruleUrl: ruleUrl(rule) } : {}),
  ...(apiError === undefined ? {} : { apiError }),
})

/** Dollars as written: cents when they say the whole value ($0.10), every digit when they do not ($0.2499). */
const dollars = (value: number) =>
  Number.isInteger(value) ? `$${value}` : Number(value.toFixed(2)) === value ? `$${value.toFixed(2)}` : `$${value}`
// [!endregion advice]

// [!region answer]
/**
 * An answer of the Gas.zip API as the decisions read it: the HTTP status and the parsed JSON
 * body, or why there is no usable answer (a network error, a body that is not JSON).
 */
export type ApiAnswer = { status: number; body: unknown } | { failure: string }

/** The answer for a status and body text; `parse` may keep big integers exact. */
export function answerOf(status: number, text: string, parse: (text: string) => unknown = JSON.parse): ApiAnswer {
  try {
    return { status, body: parse(text) }
  } catch {
    const excerpt = text.replace(/\s+/g, ' ').trim().slice(0, 120)
    return { failure: `HTTP ${status} with a body that is not JSON${excerpt ? `: "${excerpt}"` : ''}` }
  }
}

/** The longest piece of the API's error text a verdict shows. */
const maxApiErrorChars = 200

/** The API's error text in a body, one line, control characters removed, at most 200 characters. */
function apiErrorOf(body: unknown): string | undefined {
  const said =
    typeof body === 'string'
      ? body
      : typeof (body as { error?: unknown })?.error === 'string'
        ? (body as { error: string }).error
        : undefined
  // Control characters become spaces, so that the text stays one line of plain data.
  const line = [...(said ?? '')]
    .map((char) => (char.charCodeAt(0) < 32 || char.charCodeAt(0) === 127 ? ' ' : char))
    .join('')
    .replace(/\s+/g, ' ')
    .trim()
  if (!line) return undefined
  return line.length > maxApiErrorChars ? `${line.slice(0, maxApiErrorChars - 1)}…` : line
}

/** A request succeeded when its status is 2xx and its body is a JSON object; anything else says nothing. */
function failedRequest(answer: ApiAnswer): { detail: string; apiError?: string } | undefined {
  if ('failure' in answer) return { detail: answer.failure }
  if (answer.status < 200 || answer.status > 299) {
    const apiError = apiErrorOf(answer.body)
    return apiError === undefined
      ? { detail: `HTTP ${answer.status}` }
      : { detail: `HTTP ${answer.status}; the API says ${JSON.stringify(apiError)}`, apiError }
  }
  if (answer.body === null || typeof answer.body !== 'object') return { detail: 'the JSON body is not an object' }
  return undefined
}
// [!endregion answer]

// [!region addresses]
/** Base58 alphabet of Bitcoin, Solana and Tron. */
const base58Alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
/** Base58 alphabet of the XRP Ledger. */
export const base58XrpAlphabet = 'rpshnaf39wBUDNEGHJKLM4PQRST7VWXYZ2bcdeCg65jkm8oFqi1tuvAxyz'

/** Decodes base58 text; `undefined` when a character is not in the alphabet. */
export function base58Decode(text: string, alphabet: string = base58Alphabet): Uint8Array | undefined {
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
export function base58Encode(bytes: Uint8Array, alphabet: string = base58Alphabet): string {
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

/** Decodes a bech32 string (BIP-173); `undefined` on any format or checksum error. */
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

const hexOf = (bytes: Uint8Array) => [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')

/**
 * The recipient type and bytes (lowercase hex) Direct Deposit calldata must carry to pay `to`,
 * or `undefined` when `to` is no address this file reads. A Tron address is paid as an EVM
 * recipient: type 02 with the 20 account bytes of the address.
 */
export function recipientOf(to: string): { type: number; hex: string } | undefined {
  if (/^0x[0-9a-fA-F]{40}$/.test(to)) return { type: 2, hex: to.slice(2).toLowerCase() }
  if (/^0x[0-9a-fA-F]{64}$/.test(to)) return { type: 4, hex: to.slice(2).toLowerCase() }
  if (/^init1/i.test(to)) {
    const decoded = bech32Decode(to)
    return decoded?.prefix === 'init' && decoded.bytes.length === 20
      ? { type: 6, hex: hexOf(decoded.bytes) }
      : undefined
  }
  const xrp = to.startsWith('r') ? base58Decode(to, base58XrpAlphabet) : undefined
  if (xrp?.length === 25 && xrp[0] === 0) return { type: 5, hex: hexOf(xrp) }
  const decoded = base58Decode(to)
  if (to.startsWith('T') && decoded?.length === 25 && decoded[0] === 0x41)
    return { type: 2, hex: hexOf(decoded.subarray(1, 21)) }
  if (decoded?.length === 32) return { type: 3, hex: hexOf(decoded) }
  return undefined
}
// [!endregion addresses]

// [!region calldata]
/** Address bytes after the type byte, per recipient type of Direct Deposit calldata. */
const recipientBytes: Record<number, number> = {
  1: 0, // the sender of the deposit
  2: 20, // an EVM address
  3: 32, // a Solana (SVM) address
  4: 32, // a Sui, Aptos or Fuel address
  5: 25, // an XRP Ledger classic address
  6: 20, // an Initia address
}

/** Direct Deposit calldata read back: recipient type, recipient bytes as lowercase hex, short ids. */
export function readCalldata(calldata: string): { type: number; recipientHex: string; shortIds: number[] } {
  const body = calldata.trim().replace(/^0x/i, '')
  if (!/^[0-9a-fA-F]*$/.test(body)) throw new Error(`The calldata is not hexadecimal: "${calldata}".`)
  if (body.length % 2 !== 0) throw new Error(`The calldata has an odd number of hex digits (${body.length}).`)
  if (body.length === 0) throw new Error('The calldata is empty.')
  const type = Number.parseInt(body.slice(0, 2), 16)
  const size = recipientBytes[type]
  if (size === undefined)
    throw new Error(`Unknown recipient type 0x${body.slice(0, 2)} in byte 0 of the calldata: expected 0x01 to 0x06.`)
  const recipientHex = body.slice(2, 2 + 2 * size).toLowerCase()
  const chainsHex = body.slice(2 + 2 * size)
  if (recipientHex.length < 2 * size)
    throw new Error(
      `The calldata is too short: recipient type 0x${body.slice(0, 2)} needs ${size} address bytes, found ${recipientHex.length / 2}.`,
    )
  if (chainsHex.length === 0)
    throw new Error('The outbound chain list is empty: the calldata ends after the recipient.')
  if (chainsHex.length % 4 !== 0)
    throw new Error(
      `The calldata has ${chainsHex.length / 2} bytes after the recipient; short ids take 2 bytes each, so this must be even.`,
    )
  const shortIds = (chainsHex.match(/.{4}/g) ?? []).map((hex) => Number.parseInt(hex, 16))
  const zero = shortIds.indexOf(0)
  if (zero !== -1)
    throw new Error(
      `Short id 0 (outbound chain ${zero + 1} in the list) is out of range: Direct Deposit short ids take whole numbers from 1 to 65535.`,
    )
  return { type, recipientHex, shortIds }
}

/** The selector of GasZipV2's `deposit(uint256 chains, bytes32 to)`. */
const depositSelector = '0xc9630cb0'

/**
 * The data of a GasZipV2 `deposit(chains, to)` call: the short ids packed 16 bits each (the first
 * outbound chain highest), and the recipient in the high bytes of the bytes32. Only a recipient
 * written in hex (20 or 32 bytes) fits; for any other, `undefined`.
 */
export function contractCalldata(shortIds: readonly number[], to: string): string | undefined {
  if (shortIds.length === 0 || shortIds.length > 16) return undefined
  if (!shortIds.every((id) => Number.isInteger(id) && id >= 1 && id <= 0xffff)) return undefined
  if (!/^0x([0-9a-fA-F]{40}|[0-9a-fA-F]{64})$/.test(to)) return undefined
  const chains = shortIds.map((id) => id.toString(16).padStart(4, '0')).join('')
  return `${depositSelector}${chains.padStart(64, '0')}${to.slice(2).toLowerCase().padEnd(64, '0')}`
}
// [!endregion calldata]

// [!region quote]
export type QuoteRequest = {
  /** Native id of the deposit chain. */
  depositChain: number
  /** Native ids of the outbound chains, in the order of the request. */
  outboundChains: readonly number[]
  /** Gas.zip short ids of the same chains, same order: what the calldata names. Read them from GET /v2/chains. */
  shortIds?: readonly number[]
  /** The sender and the recipient; with both, the answer carries calldata and the quote window applies. */
  from?: string
  to?: string
  /** How the deposit is sent: a Direct Deposit (the default), a contract call, or the Solana program. */
  method?: 'direct' | 'contract' | 'solana'
  /**
   * For a contract deposit at an address where GasZipV2 is not verified: true once you have
   * opened the chain's explorer and seen that the contract has `deposit(uint256,bytes32)`.
   */
  contractCheckedOnExplorer?: boolean
}

/**
 * Where and how to send a deposit, and before when (clock milliseconds). Send exactly this:
 * `address`, and `calldata` as the transaction's data (a Direct Deposit or a contract deposit).
 * A contract path has `calldata` when the request named `shortIds` and a hex `to`.
 */
export type DepositPath =
  | { method: 'direct'; address: string; calldata: string; sendBefore: number }
  | {
      method: 'contract'
      address: string
      verified: boolean
      explorer: string
      calldata: string | null
      sendBefore: number
    }
  | { method: 'solana'; address: string; account: string; sendBefore: number }

export type QuoteVerdict = {
  /** True only when nothing stands in the way: then `path` says where and how to send. */
  send: boolean
  reasons: Reason[]
  /** Where to send; on a refusal, the contract to deposit through instead when there is one. */
  path: DepositPath | null
  /** Clock milliseconds before which the deposit must be sent, or null on a refusal without a path. */
  sendBefore: number | null
  /** Each outbound chain's `usd`, as the quote gives it: the value the limits are checked against. */
  shares: { chain: number; usd: number }[]
  /** The date of the chain list this verdict was decided with. */
  dataTakenAt: string
}

type QuoteEntry = { chain?: unknown; error?: unknown; usd?: unknown }
type QuoteBody = { error?: unknown; quotes?: unknown; calldata?: unknown; expires?: unknown }

/** The contract deposit on a chain: its address, whether GasZipV2 is verified there, its explorer. */
function contractOn(depositChain: number) {
  const chain = depositChains.find((entry) => entry.nativeId === depositChain)
  return chain
    ? { name: chain.name, address: chain.contract, verified: chain.verified, explorer: chain.explorer }
    : undefined
}

/**
 * `expires` as clock milliseconds, or null. Its unit is not documented: a number from 10^12 on
 * is read as milliseconds, from 10^9 as seconds (both dates after 2001); anything else is ignored.
 */
function expiresAt(expires: unknown): number | null {
  if (typeof expires !== 'number' || !Number.isFinite(expires)) return null
  if (expires >= 1e12) return expires
  if (expires >= 1e9) return expires * 1000
  return null
}

/** Each outbound chain's share, checked against the limits; refusals go into `reasons`. */
function checkShares(request: QuoteRequest, body: QuoteBody, reasons: Reason[]): QuoteVerdict['shares'] {
  const entries: QuoteEntry[] = Array.isArray(body.quotes) ? (body.quotes as QuoteEntry[]) : []
  const shares: QuoteVerdict['shares'] = []
  for (const chain of request.outboundChains) {
    const entry = entries.find((quote) => quote.chain === chain)
    if (!entry) {
      if (body.error === undefined)
        reasons.push(reason('chain-missing', `The answer has no quote for chain ${chain}.`, advice.chainMissing))
      continue
    }
    if (entry.error !== undefined) {
      const apiError = apiErrorOf(String(entry.error))
      reasons.push(
        reason(
          'chain-error',
          `Chain ${chain} cannot be served; the API says ${JSON.stringify(apiError ?? '')}.`,
          advice.chainError,
          undefined,
          apiError,
        ),
      )
      continue
    }
    const value = typeof entry.usd === 'number' && Number.isFinite(entry.usd) ? entry.usd : undefined
    if (value === undefined) {
      reasons.push(reason('no-usd', `The quote for chain ${chain} has no dollar value.`, advice.noUsd))
      continue
    }
    shares.push({ chain, usd: value })
    if (value < minUsdPerChain)
      reasons.push(
        reason(
          'share-below-minimum',
          `The share for chain ${chain} is worth ${dollars(value)}, below ${dollars(minUsdPerChain)}.`,
          advice.belowMinimum,
          'limits',
        ),
      )
    else if (value > maxUsdPerChain)
      reasons.push(
        reason(
          'share-above-maximum',
          `The share for chain ${chain} is worth ${dollars(value)}, above ${dollars(maxUsdPerChain)}.`,
          advice.aboveMaximum,
          'limits',
        ),
      )
  }
  return shares
}

/** The quote's Direct Deposit calldata compared with the request: its form, recipient, chains in order. */
function calldataReasons(calldata: string, request: QuoteRequest): Reason[] {
  if (!/^0x([0-9a-fA-F]{2})+$/.test(calldata))
    return [
      reason(
        'calldata-unreadable',
        `The calldata is not 0x and whole bytes of hex: ${JSON.stringify(calldata.slice(0, 80))}.`,
        advice.calldata,
      ),
    ]
  let read: ReturnType<typeof readCalldata>
  try {
    read = readCalldata(calldata)
  } catch (error) {
    return [reason('calldata-unreadable', (error as Error).message, advice.calldata)]
  }
  const reasons: Reason[] = []
  const to = request.to ?? ''
  const expected = recipientOf(to)
  if (read.type === 1) {
    // Type 01 pays the sender: right only when the recipient asked for is the sender.
    if (to.toLowerCase() !== (request.from ?? '').toLowerCase())
      reasons.push(reason('calldata-recipient', `The calldata pays the sender, not ${to}.`, advice.calldata))
  } else if (!expected) {
    reasons.push(
      reason(
        'calldata-recipient',
        `The recipient ${JSON.stringify(to)} is not an address this file reads.`,
        advice.recipientUnreadable,
      ),
    )
  } else if (read.type !== expected.type) {
    reasons.push(
      reason(
        'calldata-type',
        `The calldata has recipient type 0${read.type}; ${to} needs type 0${expected.type}.`,
        advice.calldata,
      ),
    )
  } else if (read.recipientHex !== expected.hex) {
    reasons.push(reason('calldata-recipient', `The calldata pays 0x${read.recipientHex}, not ${to}.`, advice.calldata))
  }
  const asked = request.shortIds
  if (!asked || asked.length !== request.outboundChains.length)
    reasons.push(
      reason(
        'calldata-chains',
        `The calldata names short ids ${read.shortIds.join(', ')}; the short ids of the chains asked for are not known.`,
        `${advice.calldata} ${advice.shortIdsUnknown}`,
      ),
    )
  else if (asked.join(',') !== read.shortIds.join(','))
    reasons.push(
      reason(
        'calldata-chains',
        `The calldata names short ids ${read.shortIds.join(', ')}; the chains asked for have ${asked.join(', ')}.`,
        advice.calldata,
      ),
    )
  return reasons
}

/** The contract path of a deposit chain, with the call's data when the request gives what it needs. */
function contractPath(request: QuoteRequest, sendBefore: number): DepositPath | undefined {
  const contract = contractOn(request.depositChain)
  if (!contract) return undefined
  const calldata = request.shortIds && request.to ? contractCalldata(request.shortIds, request.to) : undefined
  return {
    method: 'contract',
    address: contract.address,
    verified: contract.verified,
    explorer: contract.explorer,
    calldata: calldata ?? null,
    sendBefore,
  }
}

/** A Direct Deposit: the deposit chain must offer it, and the calldata must match the request. */
function checkDirect(request: QuoteRequest, body: QuoteBody, sendBefore: number, reasons: Reason[]) {
  if (request.depositChain === solanaChainId) {
    reasons.push(reason('method-mismatch', 'A Solana deposit cannot be a Direct Deposit.', advice.useSolanaMethod))
    return null
  }
  if (!directDepositChains.has(request.depositChain)) {
    const path = contractPath(request, sendBefore)
    const contract = contractOn(request.depositChain)
    reasons.push(
      contract
        ? reason(
            'no-direct-deposit',
            `${contract.name} (${request.depositChain}) offers no Direct Deposit; its contract deposit address is ${contract.address}, where GasZipV2 is ${contract.verified ? 'verified' : 'not verified'}.`,
            advice.throughContract(contract.address),
            'contract-abi',
          )
        : reason(
            'no-direct-deposit',
            `Chain ${request.depositChain} is not a deposit chain of Gas.zip.`,
            advice.notDepositChain,
            'direct-deposit-transfer',
          ),
    )
    return path ?? null
  }
  if (typeof body.calldata !== 'string') {
    if (body.error === undefined)
      reasons.push(
        reason(
          'no-calldata',
          request.from && request.to
            ? 'The answer carries no calldata.'
            : 'The quote was requested without `from` and `to`, so it carries no calldata.',
          advice.noCalldata,
        ),
      )
    return null
  }
  reasons.push(...calldataReasons(body.calldata, request))
  return { method: 'direct' as const, address: directDepositAddress, calldata: body.calldata, sendBefore }
}

/** A contract deposit: the chain's contract, checked on its explorer where GasZipV2 is not verified. */
function checkContract(request: QuoteRequest, sendBefore: number, reasons: Reason[]) {
  const path = contractPath(request, sendBefore)
  const contract = contractOn(request.depositChain)
  if (!path || !contract) {
    reasons.push(
      reason(
        'no-contract',
        `Chain ${request.depositChain} has no contract deposit address.`,
        advice.notDepositChain,
        'contract-abi',
      ),
    )
    return null
  }
  if (!contract.verified && request.contractCheckedOnExplorer !== true)
    reasons.push(
      reason(
        'contract-unverified',
        `GasZipV2 is not verified at ${contract.address} on ${contract.name} (${request.depositChain}).`,
        advice.checkContract(contract.explorer),
        'contract-abi',
      ),
    )
  return path
}

/**
 * Whether a quote may be sent. `answer` is the API's answer to the quote request, `requestedAt`
 * the clock time the request was sent (the quote window counts from there), `now` the time of the
 * decision. Returns every reason that forbids sending, not only the first.
 */
export function checkQuote(
  request: QuoteRequest,
  answer: ApiAnswer,
  requestedAt: number,
  now: number = Date.now(),
): QuoteVerdict {
  const verdict = (reasons: Reason[], path: DepositPath | null, shares: QuoteVerdict['shares']): QuoteVerdict => {
    // A refused quote keeps a contract path: it is the way to deposit once the reasons are dealt with.
    const kept = reasons.length === 0 || path?.method === 'contract' ? path : null
    return {
      send: reasons.length === 0 && path !== null,
      reasons,
      path: kept,
      sendBefore: kept?.sendBefore ?? null,
      shares,
      dataTakenAt,
    }
  }
  const failure = failedRequest(answer)
  if (failure || 'failure' in answer)
    return verdict(
      [
        reason(
          'failed-request',
          `The quote request failed: ${failure?.detail ?? 'no answer'}.`,
          advice.failedRequest,
          'failed-request',
          failure?.apiError,
        ),
      ],
      null,
      [],
    )
  const body = answer.body as QuoteBody
  const reasons: Reason[] = []
  if (body.error !== undefined) {
    const apiError = apiErrorOf(String(body.error))
    reasons.push(
      reason(
        'request-error',
        `The API refused the whole request; it says ${JSON.stringify(apiError ?? '')}.`,
        advice.requestError,
        undefined,
        apiError,
      ),
    )
  }
  const shares = checkShares(request, body, reasons)

  // The window ends a safety margin before the 60 s, or earlier when the quote's own `expires` does.
  const expires = expiresAt(body.expires)
  const windowEnd = requestedAt + quoteValidityMs - quoteSafetyMarginMs
  const sendBefore = expires === null ? windowEnd : Math.min(windowEnd, expires)
  const method = request.method ?? 'direct'
  let path: DepositPath | null
  if (method === 'direct') path = checkDirect(request, body, sendBefore, reasons)
  else if (method === 'contract') path = checkContract(request, sendBefore, reasons)
  else if (request.depositChain !== solanaChainId) {
    reasons.push(
      reason('method-mismatch', `Chain ${request.depositChain} is not Solana (${solanaChainId}).`, advice.solanaOnly),
    )
    path = null
  } else path = { method: 'solana', address: solanaProgram.address, account: solanaProgram.account, sendBefore }

  if (expires !== null && now >= expires)
    reasons.push(
      reason(
        'quote-expired',
        `The quote's own expiry, ${new Date(expires).toISOString()}, has passed.`,
        advice.expired,
        'quote-window',
      ),
    )
  else if (now >= sendBefore)
    reasons.push(
      reason(
        'quote-expired',
        `The quote is ${((now - requestedAt) / 1000).toFixed(1)} s old; it is sent only within its first ${(quoteValidityMs - quoteSafetyMarginMs) / 1000} s.`,
        advice.expired,
        'quote-window',
      ),
    )
  return verdict(reasons, path, shares)
}
// [!endregion quote]

// [!region delivery]
/** A payout (an entry of `txs`) or a deposit: delivered, on its way, or not delivered. */
export const deliveryStates = ['delivered', 'on-its-way', 'not-delivered'] as const
export type DeliveryState = (typeof deliveryStates)[number]

export type Payout = {
  chain: number
  hash: string
  status: string
  state: DeliveryState
  advice: string
  /** The payout's `refund` and `cancelled` as the API sends them, or null when absent. */
  refund: boolean | null
  cancelled: boolean | null
}

export type Delivery = {
  /** `unknown` when the request failed: that says nothing about the deposit or the hash. */
  state: DeliveryState | 'unknown'
  /** True when polling must stop: every payout is final, or the deadline has passed. */
  final: boolean
  status: string | null
  payouts: Payout[]
  /** Requested outbound chains with no payout listed (native ids, when the request was given). */
  missingChains: number[]
  /** How many requested chains have no payout listed. */
  missingPayouts: number
  advice: string
  /** What to paste into a support ticket, when one is needed. */
  ticket: string | null
  /** The date of the status playbook this verdict was decided with. */
  dataTakenAt: string
}

/** What the reader knows beyond the answer: the chains asked for, and whether their deadline has passed. */
export type DeliveryOptions = {
  /** Native ids of the outbound chains of the deposit: each needs a delivered payout of its own. */
  outboundChains?: readonly number[]
  /** True once your deadline has passed: what is not delivered then needs a support ticket. */
  deadlinePassed?: boolean
}

const statusOf = (value: unknown) => depositPlaybook.statuses.find((entry) => entry.value === value)

/** The state of one status: final and successful, final and not, or still on its way. */
function stateOf(value: unknown): DeliveryState {
  const status = statusOf(value)
  if (!status?.final) return 'on-its-way'
  return status.success ? 'delivered' : 'not-delivered'
}
const actionOf = (value: unknown) => statusOf(value)?.action ?? depositPlaybook.otherValues
const flagOf = (value: unknown) => (typeof value === 'boolean' ? value : null)
const flagText = (value: boolean | null) => (value === null ? 'absent' : String(value))

type RawDeposit = {
  deposit?: { hash?: unknown; status?: unknown; shorts?: unknown }
  txs?: Array<{ chain?: unknown; hash?: unknown; status?: unknown; refund?: unknown; cancelled?: unknown }>
}

/**
 * What the answer of GET /v2/deposit/{hash} says about the gas. A payout is delivered when its
 * status is final and successful and neither `refund` nor `cancelled` is true. The deposit is
 * delivered when its own status is, and every requested chain has a delivered payout (the
 * chains of `options.outboundChains`, else as many payouts as the deposit's `shorts`). One payout
 * not delivered makes the deposit not delivered at once; polling stops (`final`) only when every
 * payout is final or the deadline has passed. A payout still missing at the deadline is not
 * delivered. Whatever is not delivered comes with the text for a support ticket.
 */
export function deliveryOf(answer: ApiAnswer, options: DeliveryOptions = {}): Delivery {
  const failure = failedRequest(answer)
  const body = ('body' in answer ? answer.body : undefined) as RawDeposit | undefined
  const none = { missingChains: [], missingPayouts: 0, dataTakenAt }
  if (failure !== undefined || typeof body?.deposit !== 'object' || body.deposit === null)
    return {
      state: 'unknown',
      final: false,
      status: null,
      payouts: [],
      ...none,
      advice: `${failure ? `The request failed (${failure.detail}): ` : 'The answer holds no deposit: '}${advice.unknown} Rule: ${ruleUrl('tracking')}`,
      ticket: null,
    }
  const hash = String(body.deposit.hash ?? '')
  const status = String(body.deposit.status ?? '')
  const txs = Array.isArray(body.txs) ? body.txs : []
  const payouts: Payout[] = txs.map((tx) => {
    const refund = flagOf(tx.refund)
    const cancelled = flagOf(tx.cancelled)
    const flagged = refund === true || cancelled === true
    return {
      chain: Number(tx.chain),
      hash: String(tx.hash ?? ''),
      status: String(tx.status ?? ''),
      state: flagged ? 'not-delivered' : stateOf(tx.status),
      advice: flagged ? `${advice.flagged} ${advice.notDelivered}` : actionOf(tx.status),
      refund,
      cancelled,
    }
  })
  const shorts = Array.isArray(body.deposit.shorts) ? (body.deposit.shorts as unknown[]) : undefined
  const asked = options.outboundChains
  const missingChains = asked ? asked.filter((chain) => !payouts.some((payout) => payout.chain === chain)) : []
  const missingPayouts = asked ? missingChains.length : Math.max(0, (shorts?.length ?? 0) - payouts.length)
  const askedCount = asked?.length ?? shorts?.length ?? payouts.length
  const deadline = options.deadlinePassed === true
  const lost = payouts.filter((payout) => payout.state === 'not-delivered')
  const everyFinal = missingPayouts === 0 && payouts.every((payout) => payout.state !== 'on-its-way')
  const ticket = [
    `Deposit hash: ${hash}`,
    `Deposit status: ${status}`,
    ...(shorts ? [`Requested chains (short ids): ${shorts.map(String).join(', ')}`] : []),
    ...payouts.map(
      (payout) =>
        `Payout on chain ${payout.chain}: ${payout.hash || 'no hash'}, status ${payout.status || 'absent'}, refund ${flagText(payout.refund)}, cancelled ${flagText(payout.cancelled)}`,
    ),
    ...missingChains.map((chain) => `No payout listed for chain ${chain}`),
    ...(!asked && missingPayouts > 0
      ? [`No payout listed for ${missingPayouts} of the ${askedCount} requested chains`]
      : []),
  ].join('\n')
  const result = (state: DeliveryState, final: boolean, text: string, withTicket: boolean): Delivery => ({
    state,
    final,
    status,
    payouts,
    missingChains,
    missingPayouts,
    advice: text,
    ticket: withTicket ? ticket : null,
    dataTakenAt,
  })

  const whole = stateOf(status)
  if (whole === 'not-delivered') return result('not-delivered', true, actionOf(status), true)
  if (lost.length > 0) {
    const final = everyFinal || deadline
    return result(
      'not-delivered',
      final,
      `${advice.lost(lost.length, payouts.length)} ${advice.notDelivered}${final ? '' : ` ${advice.othersPending}`}`,
      true,
    )
  }
  if (whole === 'delivered' && everyFinal && payouts.length > 0)
    return result('delivered', true, advice.delivered, false)
  if (deadline) {
    if (missingPayouts > 0)
      return result(
        'not-delivered',
        true,
        `${advice.deadlineMissing(missingPayouts, askedCount)} ${advice.notDelivered}`,
        true,
      )
    return result('on-its-way', true, `${advice.deadlinePending} ${advice.notDelivered}`, true)
  }
  if (whole !== 'delivered') return result('on-its-way', false, actionOf(status), false)
  if (payouts.length === 0) return result('on-its-way', false, advice.noPayoutYet, false)
  if (missingPayouts > 0) return result('on-its-way', false, advice.payoutsMissing(missingPayouts, askedCount), false)
  const waiting = payouts.find((payout) => payout.state === 'on-its-way')
  return result('on-its-way', false, actionOf(waiting?.status), false)
}
// [!endregion delivery]
