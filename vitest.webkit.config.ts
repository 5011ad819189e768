import { defineConfig } from 'vitest/config'

/**
 * The WebKit smoke suite: the production build, served like the Chromium suite's, opened
 * in WebKitGTK's MiniBrowser through WebKitWebDriver on a virtual display (Debian packages
 * webkit2gtk-driver and xvfb). WebKit is the engine of Safari and of every browser on
 * iPhone and iPad; the full behaviour suite runs in Chromium (playwright.config.ts).
 */
export default defineConfig({
  test: {
    include: ['tests/webkit/**/*.test.ts'],
    globalSetup: ['tests/webkit/globalSetup.ts'],
    // The driver allows one session, so one file at a time. A route walk visits every page
    // once per width, about 20 s on a 2-core machine.
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 60_000,
    reporters: ['default', ['json', { outputFile: 'reports/webkit.json' }]],
  },
})
