import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { componentMarkdown, pageComponents } from './registry.ts'

const componentsDir = import.meta.dirname
const pagesDir = join(componentsDir, '..', 'pages')
const read = (dir: string, suffix: string) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(suffix))
    .map((file) => readFileSync(join(dir, file), 'utf8'))
    .join('\n')

describe('the component registry', () => {
  it('names a React component of this folder for every entry', () => {
    const exported = new Set(
      [...read(componentsDir, '.tsx').matchAll(/^export function ([A-Z]\w*)/gm)].map((match) => match[1]),
    )
    expect(Object.keys(pageComponents).filter((name) => !exported.has(name))).toEqual([])
  })

  it('has an entry for every component a page places', () => {
    const placed = new Set([...read(pagesDir, '.mdx').matchAll(/<([A-Z]\w*)[\s/>]/g)].map((match) => match[1] ?? ''))
    expect(placed.size).toBeGreaterThan(5)
    expect([...placed].filter((name) => !(name in pageComponents))).toEqual([])
  })

  it('fails on a component without an entry, and on a missing attribute, naming page and component', () => {
    const placement = { page: 'gas/x.mdx', url: 'https://example.test/gas/x' }
    expect(() => componentMarkdown('Unknown', {}, [], placement)).toThrow(
      'gas/x.mdx: <Unknown> has no Markdown form; add it to docs/components/registry.ts',
    )
    expect(() => componentMarkdown('EndpointParameters', {}, [], placement)).toThrow(
      'gas/x.mdx: <EndpointParameters> needs the attribute operationId',
    )
  })

  it('gives the Markdown form of a data component: the Rip.Fun token table holds the USDT address', () => {
    const blocks = componentMarkdown('RipfunTokenTable', {}, [], { page: 'gas/ripfun.mdx', url: '' })
    expect(JSON.stringify(blocks)).toContain('0xdAC17F958D2ee523a2206206994597C13D831ec7')
  })
})
