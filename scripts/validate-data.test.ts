import { execFile } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterEach, describe, expect, it } from 'vitest'

const run = promisify(execFile)
const repo = join(import.meta.dirname, '..')
const node = join(repo, 'node_modules', '.bin', 'node')
let dir = ''

afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true })
})

async function validate(dataDir: string) {
  return run(node, [join(repo, 'scripts', 'validate-data.ts')], {
    env: { ...process.env, CHAIN_DATA_DIR: dataDir },
  }).then(
    ({ stdout }) => ({ code: 0, stdout, stderr: '' }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  )
}

// Each test starts a Node process; on a busy two-core machine that can take seconds.
describe('scripts/validate-data.ts (runs before vocs build)', { timeout: 30_000 }, () => {
  it('passes on the committed data', async () => {
    const result = await validate(join(repo, 'docs', 'data'))
    expect(result.code).toBe(0)
    expect(result.stdout).toContain('9 data files are valid')
  })

  it('fails on a broken fixture, naming the file, entry and field', async () => {
    dir = mkdtempSync(join(tmpdir(), 'validate-data-'))
    cpSync(join(repo, 'docs', 'data'), dir, { recursive: true })
    const file = join(dir, 'layerzeroChains.json')
    const data = JSON.parse(readFileSync(file, 'utf8'))
    const beam = data.chains.findIndex((chain: { name: string }) => chain.name === 'Beam')
    data.chains[beam].nativeId = 'one hundred'
    writeFileSync(file, JSON.stringify(data))
    const result = await validate(dir)
    expect(result.code).toBe(1)
    expect(result.stderr).toContain(`${file}: chains[${beam}] (Beam): field "nativeId": `)
  })

  it('fails on a data file that no schema describes', async () => {
    dir = mkdtempSync(join(tmpdir(), 'validate-data-'))
    cpSync(join(repo, 'docs', 'data'), dir, { recursive: true })
    writeFileSync(join(dir, 'newChains.json'), '{"chains": []}')
    const result = await validate(dir)
    expect(result.code).toBe(1)
    expect(result.stderr).toContain(`${join(dir, 'newChains.json')}: no schema describes this file`)
  })

  it('fails on a file that is not JSON', async () => {
    dir = mkdtempSync(join(tmpdir(), 'validate-data-'))
    cpSync(join(repo, 'docs', 'data'), dir, { recursive: true })
    writeFileSync(join(dir, 'inboundChains.json'), '{"chains": [')
    const result = await validate(dir)
    expect(result.code).toBe(1)
    expect(result.stderr).toContain(`${join(dir, 'inboundChains.json')}: cannot be read as JSON`)
  })
})
