import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { vocsChanges } from './manifest.ts'
import { importOverrides, overrideFor, replacedEntries, vocsOverridesPlugin } from './overrides.ts'

describe('overrideFor', () => {
  const vocsFile = (file: string) => `/repo/node_modules/vocs/_lib/${file}`

  it('gives each Vocs file the manifest names project code for each import it lists', () => {
    const unmet: string[] = []
    for (const change of vocsChanges)
      if ('imports' in change)
        for (const importer of change.importers)
          for (const [source, file] of Object.entries(change.imports))
            if (!overrideFor(source, vocsFile(importer))?.endsWith(file)) unmet.push(`${importer}: ${source}`)
    expect(unmet).toEqual([])
  })

  it('finds the importer behind a query string and Windows separators', () => {
    expect(overrideFor('@noble/hashes/utils', `${vocsFile('app/hooks/useConfig.js')}?v=1`)).toMatch(
      /devConfigHash\.ts$/,
    )
    expect(overrideFor('picomatch', 'C:\\repo\\node_modules\\vocs\\_lib\\app\\hooks\\useOgImageUrl.js')).toMatch(
      /prefixOnlyPicomatch\.ts$/,
    )
  })

  it("replaces Vocs' client and server entries whole with the site's, and loads nothing else", () => {
    const plugin = vocsOverridesPlugin()
    expect(plugin.load(`/repo/node_modules/vocs/_lib/app/index.client.js`)).toMatch(
      /^export \* from ".*framework\/entries\/clientEntry\.tsx"\n$/,
    )
    expect(plugin.load(`C:\\repo\\node_modules\\vocs\\_lib\\app\\index.client.js?v=1`)).toMatch(/clientEntry\.tsx/)
    expect(plugin.load('/repo/node_modules/vocs/_lib/app/index.server.js')).toMatch(
      /^export \* from ".*framework\/entries\/serverEntry\.tsx"\n$/,
    )
    expect(plugin.load('/repo/node_modules/vocs/_lib/app/routes.js')).toBe(undefined)
    expect(plugin.load('/repo/docs/pages/overview.mdx')).toBe(undefined)
  })

  it("leaves Vocs' search dialog out: no project file imports it, the site's is SearchDialog.tsx", () => {
    const projectDir = fileURLToPath(new URL('./app/', import.meta.url))
    const importers = readdirSync(projectDir)
      .filter((name) => /\.tsx?$/.test(name) && !name.endsWith('.test.ts'))
      .filter((name) => /components\/SearchDialog\.js['"]/.test(readFileSync(projectDir + name, 'utf8')))
    expect(importers).toEqual([])
    const targets = Object.values(importOverrides).flatMap((replacements) => Object.values(replacements))
    expect(targets.filter((target) => /SearchDialog\.js$/.test(target))).toEqual([])
  })

  it('leaves every other importer alone', () => {
    // The same module imported by a Vocs file the manifest does not name, or by a library.
    expect(overrideFor('react-router', vocsFile('app/components/Sidebar.js'))).toBe(undefined)
    expect(overrideFor('@radix-ui/react-accordion', vocsFile('app/components/Sidebar.js'))).toBe(undefined)
    expect(
      overrideFor('@noble/hashes/utils', '/repo/node_modules/ox/node_modules/@noble/curves/esm/abstract/modular.js'),
    ).toBe(undefined)
    expect(overrideFor('picomatch', vocsFile('app/hooks/useConfig.js'))).toBe(undefined)
    expect(overrideFor('picomatch', undefined)).toBe(undefined)
  })
})

describe('import overrides against the installed Vocs', () => {
  const appDir = fileURLToPath(new URL('../node_modules/vocs/_lib/app/', import.meta.url))
  const appFiles = readdirSync(appDir, { recursive: true, encoding: 'utf8' })
    .map((file) => file.replaceAll('\\', '/'))
    .filter((file) => file.endsWith('.js'))
  // Neither the browser nor the prerender loads Vocs' entries (replaced whole), nor the
  // lazy-route hydration and the request conversion that only those entries import.
  const notInBrowser = new Set([
    ...Object.keys(replacedEntries).map((entry) => entry.replace('/vocs/_lib/app/', '')),
    'utils/hydrateLazyRoutes.js',
    'utils/createFetchRequest.js',
  ])

  it('finds the lazy-route hydration imported by the client entry only', () => {
    const importers = appFiles.filter((file) =>
      /from '[^']*\/hydrateLazyRoutes\.js'/.test(readFileSync(appDir + file, 'utf8')),
    )
    expect(importers).toEqual(['index.client.js'])
  })

  it("has no browser code that needs the data router, which the site's entry does not start", () => {
    // Hooks and components of React Router that work only under the data router.
    const dataRouterOnly =
      /\b(ScrollRestoration|useMatches|useNavigation|useLoaderData|useActionData|useRouteError|useFetcher|useFetchers|useRevalidator|useBlocker|Form|createBrowserRouter|RouterProvider)\b/
    const unmet: string[] = []
    for (const file of appFiles) {
      if (notInBrowser.has(file)) continue
      for (const [, names] of readFileSync(appDir + file, 'utf8').matchAll(/import \{([^}]*)\} from 'react-router'/g))
        if (
          names &&
          dataRouterOnly.test(names) &&
          !overrideFor('react-router', `/repo/node_modules/vocs/_lib/app/${file}`)
        )
          unmet.push(`${file}: ${names.trim()}`)
    }
    expect(unmet).toEqual([])
  })

  it('leaves project files that import Vocs modules by relative path alone, with every path present', () => {
    const projectDir = fileURLToPath(new URL('./app/', import.meta.url))
    let checked = 0
    for (const file of readdirSync(projectDir).filter((name) => /\.tsx?$/.test(name))) {
      for (const [, source] of readFileSync(projectDir + file, 'utf8').matchAll(
        /['"](\.\.\/\.\.\/node_modules\/vocs\/[^'"]+)['"]/g,
      )) {
        if (!source) continue
        checked += 1
        expect(
          existsSync(new URL(source, new URL(file, new URL('./app/', import.meta.url)))),
          `${file}: ${source}`,
        ).toBe(true)
        expect(overrideFor(source, projectDir + file)).toBe(undefined)
      }
    }
    expect(checked).toBeGreaterThan(5)
  })

  it('hands project code to every Vocs file that imports a replaced module', () => {
    // Modules the site replaces wherever Vocs imports them; a Vocs file that imports one of
    // them and has no override would bring the original back into the bundle.
    const replaced =
      /(^|\/)(RouterLink|DesktopSearch|MobileSearch|Popover|CodeGroup|Span|AiCtaDropdown)\.js$|^react-intersection-observer$|^nuqs\/adapters\/react$/
    const missing: string[] = []
    let checked = 0
    for (const file of appFiles) {
      if (replaced.test(file) || notInBrowser.has(file)) continue
      const importer = `/repo/node_modules/vocs/_lib/app/${file}`
      for (const [, source] of readFileSync(appDir + file, 'utf8').matchAll(/from '([^']+)'/g)) {
        if (!source || !replaced.test(source)) continue
        checked += 1
        if (!overrideFor(source, importer)) missing.push(`${file} imports ${source}`)
      }
    }
    expect(checked).toBeGreaterThan(10)
    expect(missing).toEqual([])
  })
})
