import MiniSearch from 'minisearch'
import { describe, expect, it } from 'vitest'
import { vocsMarkdownPlugins } from '../../../framework/build/searchIndexPlugin.ts'
import config from '../../../vocs.config.ts'
import { outboundChains } from '../chains/chainData.ts'
import { remarkComponentMarkdown } from '../markdown/remarkComponentMarkdown.ts'
import { searchIndexOptions } from './searchFields.ts'
import {
  createSearchIndex,
  excerptText,
  type MarkdownPlugins,
  pageDocuments,
  pageHref,
  type SearchDocument,
  searchableText,
  splitIntoSections,
  withKeywords,
  withoutCodeBlocks,
} from './searchIndex.ts'

/** The smallest HTML tree this file's rehype plugin needs. */
type HtmlNode = { type: string; tagName?: string; properties?: Record<string, unknown>; children?: HtmlNode[] }

const textOf = (node: HtmlNode): string =>
  'value' in node ? String(node.value) : (node.children ?? []).map(textOf).join('')

/** Gives every heading an id and an anchor link at its end, like Vocs' rehype plugins do. */
function rehypeTestAnchors() {
  const visit = (node: HtmlNode) => {
    for (const child of node.children ?? []) {
      if (child.tagName && /^h[1-6]$/.test(child.tagName)) {
        const id = textOf(child).toLowerCase().replace(/\W+/g, '-')
        child.properties = { ...child.properties, id }
        child.children = [
          ...(child.children ?? []),
          { type: 'element', tagName: 'a', properties: { href: `#${id}` }, children: [] },
        ]
      } else visit(child)
    }
  }
  return (tree: HtmlNode) => visit(tree)
}

/** Adds a paragraph at the end of every page. */
function remarkTestFooter() {
  return (tree: { children: unknown[] }) => {
    tree.children.push({ type: 'paragraph', children: [{ type: 'text', value: 'Added by a remark plugin.' }] })
  }
}

const plugins: MarkdownPlugins = { remarkPlugins: [], rehypePlugins: [rehypeTestAnchors] }

const heading = (level: number, title: string, anchor = title.toLowerCase()) =>
  `<h${level} id="${anchor}">${title}<a class="anchor" href="#${anchor}"><div data-autolink-icon=""></div></a></h${level}>`

describe('splitIntoSections', () => {
  const html = [
    '<header>',
    heading(1, 'Guide'),
    '</header>',
    '<p>Intro.</p>',
    heading(2, 'Setup'),
    '<p>Install.</p>',
    '<h3>Unanchored</h3>',
    heading(3, 'Keys'),
    '<p>Make a key.</p>',
    heading(2, 'Use'),
    '<p>Call it.</p>',
    heading(4, 'Deep'),
    '<p>Skipped a level.</p>',
  ].join('\n')

  it('cuts at anchored headings and gives each section its chain of headings', () => {
    const sections = splitIntoSections(html)
    expect(sections.map((section) => [section.anchor, section.titles, section.isPage])).toEqual([
      ['guide', ['Guide'], true],
      ['setup', ['Guide', 'Setup'], false],
      ['keys', ['Guide', 'Setup', 'Keys'], false],
      ['use', ['Guide', 'Use'], false],
      ['deep', ['Guide', 'Use', 'Deep'], false],
    ])
  })

  it('keeps the HTML up to the next anchored heading, headings without an anchor included', () => {
    const [page, setup] = splitIntoSections(html)
    expect(page?.html).toBe('\n</header>\n<p>Intro.</p>\n')
    expect(setup?.html).toBe('\n<p>Install.</p>\n<h3>Unanchored</h3>\n')
    expect(setup?.text).toBe('Install. Unanchored')
  })

  it('takes a title without its tags or the anchor link, and the anchor from that link', () => {
    const [section] = splitIntoSections(
      '<h2 id="x">Call <code>deposit()</code><a href="#call-deposit">#</a></h2><p>Text</p>',
    )
    expect(section).toMatchObject({ anchor: 'call-deposit', titles: ['Call deposit()'] })
    const [fees] = splitIntoSections('<h2 id="f">Fees &amp; <code>&lt;limits&gt;</code><a href="#f">#</a></h2><p>T</p>')
    expect(fees?.titles).toEqual(['Fees & <limits>'])
  })

  it('gives no section for a page without anchored headings, or a heading with nothing after it', () => {
    expect(splitIntoSections('<h1>Title</h1><p>Text</p>')).toEqual([])
    expect(splitIntoSections(heading(1, 'Only'))).toEqual([])
  })

  it('gives a heading without a title no section and no place in the headings above the next ones', () => {
    const sections = splitIntoSections(
      '<h2 id="a"><a href="#a">#</a></h2><p>Text</p>\n<h3 id="b">Sub<a href="#b">#</a></h3><p>More</p>',
    )
    expect(sections.map((section) => [section.anchor, section.titles])).toEqual([['b', ['Sub']]])
  })
})

