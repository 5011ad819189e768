import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import inbound from '../../data/inboundChains.json' with { type: 'json' }
import { aliasSuffix } from '../chains/chainTables.ts'
import {
  extractRegion,
  indexPointer,
  renderPageMarkdown,
  resolveIncludes,
  splitFrontMatter,
  withIndexPointer,
} from './pageMarkdown.ts'

/** A docs folder with one snippet, so include lines resolve without the real snippets. */
const docsDir = mkdtempSync(join(tmpdir(), 'page-markdown-'))
mkdirSync(join(docsDir, 'snippets'))
writeFileSync(
  join(docsDir, 'snippets', 'hello.ts'),
  [
    "import { x } from './x'",
    '// [!region call]',
    "const greeting = 'hello'",
    'console.log(greeting)',
    '// [!endregion call]',
    'export {}',
    '',
  ].join('\n'),
)

const render = (body: string) =>
  renderPageMarkdown(`---\ntitle: "Test page"\ndescription: "What it says."\n---\n\n${body}`, {
    page: 'test.mdx',
    url: 'https://dev.gas.zip/test',
    docsDir,
  })

describe('splitFrontMatter', () => {
  it('reads quoted and bare title and description and returns the body after them', () => {
    const parsed = splitFrontMatter('---\ntitle: "A \\"quoted\\" title"\ndescription: Bare text\n---\n\n# Heading\n')
    expect(parsed).toEqual({ title: 'A "quoted" title', description: 'Bare text', body: '\n# Heading\n' })
  })
})

describe('includes', () => {
  it('takes only the named region, without its markers', () => {
    const code = '// [!region a]\none\n// [!endregion a]\n// [!region b]\ntwo\n// [!endregion b]'
    expect(extractRegion(code, 'b')).toBe('two')
    expect(() => extractRegion(code, 'c')).toThrow('no region "c"')
  })

  it('replaces an include line with the snippet region and keeps the lines around it', () => {
    const code = resolveIncludes('// before\n// [!include ~/snippets/hello.ts:call]\n// after', docsDir)
    expect(code).toBe("// before\nconst greeting = 'hello'\nconsole.log(greeting)\n// after")
  })

  it('includes a whole file without region markers', () => {
    const code = resolveIncludes('// [!include ~/snippets/hello.ts]', docsDir)
    expect(code).toContain("import { x } from './x'")
    expect(code).toContain('export {}')
    expect(code).not.toContain('[!region')
  })
})

