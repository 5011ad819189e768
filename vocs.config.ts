import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { createElement, Fragment } from 'react'
import { type Config, defineConfig } from 'vocs'
import { remarkChainTable } from './docs/lib/chains/remarkChainTable.ts'
import { rehypeCodeHtml } from './docs/lib/markdown/rehypeCodeHtml.ts'
import { rehypeFocusableTables } from './docs/lib/markdown/rehypeFocusableTables.ts'
import { rehypeTableValues } from './docs/lib/markdown/rehypeTableValues.ts'
import { rehypeWholeTableCodes } from './docs/lib/markdown/rehypeWholeTableCodes.ts'
import { remarkComponentMarkdown } from './docs/lib/markdown/remarkComponentMarkdown.ts'
import { remarkCopyPage } from './docs/lib/markdown/remarkCopyPage.ts'
import { codeThemes, tokenColorsPlugin } from './docs/lib/markdown/tokenColors.ts'
import { remarkRequestSamples } from './docs/lib/openapi/remarkRequestSamples.ts'
import { remarkResponseExamples } from './docs/lib/openapi/remarkResponseExamples.ts'
import { remarkRule, usd } from './docs/lib/rules/rules.ts'
import { searchKeywords } from './docs/lib/search/searchKeywords.ts'
import { bannerDismissalScript } from './docs/lib/site/bannerDismissal.ts'
import { repositoryUrl, searchOptions, siteDescription, siteTitle, siteUrl, socials } from './docs/lib/site/site.ts'
import { svgFileDataAddress } from './docs/lib/site/svgDataAddress.ts'
import { remarkStatusTable } from './docs/lib/statuses/statusTable.ts'
import { maxUsdPerChain, minUsdPerChain } from './docs/snippets/api/depositFlow.ts'
import { pageSourcesOut } from './framework/build/pageSourcesOutPlugin.ts'
import { searchIndexPlugin } from './framework/build/searchIndexPlugin.ts'
import { vocsOverridesPlugin } from './framework/overrides.ts'
import { sidebar } from './sidebar.ts'
import { bundleReportPlugins } from './tooling/bundleReport.ts'
import { writerChecksPlugin } from './tooling/checks/devServerPlugin.ts'

const publicFile = (name: string) => new URL(`./public/${name}`, import.meta.url)
const icon = svgFileDataAddress(publicFile('icon.svg'))

// No top navigation: the sidebar is the site's navigation. Typed empty, since the top bars get
// no navigation menu code (framework/manifest.ts, "menus the site does not show").
const topNav: [] = []

// No "Ask AI" menu: it is not part of the product, and it needs every page's source in the main
// bundle. Its code and the sources stay out (framework/manifest.ts, "menus the site does not show").
const aiCta = false

/**
 * The usage-insights script is served by the host itself, under /_vercel/insights, not by the
 * build. The deploy build (`vercel build`, which sets VERCEL) links it; `npm run build` alone,
 * for the dev loop, leaves it out so a local page makes no failing request.
 */
const emitInsights = process.env.VERCEL === '1'

const rootDir = 'docs'
const cacheDir = 'node_modules/.cache/vocs'

// Expands `::chain-table{list=…}` and `::status-table{playbook=…}` into tables from docs/data,
// `::rule{id=…}` into the rule's text from docs/data/rules.json, gives each API response
// example its JSON as a code block and each endpoint its request samples as a code group, for
// pages and the search index alike, and puts "Copy page" under every page title.
const markdown = {
  remarkPlugins: [
    remarkChainTable,
    remarkStatusTable,
    remarkRule,
    remarkResponseExamples,
    remarkRequestSamples,
    remarkCopyPage,
  ],
  // Wide tables scroll sideways on phones; focusable, they scroll with the keyboard too.
  // Short inline code in table cells stays on one line (rehypeWholeTableCodes.ts); long tokens
  // stay whole, and addresses in tables get a copy button (rehypeTableValues.ts).
  rehypePlugins: [rehypeFocusableTables, rehypeWholeTableCodes, rehypeTableValues, rehypeCodeHtml],
  // Shiki's github-light greys (comments, punctuation) fall below 4.5:1 on the code
  // background; its high-contrast variant passes WCAG AA. Dark stays Vocs' default.
  // Each language's grammar loads when a code block first uses it, not every bundled grammar
  // before the first page compiles.
  code: { themes: codeThemes, langs: [], lazy: true },
} satisfies Config['markdown']

