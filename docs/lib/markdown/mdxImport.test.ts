import { compile } from '@mdx-js/mdx'
import type { Root, RootContent } from 'mdast'
import { describe, expect, it } from 'vitest'
import { mdxImport } from './mdxImport.ts'

describe('mdxImport', () => {
  it('puts the component in scope of a compiled page', async () => {
    const addImport = () => (tree: Root) => {
      tree.children.unshift(mdxImport('Badge', './Badge.tsx') as unknown as RootContent)
    }
    const code = String(await compile('# Title\n\n<Badge />', { remarkPlugins: [addImport] }))
    expect(code).toContain('import {Badge} from "./Badge.tsx"')
    // Imported, the component is taken from the module, not looked up among the page's components.
    expect(code).not.toContain('_missingMdxReference("Badge"')
  })
})
