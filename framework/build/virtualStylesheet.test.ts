import { describe, expect, it } from 'vitest'
import { virtualStylesheetPlugin } from './virtualStylesheet.ts'

describe('virtualStylesheetPlugin', () => {
  const plugin = virtualStylesheetPlugin('test', 'virtual:sample.css', async () => '.a{color:red}')

  it('resolves and loads its own id only', async () => {
    expect(plugin.resolveId('virtual:sample.css')).toBe('virtual:sample.css')
    expect(plugin.resolveId('virtual:other.css')).toBeUndefined()
    expect(await plugin.load('virtual:sample.css')).toBe('.a{color:red}')
    expect(plugin.load('/src/styles.css')).toBeUndefined()
  })
})
