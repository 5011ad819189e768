/**
 * Vite plugin: some Vocs modules import code the site does not want, and this plugin hands
 * them project code instead. Only imports made by those Vocs files are redirected (the same
 * libraries serve other code, such as viem, unchanged):
 * - `hooks/useOgImageUrl.js` imports picomatch for glob keys of `ogImageUrl` (prefixOnlyPicomatch.ts);
 * - `hooks/useConfig.js` imports @noble/hashes for a development-only hash (devConfigHash.ts);
 * - the components that render links import `RouterLink.js`, which keeps a state hook per
 *   link; RouterLink.tsx prefetches links in view with one shared observer instead;
 * - `layouts/DocsLayout.js` imports react-intersection-observer, whose hook re-renders the
 *   whole layout when its ref attaches, and `useLocalStorage`, which re-renders it once after
 *   every load; useInViewStandIn.ts and useLocalStorageStandIn.ts do not.
 */
import { fileURLToPath } from 'node:url'

const standIn = (file: string) => fileURLToPath(new URL(file, import.meta.url))

export const vocsStandIns: Record<string, Record<string, string>> = {
  '/vocs/_lib/app/hooks/useOgImageUrl.js': { picomatch: standIn('./prefixOnlyPicomatch.ts') },
  '/vocs/_lib/app/hooks/useConfig.js': {
    '@noble/hashes/sha256': standIn('./devConfigHash.ts'),
    '@noble/hashes/utils': standIn('./devConfigHash.ts'),
  },
  '/vocs/_lib/app/layouts/DocsLayout.js': {
    'react-intersection-observer': standIn('./useInViewStandIn.ts'),
    '../hooks/useLocalStorage.js': standIn('./useLocalStorageStandIn.ts'),
  },
  ...Object.fromEntries(
    ['BlogPosts', 'DesktopTopNav', 'Link', 'MobileTopNav', 'Sidebar'].map((component) => [
      `/vocs/_lib/app/components/${component}.js`,
      { './RouterLink.js': standIn('./RouterLink.tsx') },
    ]),
  ),
}

export function standInFor(source: string, importer: string | undefined): string | undefined {
  if (!importer) return undefined
  const normalized = importer.replaceAll('\\', '/').split('?')[0] ?? ''
  for (const [file, replacements] of Object.entries(vocsStandIns))
    if (normalized.endsWith(file)) return replacements[source]
  return undefined
}

export function vocsStandInsPlugin() {
  return {
    name: 'gaszip:vocs-stand-ins',
    enforce: 'pre' as const,
    resolveId(source: string, importer: string | undefined) {
      return standInFor(source, importer)
    },
  }
}
