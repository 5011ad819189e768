import { globSync, readFileSync } from 'node:fs'
import { defineConfig } from 'vitest/config'

/**
 * Two kinds of Vitest tests:
 * - `unit`: beside the code they test (docs/, framework/, tooling/, scripts/, the root
 *   config files); they need no build, so `npm run test:unit` runs on a clean clone.
 * - `built`: tests/built/ reads the deploy build, `.vercel/output` and the docs/dist it copied
 *   (run `npm run build:deploy` first; `npm run test:built`).
 * The Firefox smoke suite has its own config (vitest.firefox.config.ts).
 *
 * The unit tests share one module graph per worker (`isolate: false`): each file importing its
 * modules afresh was half of the unit run's time. A file that replaces a module or a global
 * (`vi.mock`, `vi.doMock`, `vi.stubGlobal`, `vi.stubEnv`, fake timers) needs a graph of its own, or
 * its replacement could reach another file or miss a module another file loaded first: such files
 * are found by what they call and run isolated, in the same `unit` run.
 */
const unitFiles = [
  'docs/**/*.test.ts',
  'framework/**/*.test.ts',
  'tooling/**/*.test.ts',
  'scripts/**/*.test.ts',
  '*.test.ts',
]
const unitExclude = ['docs/dist/**', 'node_modules/**']
const replacesModulesOrGlobals = /\bvi\.(?:mock|doMock|stubGlobal|stubEnv|useFakeTimers)\(/
const isolatedUnitFiles = globSync(unitFiles, { exclude: unitExclude }).filter((file) =>
  replacesModulesOrGlobals.test(readFileSync(file, 'utf8')),
)

export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: unitFiles, exclude: [...unitExclude, ...isolatedUnitFiles], isolate: false },
      },
      {
        extends: true,
        test: { name: 'unit-isolated', include: isolatedUnitFiles, exclude: unitExclude },
      },
      {
        extends: true,
        // One preview server for the tests that request the site (tests/built/globalSetup.ts).
        test: { name: 'built', include: ['tests/built/**/*.test.ts'], globalSetup: ['tests/built/globalSetup.ts'] },
      },
    ],
  },
})
