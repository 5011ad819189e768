import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { staleDeployBuild } from './deployBuildFreshness.ts'

/** A project with a site build and a deploy build made from it, every file dated `at` (seconds). */
function project() {
  const dir = mkdtempSync(join(tmpdir(), 'deploy-build-'))
  made.push(dir)
  const output = join(dir, '.vercel', 'output')
  const site = join(dir, 'docs', 'dist')
  const functionDir = join(output, 'functions', 'api', 'f.func')
  const files = {
    vercelJson: join(dir, 'vercel.json'),
    lockfile: join(dir, 'package-lock.json'),
    page: join(site, 'index.html'),
    source: join(dir, 'api', 'f.ts'),
    data: join(dir, 'docs', 'data', 'rules.json'),
    compiled: join(functionDir, 'api', 'f.js.map'),
    copiedData: join(functionDir, 'docs', 'data', 'rules.json'),
    config: join(output, 'config.json'),
  }
  for (const file of Object.values(files)) {
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, '{}')
  }
  writeFileSync(files.compiled, JSON.stringify({ sources: [files.source] }))
  const date = (file: string, at: number) => utimesSync(file, at, at)
  for (const file of Object.values(files)) date(file, 1000)
  date(files.config, 2000)
  return { output, site, dir, files, date }
}
const made: string[] = []
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true })
})

describe('whether the deploy build must be made again', () => {
  it('not when everything it was made from is older than it', () => {
    const { output, site, dir } = project()
    expect(staleDeployBuild(output, site, dir)).toBeUndefined()
  })

  it('when there is none', () => {
    const { output, site, dir, files } = project()
    rmSync(files.config)
    expect(staleDeployBuild(output, site, dir)).toMatch(/no deploy build/)
  })

  it('when the site was built again, or vercel.json, the lockfile, a function source or its data changed', () => {
    for (const changed of ['page', 'vercelJson', 'lockfile', 'source', 'data'] as const) {
      const { output, site, dir, files, date } = project()
      date(files[changed], 3000)
      expect(staleDeployBuild(output, site, dir), changed).toBe(
        `${files[changed]} is newer than the deploy build in ${output}`,
      )
    }
  })

  it('when a function source is gone', () => {
    const { output, site, dir, files } = project()
    rmSync(files.source)
    expect(staleDeployBuild(output, site, dir)).toMatch(/f\.ts, which the deploy build .* was made from, is gone$/)
  })
})
