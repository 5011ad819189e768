import { execFile } from 'node:child_process'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
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
  depositRouters: null,
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
})
