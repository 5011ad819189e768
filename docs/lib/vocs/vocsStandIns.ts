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
 *   every load; useInViewStandIn.ts and useLocalStorageStandIn.ts do not;
 * - the top bars import `DesktopSearch.js` and `MobileSearch.js`, whose Radix dialog and
 *   SearchDialog land in every page's main bundle; searchButtons.tsx renders the same buttons
 *   and loads the dialog (searchDialogRoot.tsx) as its own chunk;
 * - the phone top bar imports `Popover.js`; lazyPopover.tsx renders the same trigger and
 *   loads the popover (Radix, Floating UI, focus trap) as its own chunk;
 * - the entry, the routes and the lazy-route hydration import `utils/chunkError.js`;
 *   chunkError.ts loads the page the reader asked for after a deploy, once, with no loop;
 * - `layouts/DocsLayout.js` imports `Footer.js`; Footer.tsx renders the same footer with the
 *   site's rules: `.html` twins get previous and next links, those links are prerendered, and
 *   "Last updated" is a US long date written without `Intl`.
 */
import { fileURLToPath } from 'node:url'

const standIn = (file: string) => fileURLToPath(new URL(file, import.meta.url))
const vocsFile = (file: string) => fileURLToPath(new URL(`../../../node_modules/vocs/${file}`, import.meta.url))

const routerLink = { './RouterLink.js': standIn('./RouterLink.tsx') }
const chunkError = standIn('./chunkError.ts')

/** Importing file (path suffix) → the imports it gets project code for. One entry per file. */
export const vocsStandIns: Record<string, Record<string, string>> = {
  '/vocs/_lib/app/hooks/useOgImageUrl.js': { picomatch: standIn('./prefixOnlyPicomatch.ts') },
  '/vocs/_lib/app/hooks/useConfig.js': {
    '@noble/hashes/sha256': standIn('./devConfigHash.ts'),
    '@noble/hashes/utils': standIn('./devConfigHash.ts'),
  },
  '/vocs/_lib/app/layouts/DocsLayout.js': {
    'react-intersection-observer': standIn('./useInViewStandIn.ts'),
    '../hooks/useLocalStorage.js': standIn('./useLocalStorageStandIn.ts'),
    '../components/Footer.js': standIn('./Footer.tsx'),
  },
  '/vocs/_lib/app/index.client.js': { './utils/chunkError.js': chunkError },
  '/vocs/_lib/app/routes.js': { './utils/chunkError.js': chunkError },
  '/vocs/_lib/app/utils/hydrateLazyRoutes.js': { './chunkError.js': chunkError },
  '/vocs/_lib/app/components/MobileTopNav.js': {
    ...routerLink,
    './Popover.js': standIn('./lazyPopover.tsx'),
    './MobileSearch.js': standIn('./searchButtons.tsx'),
  },
  '/vocs/_lib/app/components/BlogPosts.js': routerLink,
  '/vocs/_lib/app/components/DesktopTopNav.js': { ...routerLink, './DesktopSearch.js': standIn('./searchButtons.tsx') },
  '/vocs/_lib/app/components/Link.js': routerLink,
  '/vocs/_lib/app/components/Sidebar.js': routerLink,
  '/docs/lib/vocs/Footer.tsx': {
    'virtual:vocs-footer-styles': vocsFile('_lib/app/components/Footer.css.js'),
    'virtual:vocs-icon-styles': vocsFile('_lib/app/components/Icon.css.js'),
  },
  '/docs/lib/vocs/lazyPopoverContent.tsx': {
    'virtual:vocs-popover-styles': vocsFile('_lib/app/components/Popover.css.js'),
  },
  '/docs/lib/vocs/searchButtons.tsx': {
    'virtual:vocs-desktop-search-styles': vocsFile('_lib/app/components/DesktopSearch.css.js'),
    'virtual:vocs-mobile-search-styles': vocsFile('_lib/app/components/MobileSearch.css.js'),
  },
  '/docs/lib/vocs/searchDialogRoot.tsx': {
    'virtual:vocs-search-dialog': vocsFile('_lib/app/components/SearchDialog.js'),
    // The copy of nuqs Vocs' app uses (it is Vocs' own dependency): one query-state store.
    nuqs: vocsFile('node_modules/nuqs/dist/index.js'),
  },
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
