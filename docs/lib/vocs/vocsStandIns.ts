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
 *   and loads the dialog (searchDialogRoot.tsx, SearchDialog.tsx) as its own chunk;
 * - the phone top bar imports `Popover.js`; lazyPopover.tsx renders the same trigger and
 *   loads the popover (Radix, Floating UI, focus trap) as its own chunk;
 * - the layout's `Banner` and the code groups' `CodeGroup` (mdx/Div.js): Banner.tsx names its
 *   close button and never compiles Markdown in the browser; CodeGroup.tsx gives tabs valid ids;
 * - the outline imports the "Ask AI" menu, with Radix' dropdown; lazyAiCtaDropdown.tsx loads
 *   it only where it is shown;
 * - the MDX `span` (mdx/index.js) imports the Twoslash popover for every page; Span.tsx
 *   loads it only where a Twoslash hover is rendered;
 * - the theme switch (`ThemeToggle.js`) imports `useTheme`, which stored the system colour
 *   scheme on a first visit and so froze it; useThemeStandIn.ts stores only a reader's choice
 *   and follows the system scheme until there is one;
 * - the routes import `utils/chunkError.js`; chunkError.ts loads the page the reader asked for
 *   after a deploy, once, with no loop;
 * - the root (`root.js`) imports React Router's ScrollRestoration, which needs the data router;
 *   rootRouterStandIn.ts gives it ScrollRestoration.tsx;
 * - `layouts/DocsLayout.js` imports `Footer.js`; Footer.tsx renders the same footer with the
 *   site's rules: `.html` twins get previous and next links, those links are prerendered, and
 *   "Last updated" is a US long date written without `Intl`.
 *
 * Two Vocs files are replaced whole, the entries: `index.client.js`, which the page's HTML
 * names, and `index.server.js`, which the build prerenders with and `vocs dev` renders with.
 * clientEntry.tsx starts the same app on the plain browser router (without the data router's
 * code) and hydrates in short tasks; serverEntry.tsx renders the same tree on the server. Vocs'
 * entries also wrapped the app in nuqs' query-state provider, which only Vocs' search dialog
 * used; the site's dialog keeps `?q=` itself (searchQueryParam.ts).
 */
import { fileURLToPath } from 'node:url'

// Project code that needs Vocs' own modules (styles, hooks, icons, layout components) imports
// them by relative path into node_modules/vocs: the package's exports do not offer them, and a
// relative path keeps them one module with Vocs' own copy (the dev server would pre-bundle a
// bare or virtual id into a second copy).

const standIn = (file: string) => fileURLToPath(new URL(file, import.meta.url))

const routerLink = { './RouterLink.js': standIn('./RouterLink.tsx') }
const chunkError = standIn('./chunkError.ts')
/** Vocs' entries (path suffix) → the project file each is replaced with, whole. */
export const replacedEntries: Record<string, string> = {
  '/vocs/_lib/app/index.client.js': standIn('./clientEntry.tsx'),
  '/vocs/_lib/app/index.server.js': standIn('./serverEntry.tsx'),
}

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
    '../components/Banner.js': standIn('./Banner.tsx'),
    '../components/Footer.js': standIn('./Footer.tsx'),
  },
  '/vocs/_lib/app/components/mdx/Div.js': { './CodeGroup.js': standIn('./CodeGroup.tsx') },
  '/vocs/_lib/app/components/mdx/index.js': { './Span.js': standIn('./Span.tsx') },
  '/vocs/_lib/app/components/Outline.js': { './AiCtaDropdown.js': standIn('./lazyAiCtaDropdown.tsx') },
  '/vocs/_lib/app/routes.js': { './utils/chunkError.js': chunkError },
  '/vocs/_lib/app/root.js': { 'react-router': standIn('./rootRouterStandIn.ts') },
  '/vocs/_lib/app/components/MobileTopNav.js': {
    ...routerLink,
    './Popover.js': standIn('./lazyPopover.tsx'),
    './MobileSearch.js': standIn('./searchButtons.tsx'),
  },
  '/vocs/_lib/app/components/ThemeToggle.js': { '../hooks/useTheme.js': standIn('./useThemeStandIn.ts') },
  '/vocs/_lib/app/components/BlogPosts.js': routerLink,
  '/vocs/_lib/app/components/DesktopTopNav.js': { ...routerLink, './DesktopSearch.js': standIn('./searchButtons.tsx') },
  '/vocs/_lib/app/components/Link.js': routerLink,
  '/vocs/_lib/app/components/Sidebar.js': routerLink,
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
    load(id: string) {
      const path = id.replaceAll('\\', '/').split('?')[0] ?? ''
      for (const [entry, replacement] of Object.entries(replacedEntries))
        if (path.endsWith(entry)) return `export * from ${JSON.stringify(replacement)}\n`
      return undefined
    },
  }
}
