import { compile } from '@mdx-js/mdx'
import type { Root } from 'mdast'
import { describe, expect, it } from 'vitest'
import { addCopyPage, remarkCopyPage } from './remarkCopyPage.ts'

const page = '# Title\n\nFirst paragraph.\n\n## Part\n'

describe('remarkCopyPage', () => {
  it('compiles a page with the control imported and placed right after the h1', async () => {
    const output = String(
      await compile({ path: '/docs/pages/test.mdx', value: page }, { remarkPlugins: [remarkCopyPage] }),
    )
    expect(output).toMatch(/import \{CopyPage\} from "[^"]*\/docs\/components\/CopyPage\.tsx"/)
    const h1 = output.indexOf('"Title"')
    const control = output.indexOf('_jsx(CopyPage')
    const paragraph = output.indexOf('"First paragraph."')
    expect(h1).toBeGreaterThan(-1)
    expect(control).toBeGreaterThan(h1)
    expect(paragraph).toBeGreaterThan(control)
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
    expect(addCopyPage(tree, '/x/CopyPage.tsx')).toBe(true)
    expect(tree.children.map((node) => node.type)).toEqual(['mdxjsEsm', 'paragraph', 'mdxJsxFlowElement', 'paragraph'])
  })

  it('leaves a page without an h1 alone', () => {
    const tree: Root = { type: 'root', children: [{ type: 'paragraph', children: [{ type: 'text', value: 'x' }] }] }
    expect(addCopyPage(tree)).toBe(false)
    expect(tree.children).toHaveLength(1)
  })
})
