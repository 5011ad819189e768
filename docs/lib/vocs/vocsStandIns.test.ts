import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { replacedEntries, standInFor, vocsStandIns, vocsStandInsPlugin } from './vocsStandIns.ts'

const vocsHook = (name: string) => `/repo/node_modules/vocs/_lib/app/hooks/${name}.js`

describe('standInFor', () => {
  it('redirects the share-image hook to the prefix-only matcher', () => {
    expect(standInFor('picomatch', vocsHook('useOgImageUrl'))).toMatch(/prefixOnlyPicomatch\.ts$/)
  })

  it('redirects the config hook to the small hash', () => {
    expect(standInFor('@noble/hashes/sha256', vocsHook('useConfig'))).toMatch(/devConfigHash\.ts$/)
    expect(standInFor('@noble/hashes/utils', `${vocsHook('useConfig')}?v=1`)).toMatch(/devConfigHash\.ts$/)
  })

  it('gives every Vocs component that renders links the project RouterLink', () => {
    for (const component of ['BlogPosts', 'DesktopTopNav', 'Link', 'MobileTopNav', 'Sidebar'])
      expect(standInFor('./RouterLink.js', `/repo/node_modules/vocs/_lib/app/components/${component}.js`)).toMatch(
        /docs\/lib\/vocs\/RouterLink\.tsx$/,
      )
  })

  it('gives the docs layout hooks that do not re-render it after hydration', () => {
    expect(standInFor('react-intersection-observer', '/repo/node_modules/vocs/_lib/app/layouts/DocsLayout.js')).toMatch(
      /useInViewStandIn\.ts$/,
    )
    expect(standInFor('../hooks/useLocalStorage.js', '/repo/node_modules/vocs/_lib/app/layouts/DocsLayout.js')).toMatch(
      /useLocalStorageStandIn\.ts$/,
    )
  })

  it('gives the docs layout the project footer', () => {
    expect(standInFor('../components/Footer.js', '/repo/node_modules/vocs/_lib/app/layouts/DocsLayout.js')).toMatch(
      /docs\/lib\/vocs\/Footer\.tsx$/,
    )
  })

  it('gives the routes the project chunk-error handling', () => {
    expect(standInFor('./utils/chunkError.js', '/repo/node_modules/vocs/_lib/app/routes.js')).toMatch(
      /docs\/lib\/vocs\/chunkError\.ts$/,
    )
  })

  it('gives the root the scroll restoration that works without the data router', () => {
    expect(standInFor('react-router', '/repo/node_modules/vocs/_lib/app/root.js')).toMatch(/rootRouterStandIn\.ts$/)
    expect(standInFor('react-router', '/repo/node_modules/vocs/_lib/app/components/Sidebar.js')).toBe(undefined)
  })

  it("replaces Vocs' client and server entries whole with the site's, and loads nothing else", () => {
    const plugin = vocsStandInsPlugin()
    expect(plugin.load(`/repo/node_modules/vocs/_lib/app/index.client.js`)).toMatch(
      /^export \* from ".*docs\/lib\/vocs\/clientEntry\.tsx"\n$/,
    )
    expect(plugin.load(`C:\\repo\\node_modules\\vocs\\_lib\\app\\index.client.js?v=1`)).toMatch(/clientEntry\.tsx/)
    expect(plugin.load('/repo/node_modules/vocs/_lib/app/index.server.js')).toMatch(
      /^export \* from ".*docs\/lib\/vocs\/serverEntry\.tsx"\n$/,
    )
    expect(plugin.load('/repo/node_modules/vocs/_lib/app/routes.js')).toBe(undefined)
    expect(plugin.load('/repo/docs/pages/overview.mdx')).toBe(undefined)
  })

  it('gives the top bars the search buttons', () => {
    for (const [bar, button] of [
      ['DesktopTopNav', './DesktopSearch.js'],
      ['MobileTopNav', './MobileSearch.js'],
    ])
      expect(standInFor(button ?? '', `/repo/node_modules/vocs/_lib/app/components/${bar}.js`)).toMatch(
        /docs\/lib\/vocs\/searchButtons\.tsx$/,
      )
  })

  it("leaves Vocs' search dialog out: no project file imports it, the site's is SearchDialog.tsx", () => {
    const projectDir = fileURLToPath(new URL('./', import.meta.url))
    const importers = readdirSync(projectDir)
      .filter((name) => /\.tsx?$/.test(name) && !name.endsWith('.test.ts'))
      .filter((name) => /components\/SearchDialog\.js['"]/.test(readFileSync(projectDir + name, 'utf8')))
    expect(importers).toEqual([])
    const targets = Object.values(vocsStandIns).flatMap((replacements) => Object.values(replacements))
    expect(targets.filter((target) => /SearchDialog\.js$/.test(target))).toEqual([])
  })

  it('gives the phone top bar both its stand-ins: the popover and the router link', () => {
    const topBar = '/repo/node_modules/vocs/_lib/app/components/MobileTopNav.js'
    expect(standInFor('./RouterLink.js', topBar)).toMatch(/RouterLink\.tsx$/)
    expect(standInFor('./Popover.js', topBar)).toMatch(/lazyPopover\.tsx$/)
  })

  it('leaves every other importer alone', () => {
    expect(
      standInFor('@noble/hashes/utils', '/repo/node_modules/ox/node_modules/@noble/curves/esm/abstract/modular.js'),
    ).toBe(undefined)
    expect(standInFor('picomatch', vocsHook('useConfig'))).toBe(undefined)
    expect(standInFor('picomatch', undefined)).toBe(undefined)
  })
})

describe('vocsStandIns against the installed Vocs', () => {
  const appDir = fileURLToPath(new URL('../../../node_modules/vocs/_lib/app/', import.meta.url))
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
          !standInFor('react-router', `/repo/node_modules/vocs/_lib/app/${file}`)
        )
          unmet.push(`${file}: ${names.trim()}`)
    }
    expect(unmet).toEqual([])
  })

  it('leaves project files that import Vocs modules by relative path alone, with every path present', () => {
    const projectDir = fileURLToPath(new URL('./', import.meta.url))
    let checked = 0
    for (const file of readdirSync(projectDir).filter((name) => /\.tsx?$/.test(name))) {
      for (const [, source] of readFileSync(projectDir + file, 'utf8').matchAll(
        /['"](\.\.\/\.\.\/\.\.\/node_modules\/vocs\/[^'"]+)['"]/g,
      )) {
        if (!source) continue
        checked += 1
        expect(existsSync(new URL(source, new URL(file, new URL('./', import.meta.url)))), `${file}: ${source}`).toBe(
          true,
        )
        expect(standInFor(source, projectDir + file)).toBe(undefined)
      }
    }
    expect(checked).toBeGreaterThan(5)
  })

  it('hands project code to every Vocs file that imports a replaced module', () => {
    // Modules the site replaces wherever Vocs imports them; a Vocs file that imports one of
    // them and has no stand-in would bring the original back into the bundle.
    const replaced =
      /(^|\/)(RouterLink|DesktopSearch|MobileSearch|Popover|chunkError|useTheme|Banner|CodeGroup|Span|AiCtaDropdown|Footer)\.js$|^react-intersection-observer$|^nuqs\/adapters\/react$/
    const missing: string[] = []
    let checked = 0
    for (const file of appFiles) {
      if (replaced.test(file) || notInBrowser.has(file)) continue
      const importer = `/repo/node_modules/vocs/_lib/app/${file}`
      for (const [, source] of readFileSync(appDir + file, 'utf8').matchAll(/from '([^']+)'/g)) {
        if (!source || !replaced.test(source)) continue
        checked += 1
        if (!standInFor(source, importer)) missing.push(`${file} imports ${source}`)
      }
    }
    expect(checked).toBeGreaterThan(10)
    expect(missing).toEqual([])
  })
})
