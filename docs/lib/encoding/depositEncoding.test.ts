import { describe, expect, it } from 'vitest'
import {
  DepositEncodingError,
  decodeDirectDepositCalldata,
  encodeDirectDepositCalldata,
  parseRecipient,
} from './depositEncoding.ts'

// Every expected value below is a documented Direct Deposit worked example, written by hand.
const evmRecipient = '0x7Ed2A81B7054Dc5D393234B7a3A33B9ba125cAc9'
const solanaRecipient = 'gasZT2bpe7mxu5wMgQbvry84vok5CuF2huCEokyC3qh'
const moveRecipient = '0x0000000000000000000000000000000000000000000000000000000000000abc'
const xrpRecipient = 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh'

const directDepositExamples: { name: string; recipient: string; shortIds: number[]; hex: string }[] = [
  { name: '01 sender, Arbitrum One', recipient: 'sender', shortIds: [57], hex: '0x010039' },
  { name: '01 sender, Arbitrum One + OP Mainnet', recipient: 'sender', shortIds: [57, 55], hex: '0x0100390037' },
  {
    name: '02 EVM, Arbitrum One + OP Mainnet',
    recipient: evmRecipient,
    shortIds: [57, 55],
    hex: '0x027Ed2A81B7054Dc5D393234B7a3A33B9ba125cAc900390037',
  },
  {
    name: '02 EVM, zkSync Era + Polygon zkEVM',
    recipient: evmRecipient,
    shortIds: [51, 52],
    hex: '0x027Ed2A81B7054Dc5D393234B7a3A33B9ba125cAc900330034',
  },
  {
    name: '03 SVM, Solana',
    recipient: solanaRecipient,
    shortIds: [245],
    hex: '0x030a23f34efcd2d9f1a203e0c65a2b3d63570927c761bc55e8f97f5100e1abe56800f5',
  },
  {
    name: '04 MOVE, Sui',
    recipient: moveRecipient,
    shortIds: [347],
    hex: '0x040000000000000000000000000000000000000000000000000000000000000abc015b',
  },
  {
    name: '05 XRP, XRP',
    recipient: xrpRecipient,
    shortIds: [377],
    hex: '0x0500b5f762798a53d543a014caf8b297cff8f2f937e8bf32ba9f0179',
  },
]

describe('encodeDirectDepositCalldata', () => {
  for (const example of directDepositExamples) {
    it(`matches the worked example: ${example.name}`, () => {
      expect(encodeDirectDepositCalldata(example.recipient, example.shortIds)).toBe(example.hex)
    })
  }

  it('writes the documented recipient type byte for each address kind', () => {
    expect(parseRecipient(evmRecipient).type).toBe(2)
    expect(parseRecipient(solanaRecipient).type).toBe(3)
    expect(parseRecipient(moveRecipient).type).toBe(4)
    expect(parseRecipient(xrpRecipient).type).toBe(5)
  })

  it('decodes the Solana address to its documented bytes', () => {
    expect(Buffer.from(parseRecipient(solanaRecipient).bytes).toString('hex')).toBe(
      '0a23f34efcd2d9f1a203e0c65a2b3d63570927c761bc55e8f97f5100e1abe568',
    )
  })

  it('accepts an all-lowercase EVM address and writes it in EIP-55 form', () => {
    expect(encodeDirectDepositCalldata(evmRecipient.toLowerCase(), [57, 55])).toBe(
      '0x027Ed2A81B7054Dc5D393234B7a3A33B9ba125cAc900390037',
    )
  })

  it('accepts the largest 2-byte short id', () => {
    expect(encodeDirectDepositCalldata('sender', [65535])).toBe('0x01ffff')
  })
})

