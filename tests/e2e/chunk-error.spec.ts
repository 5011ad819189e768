import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import type { Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildOutputDir } from '../../tooling/buildOutput.ts'
import { startPreviewServer } from '../../tooling/previewServer.ts'
import { expect, test } from './fixtures.ts'

// A reader's tab runs an old build; the next page's chunk is gone from the host
// (a new deploy replaced it). The click must load the target page fresh.
let server: Server
let dir: string
let port: number

test.beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'gaszip-docs-stale-'))
  // The deploy build's files and routes; the function is not needed here.
  cpSync(join(buildOutputDir, 'static'), join(dir, 'static'), { recursive: true })
  cpSync(join(buildOutputDir, 'config.json'), join(dir, 'config.json'))
  const assets = readdirSync(join(dir, 'static', 'assets'))
  // The page chunk of /gas/api/user is named after its source file.
  const chunk = assets.find((name) => /^user-[\w-]+\.js$/.test(name))
  expect(chunk, 'page chunk for /gas/api/user').toBeTruthy()
  rmSync(join(dir, 'static', 'assets', chunk as string))
  port = 4300 + test.info().workerIndex
  server = await startPreviewServer({ port, dir })
})

test.afterAll(async () => {
  await new Promise((done) => server?.close(done))
  rmSync(dir, { recursive: true, force: true })
})

test('a missing page chunk loads the target page fresh instead of failing', async ({ page }) => {
  const errors: string[] = []
  await page.goto(`http://127.0.0.1:${port}/gas/api/chains`)
  await expect(page.locator('h1').first()).toHaveText('Chains')
  page.on('pageerror', (error) => errors.push(error.message))
  await page.locator('aside nav').first().getByRole('link', { name: 'User', exact: true }).click()
  await expect(page).toHaveURL(`http://127.0.0.1:${port}/gas/api/user`)
  // The fresh load replaces the document: check the page it leaves, not the one going away.
  await page.waitForLoadState('load')
  await expect(page.locator('h1').first()).toHaveText('User')
  await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0)
})
