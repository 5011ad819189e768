import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const readme = readFileSync(join(import.meta.dirname, 'README.md'), 'utf8')

describe('README', () => {
  it('stays short enough to read in ten minutes', () => {
    // Ten minutes at 250 words a minute; words, since a line can hold any number of them.
    expect(readme.split(/\s+/).filter(Boolean).length).toBeLessThanOrEqual(2500)
  })

  it('starts a fresh machine with two commands, install and serve, and the whole suite, and names the writer check', () => {
    const section = readme.split('## Quick start')[1]?.split('\n## ')[0] ?? ''
    const quickStart = section.match(/```sh\n([\s\S]*?)```/)?.[1] ?? ''
    const commands = quickStart.split('\n').filter((line) => line.trim() && !line.trim().startsWith('#'))
    expect(commands.map((line) => line.split('#')[0]?.trim())).toEqual(['npm install && npm run dev', 'npm test'])
    expect(section).toContain('`npm run check`')
  })

  it('names only files and folders that exist', () => {
    const named = [...readme.matchAll(/`((?:docs|framework|tests|tooling|scripts|public)\/[\w./-]*)`/g)]
      .map((match) => match[1] ?? '')
      // Build output (docs/dist) exists only after a build; placeholders (<name>) name no file.
      .filter((path) => !path.includes('<') && !path.startsWith('docs/dist'))
    expect(named.length).toBeGreaterThan(10)
    expect(named.filter((path) => !existsSync(join(import.meta.dirname, path)))).toEqual([])
  })
})
