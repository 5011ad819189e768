import { defineConfig, devices } from '@playwright/test'
import { prettyPreviewPort, previewPort } from './tests/support/previewPorts.ts'
import { chromiumPath } from './tooling/chromiumPath.ts'

/**
 * End-to-end tests run in Chromium against the production build, served by
 * scripts/preview.ts exactly as the deploy host serves it, and a second time with
 * `--pretty-urls` on PRETTY_PREVIEW_PORT (default: PREVIEW_PORT + 1), as GitHub Pages,
 * Netlify and Cloudflare Pages serve it, for the route visit at one width (pages.spec.ts).
 *
 * Browser: $CHROMIUM_PATH, else Debian's Chromium headless shell, else the full system Chromium
 * (tooling/chromiumPath.ts), else Playwright's own bundled Chromium (`npx playwright install chromium`).
 */
const port = previewPort
const prettyPort = prettyPreviewPort
const executablePath = chromiumPath()
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Three browsers at a time on every machine (the default is half the cores: one on two). A
  // test spends much of its time waiting (a page going quiet, hydration), so a third browser
  // fills the gaps: the route visits took 13 to 30 % less wall time than with two on 2 cores.
  workers: Number(process.env.E2E_WORKERS ?? 3),
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A trace records every action's snapshots and screenshots of every test, passing or not
    // (a sixth of the suite's CPU time); `E2E_TRACE=on` keeps one for each failing test.
    trace: process.env.E2E_TRACE === 'on' ? 'retain-on-failure' : 'off',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath,
          args: [
            ...(isRoot ? ['--no-sandbox'] : []),
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
        },
      },
    },
  ],
  webServer: [
    {
      command: `node scripts/preview.ts --port ${port}`,
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      command: `node scripts/preview.ts --port ${prettyPort} --pretty-urls`,
      url: `http://127.0.0.1:${prettyPort}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
  ],
})
