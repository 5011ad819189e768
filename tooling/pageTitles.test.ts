import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { pageTitles } from './pageTitles.ts'

/** A site of two pages in a temporary directory. */
function site(): string {
  const dir = mkdtempSync(join(tmpdir(), 'page-titles-'))
  mkdirSync(join(dir, 'gas'))
  writeFileSync(join(dir, 'index.mdx'), '---\ntitle: "Home"\ndescription: "x"\n---\n\n# Home\n')
  writeFileSync(
    join(dir, 'gas', 'fees.mdx'),
    '---\ntitle: "Fees and msg.value"\n---\n\n# Fees and `msg.value`\n\n## Why `value` counts\n\n```md\n## Not a heading\n```\n',
  )
  return dir
}

describe('pageTitles', () => {
  const titleOf = pageTitles(site())

  it("gives a page's front matter title and a section's heading as a reader sees it", () => {
    expect(titleOf('https://dev.gas.zip/gas/fees')).toBe('Fees and msg.value')
    expect(titleOf('/gas/fees#why-value-counts')).toBe('Why value counts')
    expect(titleOf('https://dev.gas.zip/')).toBe('Home')
  })

  it('fails on a page or a section that does not exist', () => {
    expect(() => titleOf('/gas/gone')).toThrow('no page /gas/gone')
    expect(() => titleOf('/gas/fees#not-a-heading')).toThrow('no heading with the id "not-a-heading"')
  })
})
