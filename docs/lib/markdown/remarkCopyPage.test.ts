import { compile } from '@mdx-js/mdx'
import type { Root } from 'mdast'
import { describe, expect, it } from 'vitest'
import { addCopyPage, pageRouteOf, remarkCopyPage } from './remarkCopyPage.ts'

const page = '# Title\n\nFirst paragraph.\n\n## Part\n'

describe('remarkCopyPage', () => {
  it('compiles a page with the control imported and placed right after the h1', async () => {
    const output = String(
      await compile({ path: '/docs/pages/test.mdx', value: page }, { remarkPlugins: [remarkCopyPage] }),
    )
    expect(output).toMatch(/import \{CopyPage\} from "[^"]*\/docs\/components\/CopyPage\.tsx"/)
    const h1 = output.indexOf('"Title"')
    const control = output.search(/_jsxs?\(CopyPage/)
    const paragraph = output.indexOf('"First paragraph."')
    expect(h1).toBeGreaterThan(-1)
    expect(control).toBeGreaterThan(h1)
    expect(paragraph).toBeGreaterThan(control)
    // The "Use with AI" disclosure comes between the row's start and the text (it is the row's child).
    const menu = output.indexOf('"agent-menu"')
    expect(menu).toBeGreaterThan(control)
    expect(paragraph).toBeGreaterThan(menu)
  })

  it("gives the links the route of the page's file", async () => {
    const file = new URL('../../pages/gas/api/quote.mdx', import.meta.url).pathname
    const output = String(await compile({ path: file, value: page }, { remarkPlugins: [remarkCopyPage] }))
    expect(output).toContain(encodeURIComponent('https://dev.gas.zip/gas/api/quote.md'))
    expect(pageRouteOf('/site/docs/pages/gas/api/quote.mdx', '/site/docs/pages')).toBe('/gas/api/quote')
    expect(pageRouteOf('/site/docs/pages/index.mdx', '/site/docs/pages')).toBe('/')
    expect(pageRouteOf('/site/docs/pages/gas/index.md', '/site/docs/pages')).toBe('/gas')
  })

  it('leaves the home page, which routes to the paths, without the article tools', async () => {
    const file = new URL('../../pages/index.mdx', import.meta.url).pathname
    const output = String(await compile({ path: file, value: page }, { remarkPlugins: [remarkCopyPage] }))
    expect(output).not.toMatch(/CopyPage|agent-menu/)
  })

  it('leaves a compile without a file path alone (the search index)', async () => {
    const output = String(await compile(page, { remarkPlugins: [remarkCopyPage] }))
    expect(output).not.toContain('CopyPage')
  })

  it('goes after the header that wraps the h1', () => {
    const title = { type: 'heading', depth: 1, children: [{ type: 'text', value: 'Title' }] } as const
    const tree = {
      type: 'root',
      children: [
        { type: 'paragraph', data: { hName: 'header' }, children: [title] },
        { type: 'paragraph', children: [{ type: 'text', value: 'Body' }] },
      ],
    } as unknown as Root
    expect(addCopyPage(tree, '/x', '/x/CopyPage.tsx')).toBe(true)
    expect(tree.children.map((node) => node.type)).toEqual(['mdxjsEsm', 'paragraph', 'mdxJsxFlowElement', 'paragraph'])
    const row = tree.children[2] as { name?: string; children?: { name?: string }[] }
    expect(row.name).toBe('CopyPage')
    expect(row.children?.map((child) => child.name)).toEqual(['details'])
  })

  it('leaves a page without an h1 alone', () => {
    const tree: Root = { type: 'root', children: [{ type: 'paragraph', children: [{ type: 'text', value: 'x' }] }] }
    expect(addCopyPage(tree, '/x')).toBe(false)
    expect(tree.children).toHaveLength(1)
  })
})