describe('decodeDirectDepositCalldata', () => {
  for (const example of directDepositExamples) {
    it(`reads back the worked example: ${example.name}`, () => {
      const decoded = decodeDirectDepositCalldata(example.hex)
      expect(decoded.shortIds).toEqual(example.shortIds)
      expect(decoded.recipient).toBe(example.recipient === 'sender' ? null : example.recipient)
      expect(`0x${decoded.parts.map((part) => part.hex).join('')}`.toLowerCase()).toBe(example.hex.toLowerCase())
    })
  }

  it('round-trips an Initia address (type 06)', () => {
    const initia = encodeDirectDepositCalldata(
      parseRecipient(
        decodeDirectDepositCalldata(`0x06${'11'.repeat(20)}0039`).recipient ?? 'missing recipient in decode',
      ),
      [57],
    )
    expect(initia).toBe(`0x06${'11'.repeat(20)}0039`)
    const decoded = decodeDirectDepositCalldata(initia)
    expect(decoded.recipient).toMatch(/^init1[a-z0-9]{38}$/)
    expect(decoded.recipientType).toBe(6)
  })

  it('labels each part: type byte, recipient, one short id per chain', () => {
    expect(decodeDirectDepositCalldata('0x027Ed2A81B7054Dc5D393234B7a3A33B9ba125cAc900390037').parts).toEqual([
      { kind: 'type', hex: '02', recipientType: 2 },
      { kind: 'recipient', hex: '7ed2a81b7054dc5d393234b7a3a33b9ba125cac9', recipient: evmRecipient },
      { kind: 'chain', hex: '0039', shortId: 57 },
      { kind: 'chain', hex: '0037', shortId: 55 },
    ])
  })
})

describe('bad input throws an error that names the problem', () => {
  const cases: { name: string; run: () => unknown; message: RegExp }[] = [
    {
      name: 'EVM address one digit short',
      run: () => encodeDirectDepositCalldata('0x7Ed2A81B7054Dc5D393234B7a3A33B9ba125cAc', [57]),
      message: /not an EVM address: expected 0x followed by 40 hex digits, got 39/,
    },
    {
      name: 'EVM address with a broken checksum',
      run: () => encodeDirectDepositCalldata('0x7ed2A81B7054Dc5D393234B7a3A33B9ba125cAc9', [57]),
      message: /fails its EIP-55 checksum/,
    },
    {
      name: 'text that is no address',
      run: () => encodeDirectDepositCalldata('hello world', [57]),
      message: /"hello world" is not a recognised address/,
    },
    {
      name: 'empty recipient',
      run: () => encodeDirectDepositCalldata('  ', [57]),
      message: /recipient address is empty/,
    },
    {
      name: 'XRP address with a bad checksum',
      run: () => encodeDirectDepositCalldata('rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTi', [377]),
      message: /not a recognised address/,
    },
    {
      name: 'Initia address with a bad checksum',
      run: () => parseRecipient('init1zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3qqqqqq'),
      message: /not a valid Initia address/,
    },
    {
      // A checksummed Tron address: the builder makes no calldata for it and points to the page section.
      name: 'Tron address',
      run: () => encodeDirectDepositCalldata('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', [57]),
      message:
        /is a Tron address\. This builder makes no calldata for Tron recipients: see https:\/\/dev\.gas\.zip\/gas\/code-examples\/evm-deposit\/direct-forwarder#tron-recipients\./,
    },
    {
      name: 'unknown recipient type byte',
      run: () => decodeDirectDepositCalldata('0x070039'),
      message: /Unknown recipient type 0x07 in byte 0/,
    },
    {
      name: 'short id above 65535',
      run: () => encodeDirectDepositCalldata('sender', [57, 65536]),
      message: /Short id 65536 \(outbound chain 2 in the list\) is out of range/,
    },
    {
      name: 'short id 0',
      run: () => encodeDirectDepositCalldata('sender', [0]),
      message: /Short id 0 .* is out of range/,
    },
    {
      name: 'fractional short id',
      run: () => encodeDirectDepositCalldata('sender', [57.5]),
      message: /Short id 57.5 .* is out of range/,
    },
    {
      name: 'empty chain list',
      run: () => encodeDirectDepositCalldata('sender', []),
      message: /outbound chain list is empty/,
    },
    {
      name: 'calldata that ends after the recipient',
      run: () => decodeDirectDepositCalldata('0x01'),
      message: /outbound chain list is empty/,
    },
    {
      name: 'calldata with half a short id',
      run: () => decodeDirectDepositCalldata('0x01003900'),
      message: /3 bytes after the recipient/,
    },
    {
      name: 'calldata cut inside the recipient',
      run: () => decodeDirectDepositCalldata('0x027Ed2A81B'),
      message: /too short: recipient type 0x02 needs 20 address bytes, found 4/,
    },
    {
      name: 'calldata that is not hex',
      run: () => decodeDirectDepositCalldata('0x01zz'),
      message: /not hexadecimal/,
    },
  ]
  for (const { name, run, message } of cases) {
    it(name, () => {
      expect(run).toThrow(DepositEncodingError)
      expect(run).toThrow(message)
    })
  }
})
