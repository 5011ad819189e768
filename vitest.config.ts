import { defineConfig } from 'vitest/config'

/**
 * Two kinds of Vitest tests:
 * - `unit`: beside the code they test (docs/, framework/, tooling/, scripts/, the root
 *   config files); they need no build, so `npm run test:unit` runs on a clean clone.
 * - `built`: tests/built/ reads the deploy build, `.vercel/output` and the docs/dist it copied
 *   (run `npm run build:deploy` first; `npm run test:built`).
 * The Firefox smoke suite has its own config (vitest.firefox.config.ts).
 */
export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'docs/**/*.test.ts',
            'framework/**/*.test.ts',
            'tooling/**/*.test.ts',
            'scripts/**/*.test.ts',
            '*.test.ts',
          ],
          exclude: ['docs/dist/**', 'node_modules/**'],
        },
      },
      {
        extends: true,
        // One preview server for the tests that request the site (tests/built/globalSetup.ts).
        test: { name: 'built', include: ['tests/built/**/*.test.ts'], globalSetup: ['tests/built/globalSetup.ts'] },
      },
    ],
  },
})
