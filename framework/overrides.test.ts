import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { importOverrides, overrideFor, replacedEntries, vocsOverridesPlugin } from './overrides.ts'

const vocsHook = (name: string) => `/repo/node_modules/vocs/_lib/app/hooks/${name}.js`

describe('overrideFor', () => {
  it('redirects the share-image hook to the prefix-only matcher', () => {
    expect(overrideFor('picomatch', vocsHook('useOgImageUrl'))).toMatch(/prefixOnlyPicomatch\.ts$/)
  })

  it('redirects the config hook to the small hash', () => {
    expect(overrideFor('@noble/hashes/sha256', vocsHook('useConfig'))).toMatch(/devConfigHash\.ts$/)
    expect(overrideFor('@noble/hashes/utils', `${vocsHook('useConfig')}?v=1`)).toMatch(/devConfigHash\.ts$/)
  })

  it('gives every Vocs component that renders links the project RouterLink', () => {
    for (const component of ['BlogPosts', 'DesktopTopNav', 'Link', 'MobileTopNav', 'Sidebar'])
      expect(overrideFor('./RouterLink.js', `/repo/node_modules/vocs/_lib/app/components/${component}.js`)).toMatch(
        /framework\/app\/RouterLink\.tsx$/,
      )
  })

  it('hands DocsLayout its in-view and local-storage hooks', () => {
    expect(
      overrideFor('react-intersection-observer', '/repo/node_modules/vocs/_lib/app/layouts/DocsLayout.js'),
    ).toMatch(/framework\/app\/useInView\.ts$/)
    expect(
      overrideFor('../hooks/useLocalStorage.js', '/repo/node_modules/vocs/_lib/app/layouts/DocsLayout.js'),
    ).toMatch(/framework\/app\/useLocalStorage\.ts$/)
  })

  it('gives the root the scroll restoration that works without the data router', () => {
    expect(overrideFor('react-router', '/repo/node_modules/vocs/_lib/app/root.js')).toMatch(
      /framework\/app\/ScrollRestoration\.tsx$/,
    )
    expect(overrideFor('react-router', '/repo/node_modules/vocs/_lib/app/components/Sidebar.js')).toBe(undefined)
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

  it('gives the top bars the search buttons', () => {
    for (const [bar, button] of [
      ['DesktopTopNav', './DesktopSearch.js'],
      ['MobileTopNav', './MobileSearch.js'],
    ])
      expect(overrideFor(button ?? '', `/repo/node_modules/vocs/_lib/app/components/${bar}.js`)).toMatch(
        /framework\/app\/searchButtons\.tsx$/,
      )
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

  it('gives the phone top bar both its overrides: the popover and the router link', () => {
    const topBar = '/repo/node_modules/vocs/_lib/app/components/MobileTopNav.js'
    expect(overrideFor('./RouterLink.js', topBar)).toMatch(/RouterLink\.tsx$/)
    expect(overrideFor('./Popover.js', topBar)).toMatch(/app\/Popover\.tsx$/)
  })

  it('gives the top bars no navigation menu and the phone bar only the accordion box', () => {
    for (const bar of ['DesktopTopNav', 'MobileTopNav'])
      expect(overrideFor('./NavigationMenu.js', `/repo/node_modules/vocs/_lib/app/components/${bar}.js?v=1`)).toMatch(
        /app\/emptyNavigationMenu\.ts$/,
      )
    expect(
      overrideFor('@radix-ui/react-accordion', '/repo/node_modules/vocs/_lib/app/components/MobileTopNav.js'),
    ).toMatch(/app\/accordionShell\.tsx$/)
    expect(overrideFor('@radix-ui/react-accordion', '/repo/node_modules/vocs/_lib/app/components/Sidebar.js')).toBe(
      undefined,
    )
  })

  it('leaves every other importer alone', () => {
    expect(
      overrideFor('@noble/hashes/utils', '/repo/node_modules/ox/node_modules/@noble/curves/esm/abstract/modular.js'),
    ).toBe(undefined)
    expect(overrideFor('picomatch', vocsHook('useConfig'))).toBe(undefined)
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
