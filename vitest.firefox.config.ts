import { defineConfig } from 'vitest/config'

/**
 * The Firefox smoke suite: the production build, served like the Chromium suite's,
 * opened in Firefox ESR. It proves the main paths in a second engine; the full
 * behaviour suite runs in Chromium (playwright.config.ts).
 */
export default defineConfig({
  test: {
    include: ['tests/firefox/**/*.test.ts'],
    globalSetup: ['tests/firefox/globalSetup.ts'],
    // One file at a time: Firefox is heavy on a 2-core machine. A route walk visits 35 pages
    // and waits for each to go quiet, about a minute; the two walks (390 px with storage
    // blocked, 1440 px) run side by side, one per browser, since they mostly wait.
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 60_000,
    reporters: ['default', ['json', { outputFile: 'reports/firefox.json' }]],
  },
})