export default defineConfig({
  title: siteTitle,
  titleTemplate: '%s · Gas.zip Docs',
  description: siteDescription,
  rootDir,
  cacheDir,
  // The tab icon is written into each page (docs/lib/site/svgDataAddress.ts); the header draws the logos as SVG
  // markup (framework/app/Logo.tsx), from these files.
  iconUrl: { light: icon, dark: icon },
  logoUrl: { light: '/logo-light.svg', dark: '/logo-dark.svg' },
  // A plain string emits no tag in Vocs 1.4.1; the path-map form does. Keys are path prefixes
  // (no globs, see prefixOnlyPicomatch.ts); of several matching keys the last one listed wins.
  ogImageUrl: { '/': `${siteUrl}/og-image.png` },
  // Vocs 1.4.1 ignores a single element; the function form always applies.
  // `baseUrl` is left unset on purpose: Vocs turns it into a <base> tag that
  // sends every relative request of a preview build to the production host.
  head: ({ path }) =>
    createElement(
      Fragment,
      null,
      // Hides the banner before first paint for a reader who closed it (see bannerDismissal.ts).
      // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of this repository, allowed by its hash in the Content Security Policy.
      createElement('script', { dangerouslySetInnerHTML: { __html: bannerDismissalScript } }),
      createElement('meta', { name: 'robots', content: 'index, follow' }),
      createElement('meta', { property: 'og:url', content: `${siteUrl}${path}` }),
      createElement('link', { rel: 'canonical', href: `${siteUrl}${path.replace(/\.html$/, '')}` }),
      createElement('meta', { name: 'twitter:site', content: '@gasdotzip' }),
      emitInsights ? createElement('script', { defer: true, src: '/_vercel/insights/script.js' }) : null,
    ),
  editLink: {
    pattern: `${repositoryUrl}/edit/main/docs/pages/:path`,
    text: 'Edit page',
  },
  banner: {
    dismissable: true,
    backgroundColor: '#1f5fbf',
    textColor: '#ffffff',
    // An element, not Markdown: Vocs turns a Markdown banner into code that the browser
    // runs with `new Function`, which the Content Security Policy forbids.
    // One text for every page: the dollar range holds for Gas.zip deposits, while the LayerZero
    // router has a cap per route instead. The range comes from the limits the guides enforce.
    // Phones get the same facts in one line (docs/styles.css shows one form per width).
    content: createElement(
      'span',
      null,
      createElement(
        'span',
        { className: 'banner-wide' },
        `Deposits must be worth ${usd(minUsdPerChain)} to ${usd(maxUsdPerChain)} per outbound chain; the LayerZero router caps each route instead. See the `,
        createElement('a', { href: '/gas/overview#limits' }, 'deposit limits'),
        ' and the ',
        createElement('a', { href: '/layerzero/v2/code-examples/limits' }, 'route caps'),
        '.',
      ),
      createElement(
        'span',
        { className: 'banner-narrow' },
        `${usd(minUsdPerChain)} to ${usd(maxUsdPerChain)} per chain: `,
        createElement('a', { href: '/gas/overview#limits' }, 'limits'),
        ' · ',
        createElement('a', { href: '/layerzero/v2/code-examples/limits' }, 'LayerZero caps'),
      ),
    ),
  },
  socials: socials.map((social) => ({ ...social })),
  topNav,
  aiCta,
  sidebar,
  search: searchOptions,
  markdown,
  // `npm run analyze` records where the bytes of the main bundle come from.
  vite: {
    // The dev server serves Vocs' app from node_modules/vocs; the site's own files and packages
    // live beside it in this repository.
    server: { fs: { allow: [fileURLToPath(new URL('.', import.meta.url))] } },
    // Packages the pages and the search dialog load, bundled when the dev server starts: found
    // on a first visit instead, they made Vite reload the open tab.
    optimizeDeps: { include: ['viem', 'minisearch'] },
    // The dev server renders pages through Vite's module runner, which loads the packages it keeps
    // external without the plugins, so Vocs' chrome would get the Radix icons on the server and
    // their stylesheet masks in the browser (framework/manifest.ts, "icons from the stylesheet"): a
    // hydration error on every page. Bundled, the icons package takes the same override on both.
    ssr: { noExternal: ['@radix-ui/react-icons'] },
    // The changes to Vocs listed in framework/manifest.ts: project code for some of Vocs'
    // imports and its entries (framework/overrides.ts), the search index made from the pages with the same
    // `markdown` plugins and the words they are also found by (docs/lib/search/searchKeywords.ts), the
    // a class for each colour of the code themes (docs/lib/markdown/tokenColors.ts), and no page
    // sources in the bundle.
    plugins: [
      // Vocs' own React plugin; in the dev server it takes pages too, so an edit to a page's text
      // is swapped into the open tab (framework/manifest.ts, "page edits in place"). The build keeps
      // Vocs' settings.
      react(process.env.NODE_ENV === 'development' ? { include: /\.(mdx|[jt]sx?)$/ } : {}),
      vocsOverridesPlugin(),
      tokenColorsPlugin(),
      searchIndexPlugin({
        rootDir,
        cacheDir,
        markdown,
        searchRemarkPlugins: [remarkComponentMarkdown],
        keywords: searchKeywords(sidebar),
      }),
      pageSourcesOut(),
      // In the dev server only: the problems `npm run check` would report, as a writer saves.
      writerChecksPlugin(),
      ...(process.env.BUNDLE_REPORT === '1' ? bundleReportPlugins('reports') : []),
    ],
  },
  theme: {
    accentColor: {
      backgroundAccent: { light: '#4182eb', dark: '#4182eb' },
      backgroundAccentHover: { light: '#2e77de', dark: '#2e77de' },
      backgroundAccentText: { light: '#ffffff', dark: '#ffffff' },
      borderAccent: { light: '#4182eb', dark: '#6199ff' },
      textAccent: { light: '#1a5fc4', dark: '#6199ff' },
      textAccentHover: { light: '#116cd1', dark: '#8fb8ff' },
    },
    variables: {
      // Vocs' light `text3` (#838383) is 3.9:1 on white, below WCAG AA, and it colours
      // the search button and "Last updated". Radix gray 11 reaches 5.9:1.
      color: {
        text3: { light: '#646464', dark: 'rgba(255, 255, 255, 0.6)' },
        // Warning and info callouts: Radix yellow 11 and blue 10 fall below 4.5:1 on
        // their light tints. Dark values are Vocs' own.
        textYellow: { light: '#5c4a14', dark: '#f5e147' },
        textYellowHover: { light: '#3a2f0d', dark: '#f6eeb4' },
        textBlue: { light: '#0b5cad', dark: '#70b8ff' },
        // Search highlights: Vocs puts the page background on the accent border colour, and
        // white on #4182eb is 3.7:1. The darker accent (#116cd1) reaches 5.1:1. Dark: Vocs' own.
        searchHighlightBackground: { light: '#116cd1', dark: '#6199ff' },
      },
      fontFamily: {
        // Inter where the browser holds it (framework/build/pageStarter.ts), else Arial scaled to
        // Inter's metrics (docs/styles.css), else the system font.
        default: "'Inter', 'Inter fallback', ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
      },
    },
  },
})
