/**
 * `npm run sync:chains`: refreshes docs/data/outboundChains.json from the live
 * GET https://backend.gas.zip/v2/chains.
 *
 * The snapshot is rewritten only when the answer is valid and its chains
 * differ from the committed ones; `takenAt` is then set to today. On any
 * failure (network, HTTP status, malformed JSON, wrong shape, empty list) the
 * script exits non-zero with a clear message and leaves the file untouched.
 *
 * Environment (for tests and one-off runs):
 *   SYNC_CHAINS_URL   source URL (default: the live endpoint)
 *   SYNC_CHAINS_FILE  snapshot to rewrite (default: docs/data/outboundChains.json)
 *   SYNC_CHAINS_DATE  date to record as takenAt, YYYY-MM-DD (default: today, UTC)
 */
import { spawnSync } from 'node:child_process'
import { readFileSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { isDeepStrictEqual } from 'node:util'
import { fetchLiveChains, liveChainsUrl } from '../docs/lib/chains/liveChains.ts'
import type { OutboundChainsFile } from '../docs/lib/data/schemas.ts'
import { validateData } from '../docs/lib/data/validateData.ts'

const url = process.env.SYNC_CHAINS_URL ?? liveChainsUrl
const file = process.env.SYNC_CHAINS_FILE ?? join(import.meta.dirname, '..', 'docs', 'data', 'outboundChains.json')
const today = process.env.SYNC_CHAINS_DATE ?? new Date().toISOString().slice(0, 10)

/**
 * The file as the repository's formatter writes it (Biome, by the path of the data file), so a
 * sync changes only the chains and passes `npm run check`; unchanged if Biome cannot run.
 */
function formatted(json: string): string {
  const biome = join(import.meta.dirname, '..', 'node_modules', '.bin', 'biome')
  const result = spawnSync(biome, ['format', '--stdin-file-path=docs/data/outboundChains.json'], {
    input: json,
    encoding: 'utf8',
  })
  return result.status === 0 && result.stdout ? result.stdout : json
}

function fail(message: string): never {
  console.error(`sync-chains: ${message}\nsync-chains: ${file} was left unchanged.`)
  process.exit(1)
}

let current: OutboundChainsFile
try {
  const content: unknown = JSON.parse(readFileSync(file, 'utf8'))
  const problems = validateData('outboundChains.json', content, file)
  if (problems.length > 0) fail(`the current snapshot is invalid:\n  ${problems.join('\n  ')}`)
  current = content as OutboundChainsFile
} catch (error) {
  fail(`cannot read the current snapshot: ${(error as Error).message}`)
}

const result = await fetchLiveChains(current.chains, { url, timeoutMs: 20_000 })
if (!result.ok) fail(`${url}: ${result.reason}`)

if (isDeepStrictEqual(result.chains, current.chains)) {
  console.log(`sync-chains: ${result.chains.length} chains, unchanged since ${current.takenAt}; nothing written.`)
  process.exit(0)
}

const next: OutboundChainsFile = { takenAt: today, source: `GET ${url}`, chains: result.chains }
const problems = validateData('outboundChains.json', next, file)
if (problems.length > 0) fail(`the new snapshot would be invalid:\n  ${problems.join('\n  ')}`)

const before = new Map(current.chains.map((chain) => [chain.nativeId, chain]))
const after = new Map(next.chains.map((chain) => [chain.nativeId, chain]))
const added = next.chains.filter((chain) => !before.has(chain.nativeId)).map((chain) => chain.name)
const removed = current.chains.filter((chain) => !after.has(chain.nativeId)).map((chain) => chain.name)

const temporary = `${file}.tmp`
writeFileSync(temporary, formatted(`${JSON.stringify(next, null, 2)}\n`))
renameSync(temporary, file)
console.log(
  `sync-chains: wrote ${next.chains.length} chains (taken ${today}); added ${added.length}${added.length ? ` (${added.join(', ')})` : ''}, removed ${removed.length}${removed.length ? ` (${removed.join(', ')})` : ''}.`,
)
