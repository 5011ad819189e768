/**
 * Every change this site makes to Vocs 1.4.1, one entry each; the reason for a change is
 * written here and nowhere else. overrides.ts applies the `entry` and `import` changes;
 * manifest.test.ts fails by name on an entry whose Vocs file, import or patched line is gone.
 * A change is kept for accessibility, correctness, hosting, security or a measured gain in
 * bytes or main-thread time; its `why` says which.
 *
 * Kinds: `entry` (Vocs entries replaced whole: Vocs file → project file), `import` (Vocs files
 * get project code for the imports named), `patch` (one patch file per Vocs file in
 * framework/patches, applied on install), `plugin` (a Vite plugin or build step; `relies` is
 * the Vocs text it depends on). Vocs paths are under `node_modules/vocs/_lib/`, others from the
 * repository root. 1.4.1 is the last Vocs 1 release: `removeWhen` is "a move to Vocs 2" where
 * Vocs 2 does the same itself, "nothing" where it would need it too.
 */

import { vocsIcons } from './app/iconList.ts'

type Described = {
  /** Short name, unique: what the change is. */
  name: string
  /** The reader-visible reason. */
  why: string
  /** `file › title` of each test that fails without the change. */
  tests: string[]
  removeWhen: 'a move to Vocs 2' | 'nothing'
}

export type VocsChange = Described &
  (
    | { kind: 'entry'; entries: Record<string, string> }
    | { kind: 'import'; importers: string[]; imports: Record<string, string> }
    | { kind: 'patch'; vocsFiles: string[] }
    | { kind: 'plugin'; plugin: string; vocsFile: string; relies: string[] }
  )

