/**
 * Every change this site makes to Vocs 1.4.1, one entry each, with its reader-visible reason
 * (accessibility, correctness, hosting, security, or a measured gain in bytes or main-thread time;
 * the figures are in DECISIONS.md). overrides.ts applies the `entry` and `import` changes;
 * manifest.test.ts fails by name on an entry whose Vocs file, import or patched line is gone, and
 * scripts/manifest-check.ts removes each change in turn and requires its tests to fail.
 *
 * Kinds: `entries` (Vocs entries replaced whole), `imports` (the `importers`, Vocs files, get
 * project code for the imports named), `vocsFiles` (one patch per Vocs file in framework/patches,
 * applied on install), `plugin` (a build step; `relies` is the Vocs text it depends on). Vocs
 * paths are under `node_modules/vocs/_lib/`, others from the repository root.
 */

import { vocsIcons } from './app/iconList.ts'

type Described = {
  /** Short name, unique: what the change is. */
  name: string
  /** The reader-visible reason, in a sentence. */
  why: string
  /** `file › title` of each test that fails without the change. */
  tests: string[]
  /** Set where Vocs 2 does the same itself; else nothing would remove the change. */
  removeWhen?: 'a move to Vocs 2'
}

/** The kind of a change: the field that names what it changes. */
export type VocsChange = Described &
  (
    | { entries: Record<string, string> }
    | { importers: string[]; imports: Record<string, string> }
    | { vocsFiles: string[] }
    | { plugin: string; vocsFile: string; relies: string[] }
  )