describe('searchableText', () => {
  it('keeps the cells of a table row apart', () => {
    const row = '<table><tbody><tr><td>Botanix</td><td><code>3637</code></td><td>496</td></tr></tbody></table>'
    expect(searchableText(row)).toBe('Botanix 3637 496')
  })

  it('reads character references as the characters they stand for', () => {
    expect(searchableText('<p>Fees &amp; limits: a&lt;b, don&#x27;t&nbsp;wait</p>')).toBe(
      "Fees & limits: a<b, don't wait",
    )
  })

  it('collapses white space and trims', () => {
    expect(searchableText('\n<p>One\n  two</p>\n\n<p>three</p> ')).toBe('One two three')
  })

  it('keeps the text around inline code and links as written, with no stray spaces', () => {
    expect(searchableText('<h2>Fees and <code><span>msg</span><span>.</span><span>value</span></code></h2>')).toBe(
      'Fees and msg.value',
    )
    expect(searchableText('<p>the deposit <code>status</code>, plus <a href="#t"><code>txs</code></a>:</p>')).toBe(
      'the deposit status, plus txs:',
    )
    expect(searchableText('<ul><li>one</li><li>two</li></ul>')).toBe('one two')
  })
})

describe('withoutCodeBlocks', () => {
  it('leaves code blocks out of the indexed text and keeps inline code', () => {
    const html =
      '<p>Call <code>waitForDelivery</code> after sending.</p><pre class="shiki"><code>const x = 1</code></pre><p>Then stop.</p>'
    expect(searchableText(withoutCodeBlocks(html))).toBe('Call waitForDelivery after sending. Then stop.')
  })
})

describe('page locations', () => {
  it('links a page to its route and an index page to its folder', () => {
    expect(pageHref('gas/overview.mdx')).toBe('/gas/overview')
    expect(pageHref('gas/api/quote-token.md')).toBe('/gas/api/quote-token')
    expect(pageHref('gas/index.mdx')).toBe('/gas')
    expect(pageHref('index.mdx')).toBe('/')
  })
})

describe('excerptText', () => {
  it('keeps a short text whole', () => {
    expect(excerptText('Deposit native coin.', 40)).toBe('Deposit native coin.')
  })

  it('cuts a long text after a whole word and marks the cut', () => {
    expect(excerptText('Deposit native coin on one chain.', 18)).toBe('Deposit native …')
    expect(excerptText('Deposit native coin on one chain.', 19)).toBe('Deposit native coin …')
  })
})

