import { describe, expect, it } from 'vitest'
import { publishedCodeFiles } from './publishedCode.ts'

describe('the code files published under /code/', () => {
  it('hold the two files every deposit page saves, as the pages show them: no include markers', () => {
    const files = publishedCodeFiles()
    expect(files.map((file) => file.path)).toEqual(expect.arrayContaining(['code/verdict.ts', 'code/depositFlow.ts']))
    for (const file of files) {
      expect(file.text, file.path).not.toMatch(/\[!(end)?region\b/)
      expect(file.text.length, file.path).toBeGreaterThan(0)
    }
  })
})