describe('renderPageMarkdown', () => {
  it('takes the title and description from the front matter and leaves no front matter or imports', () => {
    const page = render("import { Thing } from './Thing'\n\n# Test page\n\nText.\n")
    expect(page.title).toBe('Test page')
    expect(page.description).toBe('What it says.')
    expect(page.markdown).toBe('# Test page\n\nText.\n')
  })

  it('resolves includes in code blocks inside code groups and keeps the tab title', () => {
    const page = render(':::code-group\n\n```ts [Viem]\n// [!include ~/snippets/hello.ts:call]\n```\n\n:::\n')
    expect(page.markdown).toBe("```ts [Viem]\nconst greeting = 'hello'\nconsole.log(greeting)\n```\n")
  })

  it('turns a callout with a title into a block quote that names its kind', () => {
    const page = render(':::danger[Do not overpay]\nThe rest is lost.\n:::\n')
    expect(page.markdown).toBe('> **Danger: Do not overpay.** The rest is lost.\n')
    expect(render(':::note\nRead this.\n:::\n').markdown).toBe('> **Note:** Read this.\n')
  })

  it('joins callouts in a row into one block quote, one paragraph each', () => {
    const page = render(':::note\nFirst.\n:::\n\n:::warning[Careful]\nSecond.\n:::\n')
    expect(page.markdown).toBe('> **Note:** First.\n>\n> **Warning: Careful.** Second.\n')
  })

  it('names a language on every code fence: `text` where the page names none', () => {
    expect(render('```\nhttps://www.gas.zip/?to=0x\n```\n').markdown).toBe('```text\nhttps://www.gas.zip/?to=0x\n```\n')
  })

  it('never lets a heading skip a level', () => {
    expect(render('# Title\n\n### Step\n\n#### Detail\n').markdown).toBe('# Title\n\n## Step\n\n### Detail\n')
  })

  it('puts the captions of data tables one level below the section they are in', () => {
    const page = render('# API\n\n## Request\n\n<EndpointParameters operationId="getUserHistory" />\n')
    expect(page.markdown).toMatch(/^## Request\n\n### Parameters\n\n\| Name \|/m)
    expect(page.nested).toMatch(/^### Request\n\n#### Parameters\n/m)
  })

  it('unfolds a details block: its summary in bold, then its code', () => {
    const page = render(
      '<details>\n<summary>hello.ts, the whole file</summary>\n\n```ts [hello.ts]\n// [!include ~/snippets/hello.ts:call]\n```\n\n</details>\n',
    )
    expect(page.markdown).toBe(
      "**hello.ts, the whole file**\n\n```ts [hello.ts]\nconst greeting = 'hello'\nconsole.log(greeting)\n```\n",
    )
  })

  it('keeps the headings of steps and drops the wrapper', () => {
    const page = render('::::steps\n\n### First\n\nDo this.\n\n::::\n')
    expect(page.markdown).toBe('### First\n\nDo this.\n')
  })

  it('writes site links as absolute URLs and leaves anchors and other hosts alone', () => {
    const page = render('[Quote](/gas/api/quote), [limits](#limits), [Base](https://base.org).\n')
    expect(page.markdown).toBe(
      '[Quote](https://dev.gas.zip/gas/api/quote), [limits](#limits), [Base](https://base.org).\n',
    )
  })

  it('writes a plain HTML link as a Markdown link', () => {
    const page = render('Get it: <a href="/openapi.json" download="x.json">download openapi.json</a>\n')
    expect(page.markdown).toBe('Get it: [download openapi.json](https://dev.gas.zip/openapi.json)\n')
  })

  it('writes the API request line from the OpenAPI document', () => {
    const page = render('<EndpointRequestLine operationId="getChains" />\n')
    expect(page.markdown).toBe('`GET https://backend.gas.zip/v2/chains`\n')
  })

  it('writes a chain table with every chain of the data file and its deposit address', () => {
    const page = render('<ChainTableFilter list="inbound">\n\n::chain-table{list="inbound"}\n\n</ChainTableFilter>\n')
    for (const chain of inbound.chains) {
      expect(page.markdown).toContain(`| ${chain.name}${aliasSuffix(chain.aliases)} | ${chain.nativeId} |`)
      expect(page.markdown).toContain(chain.contractDepositAddress)
    }
    expect(page.markdown).toContain(inbound.directDepositAddress)
    expect(page.markdown).not.toMatch(/<\/?[A-Za-z]/)
  })

  it('nests every heading one level deeper in the nested form', () => {
    const page = render('# Test page\n\n## Part\n')
    expect(page.nested).toBe('## Test page\n\n### Part\n')
  })

  it('keeps text that only looks like a directive', () => {
    expect(render('Ratio a:b stays.\n').markdown).toBe('Ratio a:b stays.\n')
  })

  it('stops on a component it has no Markdown form for, naming the page and component', () => {
    expect(() => render('<NewWidget />\n')).toThrow('test.mdx: <NewWidget> has no Markdown form')
  })

  it('stops on an unknown operation id', () => {
    expect(() => render('<EndpointParameters operationId="nope" />\n')).toThrow('no operation "nope"')
  })

  it('stops on a JavaScript expression', () => {
    expect(() => render('Total: {1 + 1}\n')).toThrow('test.mdx: a {…} expression')
  })
})

describe('withIndexPointer', () => {
  it('puts the pointer to /llms.txt right under the title, as its own block quote', () => {
    expect(indexPointer).toMatch(/^> .*\[\/llms\.txt\]\(https:\/\/dev\.gas\.zip\/llms\.txt\)\.$/)
    expect(withIndexPointer('# Quote\n\nText.\n')).toBe(`# Quote\n\n${indexPointer}\n\nText.\n`)
  })

  it('opens a page without a title with the pointer', () => {
    expect(withIndexPointer('Text.\n')).toBe(`${indexPointer}\n\nText.\n`)
  })
})
