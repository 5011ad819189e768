import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { statusesFileSchema } from '../../docs/lib/data/schemas.ts'
import { distDir, rootDir } from '../../tooling/routes.ts'

/**
 * The built site publishes the status playbook as it is in docs/data, and the pages that show a
 * status table show every status of it, in the HTML and in the Markdown form. (The unit test
 * docs/lib/statuses/oneDefinition.test.ts proves that a change of the file reaches all readers.)
 */
const data = statusesFileSchema.parse(JSON.parse(readFileSync(join(rootDir, 'docs/data/statuses.json'), 'utf8')))
const read = (file: string) => readFileSync(join(distDir, file), 'utf8')

describe('status playbook in the build', () => {
  it('/statuses.json is docs/data/statuses.json', () => {
    expect(JSON.parse(read('statuses.json'))).toEqual(data)
  })

  const pages = [
    ['gas/api/deposit', 'deposit'],
    ['layerzero/v1/code-examples/completeFlow', 'layerzero'],
    ['layerzero/v2/code-examples/completeFlow', 'layerzero'],
  ] as const
  it.each(pages)('%s shows a row for every %s status, final or not, in HTML and Markdown', (route, name) => {
    const html = read(`${route}/index.html`)
    const markdown = read(`${route}.md`)
    for (const status of data[name].statuses) {
      const final = status.final ? 'Yes: it does not change' : 'No'
      expect(html).toMatch(new RegExp(`<td[^>]*><code[^>]*>${status.value}</code></td><td[^>]*>${final}</td>`))
      expect(markdown).toContain(`\`${status.value}\` | ${final} |`)
    }
  })
})