describe('pageDocuments', () => {
  // Front matter stays out of these pages: without Vocs' remark plugins it would render as text.
  const page = (body: string, frontmatter?: string) => (frontmatter ? `---\n${frontmatter}\n---\n\n${body}` : body)

  it('makes one entry per section, linked to the page route', async () => {
    // A component that wraps Markdown (its Markdown form is its children), and the import
    // the search compile leaves out.
    const source = page(
      "import { ChainTableFilter } from '../../components/ChainTableFilter.tsx'\n\n# Guide\n\nIntro.\n\n<ChainTableFilter>\n\n## Setup\n\nInstall.\n\n</ChainTableFilter>\n",
    )
    const documents = await pageDocuments(
      { rootDir: 'docs', page: 'gas/guide.mdx', source },
      { ...plugins, remarkPlugins: [remarkComponentMarkdown] },
    )
    expect(documents).toEqual([
      {
        id: '/gas/guide#guide',
        excerpt: 'Intro.',
        isPage: true,
        text: 'Intro.',
        title: 'Guide',
        titles: [],
      },
      {
        id: '/gas/guide#setup',
        excerpt: 'Install.',
        isPage: false,
        text: 'Install.',
        title: 'Setup',
        titles: ['Guide'],
      },
    ])
  })

  it('applies the remark plugins it is given', async () => {
    const source = page('# Guide\n\nIntro.\n')
    const withFooter = { ...plugins, remarkPlugins: [remarkTestFooter] }
    const [document] = await pageDocuments({ rootDir: 'docs', page: 'guide.mdx', source }, withFooter)
    expect(document?.text).toBe('Intro. Added by a remark plugin.')
  })

  it('finds the page entry by the page description too, and shows only the page text', async () => {
    const source = page('# Guide\n\nIntro.\n\n## Setup\n\nInstall.\n', 'title: Guide\ndescription: Refuel a wallet.')
    const [first, second] = await pageDocuments({ rootDir: 'docs', page: 'guide.mdx', source }, plugins)
    expect(first).toMatchObject({ isPage: true, excerpt: 'Intro.', text: 'Intro. Refuel a wallet.' })
    expect(second).toMatchObject({ isPage: false, text: 'Install.' })
  })

  it('gives nothing for a page with `searchable: false`', async () => {
    const source = page('# Hidden\n\nText.\n', 'title: Hidden\nsearchable: false')
    expect(await pageDocuments({ rootDir: 'docs', page: 'hidden.mdx', source }, plugins)).toEqual([])
    const shown = page('# Shown\n\nText.\n', 'title: Shown\nsearchable: true')
    expect(await pageDocuments({ rootDir: 'docs', page: 'shown.mdx', source: shown }, plugins)).not.toEqual([])
  })

  it("gives nothing for a moved page's stub, and keeps a page that only mentions a move", async () => {
    const stub = page('# Deposit (moved)\n\nThis page has moved.\n', 'title: "Deposit (moved)"')
    expect(await pageDocuments({ rootDir: 'docs', page: 'deposit.mdx', source: stub }, plugins)).toEqual([])
    const mentions = page('# Deposit\n\nThe contract (moved) to v2.\n', 'title: Deposit')
    expect(await pageDocuments({ rootDir: 'docs', page: 'deposit.mdx', source: mentions }, plugins)).not.toEqual([])
  })

  it('names the page file when the page cannot be rendered', async () => {
    const broken = page('# Broken\n\nAn unclosed expression {oops\n')
    await expect(pageDocuments({ rootDir: 'docs', page: 'gas/broken.mdx', source: broken }, plugins)).rejects.toThrow(
      /^docs\/pages\/gas\/broken\.mdx: the search index could not render this page: /,
    )
    const throwing = {
      ...plugins,
      remarkPlugins: [
        () => () => {
          throw new Error('bad table')
        },
      ],
    }
    await expect(
      pageDocuments({ rootDir: 'docs', page: 'chains.mdx', source: page('# Chains\n') }, throwing),
    ).rejects.toThrow('docs/pages/chains.mdx: the search index could not render this page: bad table')
  })
})

