/**
 * Ties what pages, snippets and components write out to the data files: every
 * address, chain id, short id and LayerZero id typed into a page or a code
 * example must be one that docs/data holds, for the chain the text names. A
 * typo in an address, or an id that no longer exists, fails here rather than
 * reaching a reader who copies it.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import inbound from '../../data/inboundChains.json' with { type: 'json' }
import layerzero from '../../data/layerzeroChains.json' with { type: 'json' }
import outbound from '../../data/outboundChains.json' with { type: 'json' }

const docsDir = join(import.meta.dirname, '..', '..')
const dataDir = join(docsDir, 'data')

function filesUnder(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return filesUnder(path, keep)
    return keep(entry.name) ? [path] : []
  })
}

/** Pages, code examples and components: the text readers see. Tests are left out. */
const sources = [
  ...filesUnder(join(docsDir, 'pages'), (name) => name.endsWith('.mdx')),
  ...filesUnder(join(docsDir, 'snippets'), (name) => /\.(ts|sol)$/.test(name) && !name.endsWith('.test.ts')),
  ...filesUnder(join(docsDir, 'components'), (name) => name.endsWith('.tsx')),
].map((path) => ({ file: relative(docsDir, path), text: readFileSync(path, 'utf8') }))

const dataText = readdirSync(dataDir)
  .filter((name) => name.endsWith('.json'))
  .map((name) => readFileSync(join(dataDir, name), 'utf8'))
  .join('\n')

const evmAddress = /(?<![0-9A-Za-z])0x[0-9a-fA-F]{40}(?![0-9A-Za-z])/g
// Solana and XRP addresses: base58, 25 to 44 characters, standing alone.
const base58Address = /(?<![0-9A-Za-z])[1-9A-HJ-NP-Za-km-z]{25,44}(?![0-9A-Za-z])/g
const looksLikeAddress = (word: string) => /\d/.test(word) && /[a-z]/.test(word) && /[A-Z]/.test(word)

const found = (pattern: RegExp) =>
  sources.flatMap(({ file, text }) => [...text.matchAll(pattern)].map((match) => ({ file, match })))

const normalName = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '')
const sameName = (written: string, listed: string) => {
  const a = normalName(written)
  const b = normalName(listed)
  return a === b || b.startsWith(a) || a.startsWith(b)
}
/** Whether a name written in a page is the listed chain's name or one of its other names. */
const sameChain = (written: string, listed: { name: string; aliases?: readonly string[] }) =>
  [listed.name, ...(listed.aliases ?? [])].some((name) => sameName(written, name))

describe('addresses written in pages and code examples', () => {
  const dataEvm = new Set([...dataText.matchAll(evmAddress)].map(([address]) => address.toLowerCase()))

  it('are EVM addresses that docs/data holds', () => {
    const unknown = found(evmAddress)
      .filter(({ match }) => !dataEvm.has(match[0].toLowerCase()))
      .map(({ file, match }) => `${file}: ${match[0]}`)
    expect(unknown).toEqual([])
    expect(found(evmAddress).length).toBeGreaterThan(20)
  })

  it('are written exactly as docs/data writes them (same checksum casing)', () => {
    const dataCasing = new Set([...dataText.matchAll(evmAddress)].map(([address]) => address))
    const recased = found(evmAddress)
      .filter(({ match }) => !dataCasing.has(match[0]) && /[A-F]/.test(match[0]) && /[a-f]/.test(match[0]))
      .map(({ file, match }) => `${file}: ${match[0]}`)
    expect(recased).toEqual([])
  })

  it('are Solana and XRP addresses that docs/data holds', () => {
    const written = found(base58Address).filter(({ match }) => looksLikeAddress(match[0]) || /^1{32}$/.test(match[0]))
    const unknown = written
      .filter(({ match }) => !dataText.includes(match[0]))
      .map(({ file, match }) => `${file}: ${match[0]}`)
    expect(unknown).toEqual([])
    expect(written.map(({ match }) => match[0])).toContain(
      JSON.parse(readFileSync(join(dataDir, 'solanaDeposit.json'), 'utf8')).programId,
    )
  })

  it('never show the placeholder listed where Direct Deposit is not offered', () => {
    const shown = sources
      .filter(({ text }) => text.toLowerCase().includes(inbound.placeholderAddress.toLowerCase()))
      .map(({ file }) => file)
    expect(shown).toEqual([])
  })
})

describe('ids written beside a chain name', () => {
  it('short ids: "<chain> (short id N)" names the outbound chain with that short id', () => {
    const written = found(/([A-Z][A-Za-z0-9.]*(?: [A-Z][A-Za-z0-9.]*)*) \(short id (\d+)\)/g)
    expect(written.length).toBeGreaterThan(2)
    const wrong = written
      .filter(({ match }) => {
        const chain = outbound.chains.find((candidate) => candidate.shortId === Number(match[2]))
        return !chain || !sameChain(match[1] ?? '', chain)
      })
      .map(({ file, match }) => `${file}: ${match[0]}`)
    expect(wrong).toEqual([])
  })

  it('native ids: "N // <chain> (native chain id)" names a listed chain with that id', () => {
    const written = found(/(\d+),? \/\/ (?:\.\.\. on )?([A-Z][A-Za-z0-9. ]*?) \(native chain ids?/g)
    expect(written.length).toBeGreaterThan(1)
    const chains = [...outbound.chains, ...inbound.chains]
    const wrong = written
      .filter(({ match }) => !chains.some((c) => c.nativeId === Number(match[1]) && sameChain(match[2] ?? '', c)))
      .map(({ file, match }) => `${file}: ${match[0]}`)
    expect(wrong).toEqual([])
  })

  it('LayerZero ids: "<chain> (eid N)" and "<chain> (LayerZero v1 id N)" match the LayerZero chain', () => {
    const v2 = found(/([A-Z][A-Za-z0-9.]*(?: [A-Z][A-Za-z0-9.]*)*) \(eid (\d+)\)|name: '([^']+)', eid: (\d+)/g)
    const v1 = found(
      /([A-Z][A-Za-z0-9.]*(?: [A-Z][A-Za-z0-9.]*)*) \(LayerZero v1 id (\d+)\)|name: '([^']+)', chainId: (\d+)/g,
    )
    expect(v2.length).toBeGreaterThan(2)
    expect(v1.length).toBeGreaterThan(2)
    const wrong = [
      ...v2.map((hit) => ({ ...hit, key: 'lzV2Eid' as const })),
      ...v1.map((hit) => ({ ...hit, key: 'lzV1Id' as const })),
    ]
      .filter(({ match, key }) => {
        const name = match[1] ?? match[3] ?? ''
        const id = Number(match[2] ?? match[4])
        return !layerzero.chains.some((chain) => chain[key] === id && sameChain(name, chain))
      })
      .map(({ file, match }) => `${file}: ${match[0]}`)
    expect(wrong).toEqual([])
  })
})
