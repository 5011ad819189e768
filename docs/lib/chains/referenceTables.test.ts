import { execFile } from 'node:child_process'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { compareChainNames } from './chainNameOrder.ts'
import { type LayerZeroVersion, limitContractTable } from './referenceTables.ts'

const run = promisify(execFile)
const repo = join(import.meta.dirname, '..', '..', '..')
const node = join(repo, 'node_modules', '.bin', 'node')

const chain = (name: string, nativeId: number) => ({
  name,
  nativeId,
  lzV1Id: nativeId + 100,
  lzV2Eid: nativeId + 30_000,
  relayerV1: `0x${String(nativeId).padStart(40, '1')}`,
  executorV2: `0x${String(nativeId).padStart(40, '2')}`,
  depositRouters: { v1: { explorerUrl: null }, v2: { explorerUrl: null } },
  outbound: null,
})

/** Row names of both limit tables, computed in a Node process whose default locale is `locale`. */
async function rowNamesUnder(locale: string): Promise<{ defaultLocale: string; names: string[][] }> {
  const script = `import { limitContractTable } from ${JSON.stringify(import.meta.resolve('./referenceTables.ts'))}
console.log(JSON.stringify({
  defaultLocale: new Intl.Collator().resolvedOptions().locale,
  names: ['v1', 'v2'].map((version) => limitContractTable(version).rows.map((row) => row.name)),
}))`
  const { stdout } = await run(node, ['--input-type=module', '-e', script], { env: { ...process.env, LC_ALL: locale } })
  return JSON.parse(stdout)
}

describe('limitContractTable', () => {
  it('lists chains alphabetically with letter case ignored', () => {
    const chains = ['Zora', 'opBNB', 'BSC', 'Optimism', 'Base'].map((name, index) => chain(name, index + 1))
    const names = (version: LayerZeroVersion) => limitContractTable(version, chains).rows.map((row) => row.name)
    expect(names('v1')).toEqual(['Base', 'BSC', 'opBNB', 'Optimism', 'Zora'])
    expect(names('v2')).toEqual(['Base', 'BSC', 'opBNB', 'Optimism', 'Zora'])
  })

  // The prerender sorts in Node, the reader's browser sorts again on hydration, each with its
  // own default locale; rows that differ make React throw the prerendered table away.
  // Estonian collation puts "Z" between "S" and "T", so with the default locale Zora would
  // come before Viction. Node takes its default locale from LC_ALL.
  it('has the same rows whatever the default locale of the runtime', { timeout: 30_000 }, async () => {
    const estonian = await rowNamesUnder('et_EE.UTF-8')
    expect(estonian.defaultLocale).toBe('et-EE')
    expect(estonian.names).toEqual(
      (['v1', 'v2'] as const).map((version) => limitContractTable(version).rows.map((row) => row.name)),
    )
    expect(estonian.names[1]).toEqual(expect.arrayContaining(['Viction', 'Zora']))
  })

  const namesOf = (version: 'v1' | 'v2') => limitContractTable(version).rows.map((row) => row.name)

  it('lists as v2 sources only chains where the v2 router is deployed', () => {
    const v2 = namesOf('v2')
    expect(v2).toHaveLength(39)
    // They have a v2 executor, but no v2 router to send from.
    for (const chain of ['DOS', 'ShimmerEVM', 'Canto', 'Meter']) expect(v2).not.toContain(chain)
    expect(v2).toContain('Rari')
  })

  it('lists as v1 sources the chains with the v1 router and a relayer', () => {
    const v1 = namesOf('v1')
    expect(v1).toHaveLength(39)
    for (const chain of ['Canto', 'Injective EVM', 'PGN', 'Rari']) expect(v1).not.toContain(chain)
    expect(v1).toContain('Meter')
  })

  it('gives each source chain its own executor, sorted by name', () => {
    const { rows } = limitContractTable('v2')
    expect(rows.find((row) => row.name === 'Ethereum')).toMatchObject({
      nativeChainId: 1,
      layerZeroId: 30101,
      contract: '0x173272739Bd7Aa6e4e214714048a9fE699453059',
    })
    const sorted = [...rows].sort((a, b) => compareChainNames(a.name, b.name))
    expect(rows.map((row) => row.name)).toEqual(sorted.map((row) => row.name))
  })
})