export const vocsChanges: VocsChange[] = [
  {
    name: 'entries',
    entries: {
      'app/index.client.js': 'framework/entries/clientEntry.tsx',
      'app/index.server.js': 'framework/entries/serverEntry.tsx',
    },
    why: 'The plain browser router (17 KB gzip less than the data router), `/x` as the address at `/x.html`, hydration in short tasks, and `data-hydrated` once it is done.',
    tests: [
      'tests/e2e/routes.spec.ts › a page opened by a link replaces the one on screen only once its code has arrived',
      'tests/built/built-site.test.ts › serves no query-state library',
      'tests/e2e/pages.spec.ts › errors on load',
    ],
    removeWhen: 'a move to Vocs 2',
  },
  {
    name: 'router links',
    importers: [
      'app/components/BlogPosts.js',
      'app/components/DesktopTopNav.js',
      'app/components/Link.js',
      'app/components/MobileTopNav.js',
      'app/components/Sidebar.js',
    ],
    imports: { './RouterLink.js': 'framework/app/RouterLink.tsx' },
    why: 'Links in view prefetch their page one at a time once the page is idle, so a first load keeps within 160 KB of JavaScript.',
    tests: [
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the test's title as its file writes it.
      'tests/e2e/budget.spec.ts › first load of ${path} with links in view prefetched stays within 160 KB of JavaScript',
    ],
  },
  {
    name: 'share image keys',
    importers: ['app/hooks/useOgImageUrl.js'],
    imports: { picomatch: 'framework/app/prefixOnlyPicomatch.ts' },
    why: 'Keeps picomatch out of every page: `ogImageUrl` keys are path prefixes here.',
    tests: ['tests/built/built-site.test.ts › the main bundle leaves out the libraries the site does without'],
  },
  {
    name: 'development config hash',
    importers: ['app/hooks/useConfig.js'],
    imports: {
      '@noble/hashes/sha256': 'framework/app/devConfigHash.ts',
      '@noble/hashes/utils': 'framework/app/devConfigHash.ts',
    },
    why: 'Keeps @noble/hashes (2.5 KB gzip), used only by the dev server, out of every page.',
    tests: ['tests/built/built-site.test.ts › the main bundle leaves out the libraries the site does without'],
  },
  {
    name: 'layout hooks',
    importers: ['app/layouts/DocsLayout.js'],
    imports: {
      'react-intersection-observer': 'framework/app/useInView.ts',
      '../hooks/useLocalStorage.js': 'framework/app/useLocalStorage.ts',
    },
    why: 'The layout renders once after a load, and the banner is in the prerendered page (it appeared after hydration and pushed the page down).',
    tests: [
      'tests/built/built-site.test.ts › the main bundle leaves out the libraries the site does without',
      'tests/e2e/pages.spec.ts › layout shift (moved',
    ],
  },
  {
    name: 'Twoslash popover',
    importers: ['app/components/mdx/index.js'],
    imports: { './Span.js': 'framework/app/Span.tsx' },
    why: 'The Twoslash popover (Floating UI) loads only where a hover is rendered.',
    tests: [
      "tests/built/built-site.test.ts › the main bundle lists the routes without their pages' sources, and leaves the menus it never shows to their own chunks",
    ],
  },
  {
    name: 'logo as markup',
    importers: ['app/components/NavLogo.js', 'app/components/HomePage.js'],
    imports: { './Logo.js': 'framework/app/Logo.tsx' },
    why: "The header's logo is SVG markup, not an `<img>`: no image request before the first paint (Lighthouse's LCP − FCP on the longest pages, 71–99 ms with it).",
    tests: [
      "tests/built/built-site.test.ts › the header's logo is drawn in the page, so no page requests an image before its first paint",
    ],
  },
  {
    name: 'code blocks as HTML',
    importers: ['app/components/mdx/index.js'],
    imports: { './Code.js': 'framework/app/Code.tsx' },
    why: "A block's lines arrive as HTML (docs/lib/markdown/rehypeCodeHtml.ts), not one hydrated element per token (7,744 of the API guide's 8,259).",
    tests: ['tests/built/built-site.test.ts › code blocks reach the browser as HTML, not one element per token'],
  },
  {
    name: 'phone top bar popovers',
    importers: ['app/components/MobileTopNav.js'],
    imports: { './Popover.js': 'framework/app/Popover.tsx' },
    why: "The phone menus are the browser's own popovers, so Radix' popover, Floating UI, focus trap and scroll lock are in no page.",
    tests: ['tests/built/built-site.test.ts › the main bundle leaves out the libraries the site does without'],
  },
  {
    name: 'search buttons',
    importers: ['app/components/DesktopTopNav.js', 'app/components/MobileTopNav.js'],
    imports: {
      './DesktopSearch.js': 'framework/app/searchButtons.tsx',
      './MobileSearch.js': 'framework/app/searchButtons.tsx',
    },
    why: 'The search dialog and its index load on first use, in their own chunk; the buttons keep the shortcuts.',
    tests: [
      'tests/e2e/search.spec.ts › the search index and the search library are only fetched once search is opened',
      'tests/e2e/search.spec.ts › opens from the search button',
    ],
    removeWhen: 'a move to Vocs 2',
  },
  {
    name: 'icons from the stylesheet',
    importers: [
      'app/components/Banner.js',
      'app/components/Callout.js',
      'app/components/CopyButton.js',
      'app/components/DesktopSearch.js',
      'app/components/Footer.js',
      'app/components/MobileSearch.js',
      'app/components/MobileTopNav.js',
      'app/components/Sidebar.js',
      'app/components/Socials.js',
      'app/components/ThemeToggle.js',
      'app/components/mdx/CodeTitle.js',
    ],
    imports: {
      // The code title (in mdx/) imports its two icons from one folder up.
      ...Object.fromEntries(
        vocsIcons.map((name) => [
          `${name === 'File' || name === 'Terminal' ? '../' : './'}icons/${name}.js`,
          'framework/app/icons.tsx',
        ]),
      ),
      '@radix-ui/react-icons': 'framework/app/icons.tsx',
    },
    why: "The chrome's icons are masks in the cached stylesheet, not SVG markup in every page (4 to 6 KB of each page's compressed HTML).",
    tests: [
      "tests/built/built-site.test.ts › no page carries the chrome's icons as SVG markup",
      'tests/e2e/chrome.spec.ts › the chrome draws its icons, in the text color, in both themes',
    ],
  },
  {
    name: 'menus the site does not show',
    importers: ['app/components/DesktopTopNav.js', 'app/components/MobileTopNav.js', 'app/components/Outline.js'],
    imports: {
      './NavigationMenu.js': 'framework/app/emptyNavigationMenu.ts',
      '@radix-ui/react-accordion': 'framework/app/accordionShell.tsx',
      './AiCtaDropdown.js': 'framework/app/emptyAiCtaDropdown.ts',
    },
    why: "No top navigation and no Ask AI menu, so Radix' navigation menu, accordion and dropdown stay out of every page (and no empty landmark).",
    tests: ['tests/built/built-site.test.ts › the main bundle leaves out the libraries the site does without'],
  },
  {
    name: 'page sources out of the route list',
    plugin: 'framework/build/pageSourcesOutPlugin.ts',
    vocsFile: 'vite/plugins/virtual-routes.js',
    relies: ['content: "'],
    why: "The route list in every page's bundle carried every page's MDX source, which only the Ask AI menu reads.",
    tests: ["tests/built/built-site.test.ts › the main bundle lists the routes without their pages' sources"],
  },
  {
    name: 'first paint',
    plugin: 'framework/build/firstPaint.ts',
    vocsFile: 'vite/prerender.js',
    relies: ['initializeTheme.iife.js'],
    why: "The page's code starts after the first paint and load; that paint holds for the article's opening (firstScreen.ts) and needs no font file.",
    tests: [
      'tests/e2e/first-paint.spec.ts › the code is requested once, however many ways the starter has to start it',
      'tests/built/built-site.test.ts › every page holds its first paint until the opening of its article is parsed',
      'tests/e2e/first-paint.spec.ts › Inter: no font before the first paint; fetched once idle, then used from the next page on',
    ],
  },
  {
    name: 'code groups',
    importers: ['app/components/mdx/Div.js'],
    imports: { './CodeGroup.js': 'framework/app/CodeGroup.tsx' },
    why: 'Valid tab ids, one tab stop with arrows, Home and End, every tab prerendered, and no Radix tabs in the main chunk (9 KB gzip).',
    tests: [
      'tests/e2e/api.spec.ts › a code group works from the keyboard: one tab stop, arrows and Home/End select, panels follow',
      'tests/e2e/api.spec.ts › every tab of a code group can be read, each under its title',
      'tests/built/code-groups.test.ts › every tab of every code group has its code in the page',
    ],
    removeWhen: 'a move to Vocs 2',
  },
  {
    name: 'sidebar and outline',
    vocsFiles: ['app/components/Outline.js', 'app/components/Sidebar.js'],
    why: "No nested controls in collapsible headers; the active link scrolled into view; an unlisted page marks its section; the outline's lists nest validly and keep the mark on a short last section a link opened.",
    tests: [
      'tests/e2e/sidebar.spec.ts › a collapsible section opens and closes from the keyboard',
      "tests/e2e/pages.spec.ts › the sidebar's marks of where the reader is",
      'tests/e2e/sidebar.spec.ts › the active item is scrolled into view in a long sidebar',
      'tests/e2e/pages.spec.ts › axe, light theme',
      "tests/e2e/chrome.spec.ts › a link to a page's short last section marks that section in the outline",
    ],
  },
  {
    name: 'main landmark',
    vocsFiles: ['app/layouts/DocsLayout.js'],
    why: 'The article is a `<main>`, so screen-reader users can jump to the content.',
    tests: ['tests/built/built-site.test.ts › every page has one main landmark, and the page heading is inside it'],
    removeWhen: 'a move to Vocs 2',
  },
  {
    name: 'valid nesting in icons and headings',
    vocsFiles: [
      'app/components/Icon.js',
      'app/components/MobileTopNav.js',
      'app/components/mdx/AutolinkIcon.js',
      'app/components/mdx/Div.js',
      'app/components/mdx/Heading.js',
    ],
    why: 'A `span`, not a `div`, inside buttons, links and headings: invalid nesting is repaired differently by each browser.',
    tests: ['tests/built/valid-html.test.ts › finds no error in any built HTML file'],
  },
  {
    name: 'banner close button',
    vocsFiles: ['app/components/Banner.js'],
    why: 'The close button is named "Close banner"; the text is never compiled with `new Function`, which the policy forbids.',
    tests: [
      'tests/e2e/chrome.spec.ts › the banner shows, closes, and stays closed after a reload, with nothing moving',
    ],
    removeWhen: 'a move to Vocs 2',
  },
  {
    name: 'scroll restoration',
    importers: ['app/root.js'],
    imports: { 'react-router': 'framework/app/ScrollRestoration.tsx' },
    why: "React Router's needs the data router: positions kept per history entry, a hash landed on its section, a place scrolled to before hydration kept.",
    tests: [
      'tests/e2e/deep-links.spec.ts › a reader who scrolls before the page is interactive keeps the place',
      'tests/e2e/deep-links.spec.ts › a reload laid out differently from the load before returns to the same section',
    ],
    removeWhen: 'a move to Vocs 2',
  },
  {
    name: 'theme choice',
    vocsFiles: ['app/hooks/useTheme.js'],
    why: "Only a reader's choice is stored, so a page follows the system until then; blocked storage reads as no choice.",
    tests: [
      'tests/e2e/theme.spec.ts › without a choice the open page follows a change of the system scheme; after one it does not',
      'tests/e2e/blocked-storage.spec.ts › with storage blocked, search finds a page and the theme switches',
    ],
    removeWhen: 'a move to Vocs 2',
  },
  {
    name: 'search index',
    plugin: 'framework/build/searchIndexPlugin.ts',
    vocsFile: 'vite/plugins/search.js',
    relies: ['virtual:searchIndex'],
    why: "Made with the site's Markdown plugins, so generated tables are searchable; fetched on the first search.",
    tests: ['tests/built/search-index.test.ts › links every entry to a page path, the home page included'],
  },
  {
    name: 'dollar signs in prerendered pages',
    vocsFiles: ['vite/utils/html.js'],
    why: 'A replacement string turned `$$` into `$` in prerendered code, which then failed to hydrate.',
    tests: ['tests/built/built-site.test.ts › prerenders code as written, even a template literal that starts with $$'],
  },
  {
    name: 'phone title after mount',
    vocsFiles: ['app/components/MobileTopNav.js'],
    why: "The phone top bar read the page's h1 while rendering, which broke the not-found screen's hydration (#418).",
    tests: ['tests/e2e/not-found.spec.ts › the not-found screen hydrates without an error'],
  },
  {
    name: 'phone menu holds the sidebar',
    vocsFiles: ['app/components/MobileTopNav.js'],
    why: 'The control labelled "Menu" on phones opens the navigation, the sidebar itself; it opened only the social links and the theme toggle.',
    tests: [
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the test's title as its file writes it.
      "tests/e2e/mobile.spec.ts › the top bar menu on ${path} holds the sidebar's navigation",
    ],
  },
  {
    name: 'footer',
    vocsFiles: ['app/components/Footer.js'],
    why: 'Previous and next links prerendered (they moved the footer), one date format, and Shift-arrow from the page in the address, never in a field.',
    tests: [
      'tests/built/footer.test.ts › has the previous and next pages in sidebar order',
      'tests/e2e/footer.spec.ts › after a click on a footer link, the shortcut starts from the page that opened',
      'tests/e2e/footer.spec.ts › a key pressed while the next page is on its way goes on from that page',
    ],
  },
  {
    name: 'no Vocs search index in the dev server',
    vocsFiles: ['vite/plugins/search.js'],
    why: "The dev server built Vocs' unused index before it listened: a minute or more before a writer saw a page.",
    tests: ['framework/manifest.test.ts › the dev server builds no search index of Vocs'],
  },
  {
    name: 'page edits in place',
    vocsFiles: ['vite/plugins/mdx.js'],
    why: 'In the dev server an edit to a page is swapped into the open tab (Fast Refresh) instead of reloading it.',
    tests: [
      'framework/mdx.test.ts › compiles pages before React adds Fast Refresh to them',
      'framework/mdx.test.ts › keeps the front matter object while it is equal',
    ],
  },
  {
    name: 'theme before first paint with storage blocked',
    vocsFiles: ['app/utils/initializeTheme.js'],
    why: 'Where storage throws, the theme script stopped and a dark system got the light theme until the code ran.',
    tests: ['tests/e2e/pages.spec.ts › errors on load with storage blocked'],
  },
  {
    name: 'hosting',
    vocsFiles: ['vite/prerender.js'],
    why: 'Writes `x.html` beside `x/index.html`, and `404.html`, which static hosts need.',
    tests: [
      'tests/built/routes.test.ts › a pretty-URL host answers /x with x.html, the deploy host with x/index.html',
      'tests/e2e/not-found.spec.ts › an unknown URL answers 404 with the not-found screen',
    ],
  },
  {
    name: 'chunk errors',
    vocsFiles: ['app/utils/chunkError.js'],
    why: 'After a deploy, a click in an old tab loads the page asked for, once, with no reload loop; blocked storage throws nothing.',
    tests: [
      'framework/chunkError.test.ts › reloads the page once, however many times the load reports the failure',
      'framework/chunkError.test.ts › with storage blocked, reloads without throwing, and clearing throws nothing',
    ],
  },
  {
    name: 'browser config without functions',
    vocsFiles: ['vite/plugins/virtual-config.js'],
    why: "The browser's config has no `head`, `markdown` or `vite`, whose functions Vocs rebuilt with `new Function`.",
    tests: [
      'tests/built/security-headers.test.ts › the browser copy of the config holds no function to rebuild with `new Function`',
    ],
  },
]