describe('createSearchIndex', () => {
  const entry = (text: string): SearchDocument => ({
    id: '/overview#overview',
    excerpt: text,
    isPage: true,
    text,
    title: 'Overview',
    titles: [],
  })

  it('is named after its content', () => {
    const first = createSearchIndex([entry('Deposit native coin.')])
    expect(first.hash).toMatch(/^[0-9a-f]{8}$/)
    expect(createSearchIndex([entry('Deposit native coin.')]).hash).toBe(first.hash)
    expect(createSearchIndex([entry('Deposit native gas.')]).hash).not.toBe(first.hash)
  })

  it('loads the way the search dialog loads it, with the stored fields it shows', () => {
    const { json } = createSearchIndex([entry('Deposit native coin.')])
    const index = MiniSearch.loadJSON(json, searchIndexOptions)
    const [hit] = index.search('coin')
    expect(hit).toMatchObject({
      id: '/overview#overview',
      excerpt: 'Deposit native coin.',
      title: 'Overview',
      isPage: true,
      titles: [],
    })
    // The section's whole text and HTML are searched, not stored.
    expect(Object.keys(hit ?? {})).not.toContain('text')
    expect(Object.keys(hit ?? {})).not.toContain('html')
  })
})

describe('withKeywords', () => {
  const entry = (id: string, isPage: boolean): SearchDocument => ({
    id,
    excerpt: '',
    isPage,
    text: '',
    title: '',
    titles: [],
  })
  const documents = [entry('/gas/overview#how', true), entry('/gas/overview#limits', false), entry('/faq#faq', true)]

  it('gives an entry the words of its id, and a page entry those of its page path', () => {
    const found = withKeywords(documents, {
      '/gas/overview': ['refuel'],
      '/gas/overview#how': ['top up'],
      '/gas/overview#limits': ['minimum', 'maximum'],
    })
    expect(found.map((document) => document.keywords)).toEqual(['top up refuel', 'minimum maximum', undefined])
  })

  it('names every key that matches no entry, a section that is no page entry among them', () => {
    expect(() => withKeywords(documents, { '/gas/overview#gone': ['a'], '/faq': ['b'], '/nowhere': ['c'] })).toThrow(
      'Search keywords name no page or section: /gas/overview#gone, /nowhere',
    )
  })
})

describe('the index fields (searchFields.ts)', () => {
  const document: SearchDocument = {
    id: '/gas/api/quote#request',
    excerpt: 'Pass deposit_wei.',
    isPage: false,
    text: 'Pass deposit_wei in the path.',
    title: 'Request',
    titles: ['Quote'],
    keywords: 'OP_Mainnet',
  }
  const index = MiniSearch.loadJSON(createSearchIndex([document]).json, searchIndexOptions)

  it('keeps a name with `_` as one term, found whole and by its start', () => {
    expect(index.search('deposit_wei', { prefix: false }).map((hit) => hit.id)).toEqual([document.id])
    expect(index.search('wei', { prefix: true })).toEqual([])
    expect(index.search('deposit', { prefix: true }).map((hit) => hit.id)).toEqual([document.id])
  })

  it('searches the keywords and never stores them', () => {
    const [hit] = index.search('op', { prefix: true })
    expect(hit?.id).toBe(document.id)
    expect(Object.keys(hit ?? {})).not.toContain('keywords')
    expect(index.search('mainnet', { prefix: true })).toEqual([])
  })
})

describe('with the site’s Markdown plugins', () => {
  it('indexes the rows of a chain table, cell by cell', async () => {
    const { rootDir, cacheDir, markdown } = await config
    const sitePlugins = await vocsMarkdownPlugins({ rootDir, cacheDir, markdown })
    const source = '# Chains\n\n## Short ids\n\n::chain-table{list="outbound"}\n'
    const documents = await pageDocuments({ rootDir, page: 'chains.mdx', source }, sitePlugins)
    expect(documents.map((document) => document.id)).toEqual(['/chains#chains', '/chains#short-ids'])
    // A row of the synced list: its name, native id and short id, each a term.
    const chain = outboundChains.chains.at(-1)
    if (!chain) throw new Error('docs/data/outboundChains.json lists no chain')
    expect(documents[1]?.text).toContain(` ${chain.name} ${chain.nativeId} ${chain.shortId} `)
    // Loading Vocs' Markdown plugins (Shiki and its themes) takes seconds on a busy machine.
  }, 60_000)
})
