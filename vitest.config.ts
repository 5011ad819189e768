import { globSync, readFileSync } from 'node:fs'
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config'

/**
 * Two kinds of Vitest tests:
 * - `unit`: beside the code they test (docs/, framework/, tooling/, scripts/, the root
 *   config files); they need no build, so `npm run test:unit` runs on a clean clone.
 * - `built`: tests/built/ reads the deploy build, `.vercel/output` and the docs/dist it copied
 *   (run `npm run build:deploy` first; `npm run test:built`).
 * The Firefox and WebKit smoke suites have their own configs (vitest.firefox.config.ts,
 * vitest.webkit.config.ts).
 *
 * The files of a kind share one module graph per worker (`isolate: false`): each file importing
 * its modules afresh was half of the unit run's time. A file that replaces a module or a global
 * (`vi.mock`, `vi.doMock`, `vi.stubGlobal`, `vi.stubEnv`, fake timers) needs a graph of its own, or
 * its replacement could reach another file or miss a module another file loaded first: such files
 * are found by what they call and run isolated, as `<kind>:isolated`. `--project '<kind>*'` runs
 * both.
 */
const exclude = ['docs/dist/**', 'node_modules/**']
const replacesModulesOrGlobals = /\bvi\.(?:mock|doMock|stubGlobal|stubEnv|useFakeTimers)\(/

function kind(
  name: string,
  include: string[],
  test: TestProjectInlineConfiguration['test'] = {},
): TestProjectInlineConfiguration[] {
  const isolated = globSync(include, { exclude }).filter((file) =>
    replacesModulesOrGlobals.test(readFileSync(file, 'utf8')),
  )
  const shared: TestProjectInlineConfiguration = {
    extends: true,
    test: { ...test, name, include, exclude: [...exclude, ...isolated], isolate: false },
  }
  if (isolated.length === 0) return [shared]
  return [shared, { extends: true, test: { ...test, name: `${name}:isolated`, include: isolated, exclude } }]
}

export default defineConfig({
  test: {
    projects: [
      ...kind('unit', [
        'docs/**/*.test.ts',
        'framework/**/*.test.ts',
        'tooling/**/*.test.ts',
        'scripts/**/*.test.ts',
        '*.test.ts',
      ]),
      // One preview server for the tests that request the site (tests/built/globalSetup.ts).
      ...kind('built', ['tests/built/**/*.test.ts'], { globalSetup: ['tests/built/globalSetup.ts'] }),
    ],
  },
})
