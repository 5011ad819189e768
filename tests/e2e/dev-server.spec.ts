import { type ChildProcess, spawn } from 'node:child_process'
import { expect, test } from '@playwright/test'
import { freePort } from '../../tooling/freePort.ts'
import { rootDir } from '../../tooling/routes.ts'
import { hydratedDocument, hydrationTimeout } from '../support/hydration.ts'

/**
 * A writer's `npm run dev`: the page the dev server renders hydrates without an error, so the
 * console shows only what the writer's own edit causes. The server renders through Vite's module
 * runner, which loads packages it leaves external without the site's overrides; a page whose
 * server and browser trees differ logs a hydration error on every load.
 */
let server: ChildProcess | undefined
let origin = ''

test.beforeAll(async () => {
  test.setTimeout(120_000) // the dev server's start and its first compile of a page
  const port = await freePort()
  origin = `http://127.0.0.1:${port}`
  const cli = 'node_modules/vocs/_lib/cli/index.js'
  server = spawn(process.execPath, [cli, 'dev', '--host', '127.0.0.1', '--port', String(port)], {
    cwd: rootDir,
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  })
  let output = ''
  server.stderr?.on('data', (chunk: Buffer) => {
    output += chunk
  })
  // The poll's last value, on a failure, is what the server printed.
  const answer = () =>
    fetch(`${origin}/`).then(
      (response) => (response.ok ? 'up' : output),
      () => output,
    )
  await expect.poll(answer, { timeout: 100_000 }).toBe('up')
})

test.afterAll(() => {
  if (server?.pid && server.exitCode === null) process.kill(-server.pid)
})

test('a page in the dev server hydrates without an error', async ({ page }) => {
  test.setTimeout(120_000)
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => {
    // A resource on another host fails where the machine has no network; the page is not at fault.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text())
  })
  await page.goto(`${origin}/gas/overview`, { timeout: 100_000 })
  await page.locator(hydratedDocument).waitFor({ state: 'attached', timeout: hydrationTimeout * 4 })
  await expect(page.getByRole('button', { name: 'Close banner' })).toBeVisible()
  expect(errors).toEqual([])
})