export const vocsChanges: VocsChange[] = [
  {
    name: 'entries',
    kind: 'entry',
    entries: {
      'app/index.client.js': 'framework/entries/clientEntry.tsx',
      'app/index.server.js': 'framework/entries/serverEntry.tsx',
    },
    why: "The app starts on React Router's plain browser router, without the data router's code (about 17 KB gzip of the main chunk), takes `/x` as its address at `/x.html`, hydrates in short tasks, and marks the page hydrated for tests; the prerender renders the same tree, so generated ids match.",
    tests: [
      'tests/e2e/routes.spec.ts › a page opened by a link replaces the one on screen only once its code has arrived',
      'tests/built/built-site.test.ts › serves no query-state library',
      'tests/e2e/pages.spec.ts › errors on load',
    ],
    removeWhen: 'a move to Vocs 2',
  },
  {
    name: 'router links',
    kind: 'import',
    importers: [
      'app/components/BlogPosts.js',
      'app/components/DesktopTopNav.js',
      'app/components/Link.js',
      'app/components/MobileTopNav.js',
      'app/components/Sidebar.js',
    ],
    imports: { './RouterLink.js': 'framework/app/RouterLink.tsx' },
    why: 'Links in view prefetch their page once the page is idle, one at a time and a few pages a tab (none where the reader saves data), so a first load stays within 160 KB of JavaScript; Vocs kept a state hook per link (a re-render of every sidebar link after hydration) and prefetched every link in view at once, during hydration.',
    tests: [
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the test's title as its file writes it.
      'tests/e2e/budget.spec.ts › first load of ${path} with links in view prefetched stays within 160 KB of JavaScript',
    ],
    removeWhen: 'nothing',
  },
  {
    name: 'share image keys',
    kind: 'import',
    importers: ['app/hooks/useOgImageUrl.js'],
    imports: { picomatch: 'framework/app/prefixOnlyPicomatch.ts' },
    why: 'Keeps picomatch out of every page: `ogImageUrl` keys are path prefixes here.',
    tests: ['tests/built/built-site.test.ts › the main bundle leaves out the libraries the site does without'],
    removeWhen: 'nothing',
  },
  {
    name: 'development config hash',
    kind: 'import',
    importers: ['app/hooks/useConfig.js'],
    imports: {
      '@noble/hashes/sha256': 'framework/app/devConfigHash.ts',
      '@noble/hashes/utils': 'framework/app/devConfigHash.ts',
    },
    why: 'Keeps @noble/hashes, used only to notice config changes in development, out of every page: the build kept it although unused (2.5 KB gzip).',
    tests: ['tests/built/built-site.test.ts › the main bundle leaves out the libraries the site does without'],
    removeWhen: 'nothing',
  },
  {
    name: 'layout hooks',
    kind: 'import',
    importers: ['app/layouts/DocsLayout.js'],
    imports: {
      'react-intersection-observer': 'framework/app/useInView.ts',
      '../hooks/useLocalStorage.js': 'framework/app/useLocalStorage.ts',
    },
    why: "The layout renders once after a load (the library's in-view hook re-rendered it when its ref attached, Vocs' storage hook once more), the banner is in the prerendered page (Vocs' hook started from `undefined`, so the banner appeared after hydration and pushed the page down; an inline script hides a closed banner before first paint), and blocked storage throws no error.",
    tests: [
      'tests/built/built-site.test.ts › the main bundle leaves out the libraries the site does without',
      'tests/e2e/pages.spec.ts › layout shift (moved',
      'tests/e2e/pages.spec.ts › errors on load with storage blocked',
    ],
    removeWhen: 'nothing',
  },
  {
    name: 'Twoslash popover',
    kind: 'import',
    importers: ['app/components/mdx/index.js'],
    imports: { './Span.js': 'framework/app/Span.tsx' },
    why: 'The Twoslash popover (Floating UI) loads only where a hover is rendered, not with every page.',
    tests: [
      "tests/built/built-site.test.ts › the main bundle lists the routes without their pages' sources, and leaves the menus it never shows to their own chunks",
    ],
    removeWhen: 'nothing',
  },
  {
    name: 'logo as markup',
    kind: 'import',
    importers: ['app/components/NavLogo.js', 'app/components/HomePage.js'],
    imports: { './Logo.js': 'framework/app/Logo.tsx' },
    why: "The header's logo is SVG markup in the page, not an image: each `<img>` was a request and an SVG document built before the first paint, and Lighthouse's mobile simulation put the largest paint of the three longest pages 71–99 ms after the first because of them.",
    tests: [
      "tests/built/built-site.test.ts › the header's logo is drawn in the page, so no page requests an image before its first paint",
    ],
    removeWhen: 'nothing',
  },
  {
    name: 'code blocks as HTML',
    kind: 'import',
    importers: ['app/components/mdx/index.js'],
    imports: { './Code.js': 'framework/app/Code.tsx' },
    why: "A highlighted block's tokens were one React element each, built and hydrated on every load (7,744 of the API guide's 8,259 elements): the build leaves the block's lines as HTML on its `code` element (docs/lib/markdown/rehypeCodeHtml.ts) and this component writes them as inner HTML.",
    tests: [
      'docs/lib/markdown/rehypeCodeHtml.test.ts › leaves a highlighted block as one HTML string on its code element, inside JSX too',
      'tests/built/built-site.test.ts › code blocks reach the browser as HTML, not one element per token',
    ],
    removeWhen: 'nothing',
  },
  {
    name: 'phone top bar popovers',
    kind: 'import',
    importers: ['app/components/MobileTopNav.js'],
    imports: { './Popover.js': 'framework/app/Popover.tsx' },
    why: "The phone menus are the browser's own popovers (top layer, light dismiss, Escape, focus return), so Radix' popover, Floating UI, the focus trap and the scroll lock are in no page.",
    tests: ['tests/built/built-site.test.ts › the main bundle leaves out the libraries the site does without'],
    removeWhen: 'nothing',
  },
  {
    name: 'search buttons',
    kind: 'import',
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
    kind: 'import',
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
    why: "The chrome's icons were SVG markup in every page, 4 to 6 KB of each page's compressed HTML (a third of most pages), which a phone downloads before the first paint; each is now an empty element the stylesheet paints with the icon's shape (framework/build/iconMasks.ts, from the same components), so the shapes arrive once, in the cached stylesheet.",
    tests: [
      "tests/built/built-site.test.ts › no page carries the chrome's icons as SVG markup",
      'tests/e2e/chrome.spec.ts › the chrome draws its icons, in the text color, in both themes',
    ],
    removeWhen: 'nothing',
  },
  {
    name: 'menus the site does not show',
    kind: 'import',
    importers: ['app/components/DesktopTopNav.js', 'app/components/MobileTopNav.js', 'app/components/Outline.js'],
    imports: {
      './NavigationMenu.js': 'framework/app/emptyNavigationMenu.ts',
      '@radix-ui/react-accordion': 'framework/app/accordionShell.tsx',
      './AiCtaDropdown.js': 'framework/app/emptyAiCtaDropdown.ts',
    },
    why: "The site has no top navigation (`topNav` is typed empty) and no Ask AI menu (`aiCta: false`), so Radix' navigation menu, accordion and dropdown stay out of every page: the menus render nothing (an empty navigation menu added an empty landmark) and the accordion only its outer box, which holds the phone menu's social links and theme toggle.",
    tests: ['tests/built/built-site.test.ts › the main bundle leaves out the libraries the site does without'],
    removeWhen: 'nothing',
  },
  {
    name: 'page sources out of the route list',
    kind: 'plugin',
    plugin: 'framework/build/pageSourcesOutPlugin.ts',
    vocsFile: 'vite/plugins/virtual-routes.js',
    relies: ['content: "'],
    why: "The route list in every page's bundle carried every page's MDX source, which only the Ask AI menu reads.",
    tests: ["tests/built/built-site.test.ts › the main bundle lists the routes without their pages' sources"],
    removeWhen: 'nothing',
  },
  {
    name: 'first paint',
    kind: 'plugin',
    plugin: 'framework/build/firstPaint.ts',
    vocsFile: 'vite/prerender.js',
    relies: ['initializeTheme.iife.js'],
    why: "Vocs' theme script is written into each page with the font initializer, the site's code starts after the first paint and the load event, and the first paint waits until the parser has read the article's opening (a render-blocking `expect` link, firstScreen.ts), so the opening text is painted in the first frame instead of half a second after the banner. No font file is asked for before that paint: Inter is used once the browser holds it.",
    tests: [
      'tests/e2e/first-paint.spec.ts › the code is requested once, however many ways the starter has to start it',
      'tests/built/built-site.test.ts › every page holds its first paint until the opening of its article is parsed',
      'tests/e2e/first-paint.spec.ts › Inter: no font before the first paint; fetched once idle, then used from the next page on',
    ],
    removeWhen: 'nothing',
  },
  {
    name: 'code groups',
    kind: 'import',
    importers: ['app/components/mdx/Div.js'],
    imports: { './CodeGroup.js': 'framework/app/CodeGroup.tsx' },
    why: "Valid ids (a title with a space made Vocs' `aria-controls` invalid); written here rather than patched to keep Radix tabs out of the main chunk (9 KB gzip): one tab stop, arrows, Home and End. Every group prerenders every tab's code, so a reader without JavaScript reads them all.",
    tests: [
      'tests/e2e/api.spec.ts › a code group works from the keyboard: one tab stop, arrows and Home/End select, panels follow',
      'tests/e2e/api.spec.ts › every tab of a code group can be read, each under its title',
      'tests/built/code-groups.test.ts › every tab of every code group has its code in the page',
    ],
    removeWhen: 'a move to Vocs 2',
  },
  {
    name: 'sidebar and outline',
    kind: 'patch',
    vocsFiles: ['app/components/Outline.js', 'app/components/Sidebar.js'],
    why: 'Collapsible sidebar headers held a second button (nested controls) and the active link could sit under the logo: it is scrolled into view in whichever part scrolls (the navigation on desktops, the sidebar in the phone menu). The outline nested lists invalidly, was empty on pages with only step headings, threw on a page with one heading scrolled to the bottom, and marked the section before a short last section a link had opened.',
    tests: [
      'tests/e2e/sidebar.spec.ts › a collapsible section opens and closes from the keyboard',
      'tests/e2e/sidebar.spec.ts › the active item is scrolled into view in a long sidebar',
      'tests/e2e/pages.spec.ts › links in "On this page"',
      'tests/e2e/pages.spec.ts › layout shift (moved',
      'tests/firefox/smoke.test.ts › a deep link still lands on its section after a reload',
      "tests/e2e/chrome.spec.ts › a link to a page's short last section marks that section in the outline",
    ],
    removeWhen: 'nothing',
  },
  {
    name: 'main landmark',
    kind: 'patch',
    vocsFiles: ['app/layouts/DocsLayout.js'],
    why: 'The article is a `<main>`, so screen-reader users can jump to the content.',
    tests: ['tests/built/built-site.test.ts › every page has one main landmark, and the page heading is inside it'],
    removeWhen: 'a move to Vocs 2',
  },
  {
    name: 'valid nesting in icons and headings',
    kind: 'patch',
    vocsFiles: [
      'app/components/Icon.js',
      'app/components/MobileTopNav.js',
      'app/components/mdx/AutolinkIcon.js',
      'app/components/mdx/Div.js',
      'app/components/mdx/Heading.js',
    ],
    why: 'Vocs put a `div` inside buttons, links and every heading; browsers and assistive technology repair that invalid nesting each in their own way. They are `span`s with the same box.',
    tests: ['tests/built/valid-html.test.ts › finds no error in any built HTML file'],
    removeWhen: 'nothing',
  },
  {
    name: 'banner close button',
    kind: 'patch',
    vocsFiles: ['app/components/Banner.js'],
    why: 'The close button is named "Close banner" (it had no name); text content is shown as text, never compiled in the browser with `new Function`, which the Content Security Policy forbids.',
    tests: [
      'tests/e2e/chrome.spec.ts › the banner shows, closes, and stays closed after a reload, with nothing moving',
    ],
    removeWhen: 'a move to Vocs 2',
  },
  {
    name: 'scroll restoration',
    kind: 'import',
    importers: ['app/root.js'],
    imports: { 'react-router': 'framework/app/ScrollRestoration.tsx' },
    why: "React Router's ScrollRestoration needs the data router; ScrollRestoration.tsx keeps positions per history entry, lands a hash on its section and keeps the place of a reader who scrolled before hydration. A reload returns to the section heading that was nearest the top, so a load laid out differently (another font, another width) shows the same text.",
    tests: [
      'tests/e2e/deep-links.spec.ts › a reader who scrolls before the page is interactive keeps the place',
      'tests/e2e/deep-links.spec.ts › a reload laid out differently from the load before returns to the same section',
    ],
    removeWhen: 'a move to Vocs 2',
  },
  {
    name: 'theme choice',
    kind: 'patch',
    vocsFiles: ['app/hooks/useTheme.js'],
    why: "Only a reader's choice is stored, and storage a browser blocks reads as no choice; Vocs stored the system scheme on a first visit, so the page stopped following the system, and threw where storage is blocked.",
    tests: [
      'tests/e2e/theme.spec.ts › without a choice the open page follows a change of the system scheme; after one it does not',
      'tests/e2e/blocked-storage.spec.ts › with storage blocked, search finds a page and the theme switches',
    ],
    removeWhen: 'a move to Vocs 2',
  },
  {
    name: 'search index',
    kind: 'plugin',
    plugin: 'framework/build/searchIndexPlugin.ts',
    vocsFile: 'vite/plugins/search.js',
    relies: ['virtual:searchIndex'],
    why: "The index is made from the pages with the site's Markdown plugins, so generated tables are searchable, and it is fetched on the first search.",
    tests: ['tests/built/search-index.test.ts › links every entry to a page path, the home page included'],
    removeWhen: 'nothing',
  },
  {
    name: 'dollar signs in prerendered pages',
    kind: 'patch',
    vocsFiles: ['vite/utils/html.js'],
    why: 'The page body went into the template through a replacement string, which turned `$$` into `$`; code examples changed and the page failed to hydrate.',
    tests: ['tests/built/built-site.test.ts › prerenders code as written, even a template literal that starts with $$'],
    removeWhen: 'nothing',
  },
  {
    name: 'phone title after mount',
    kind: 'patch',
    vocsFiles: ['app/components/MobileTopNav.js'],
    why: "The phone top bar read the page's h1 during its first render; on the not-found screen that broke hydration (#418) in every browser.",
    tests: ['tests/e2e/not-found.spec.ts › the not-found screen hydrates without an error'],
    removeWhen: 'nothing',
  },
  {
    name: 'footer',
    kind: 'patch',
    vocsFiles: ['app/components/Footer.js'],
    why: 'Previous and next links are prerendered (added after hydration, they moved the footer); "Last updated" is one US long date in every locale; the Shift-arrow shortcut goes on from the page in the address when the key comes (a key pressed as the next page appeared reached the last page\'s binding) and leaves fields alone.',
    tests: [
      'tests/built/footer.test.ts › has the previous and next pages in sidebar order',
      'tests/e2e/footer.spec.ts › after a click on a footer link, the shortcut starts from the page that opened',
      'tests/e2e/footer.spec.ts › a key pressed while the next page is on its way goes on from that page',
    ],
    removeWhen: 'nothing',
  },
  {
    name: 'no Vocs search index in the dev server',
    kind: 'patch',
    vocsFiles: ['vite/plugins/search.js'],
    why: "The dev server built Vocs' own search index, which the site does not use, before it listened: a minute or more before a writer saw a page.",
    tests: ['framework/manifest.test.ts › the dev server builds no search index of Vocs'],
    removeWhen: 'nothing',
  },
  {
    name: 'page edits in place',
    kind: 'patch',
    vocsFiles: ['vite/plugins/mdx.js'],
    why: "In the dev server an edit to a page's text is swapped into the open tab: pages compile before React's transform (the site's React plugin there also takes `.mdx`), so each is a Fast Refresh boundary, and keep their exported front matter object while it is equal (a new object reloaded the tab). A page compiles once for the server render and the browser. The build keeps Vocs' plugin.",
    tests: [
      'framework/mdx.test.ts › compiles pages before React adds Fast Refresh to them',
      'framework/mdx.test.ts › keeps the front matter object while it is equal',
    ],
    removeWhen: 'nothing',
  },
  {
    name: 'theme before first paint with storage blocked',
    kind: 'patch',
    vocsFiles: ['app/utils/initializeTheme.js'],
    why: 'Where the browser blocks site data, reading storage throws; the theme script then stopped with an error and a reader on a dark system got the light theme until the page started.',
    tests: ['tests/e2e/pages.spec.ts › errors on load with storage blocked'],
    removeWhen: 'nothing',
  },
  {
    name: 'hosting',
    kind: 'patch',
    vocsFiles: ['vite/prerender.js'],
    why: 'Writes `x.html` with the same bytes as `x/index.html`, and `404.html`, which static hosts need (GitHub Pages, Netlify and Cloudflare Pages answer `/x` with `x.html`).',
    tests: [
      'tests/built/routes.test.ts › a pretty-URL host answers /x with x.html, the deploy host with x/index.html',
      'tests/e2e/not-found.spec.ts › an unknown URL answers 404 with the not-found screen',
    ],
    removeWhen: 'nothing',
  },
  {
    name: 'chunk errors',
    kind: 'patch',
    vocsFiles: ['app/utils/chunkError.js'],
    why: 'After a deploy, a click in a tab running the old build loads the page the reader asked for (the plain router has already moved to it), once, with no reload loop when a load reports the failure twice; a missing CSS chunk counts; blocked storage throws nothing.',
    tests: [
      'framework/chunkError.test.ts › reloads the page once, however many times the load reports the failure',
      'framework/chunkError.test.ts › with storage blocked, reloads without throwing, and clearing throws nothing',
    ],
    removeWhen: 'nothing',
  },
  {
    name: 'browser config without functions',
    kind: 'patch',
    vocsFiles: ['vite/plugins/virtual-config.js'],
    why: 'The browser copy of the config leaves out `head`, `markdown` and `vite`, whose functions Vocs would rebuild with `new Function`, which the Content Security Policy forbids.',
    tests: [
      'tests/built/security-headers.test.ts › the browser copy of the config holds no function to rebuild with `new Function`',
    ],
    removeWhen: 'nothing',
  },
]
