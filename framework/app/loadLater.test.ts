import { describe, expect, it } from 'vitest'
import { loadOnce } from './loadLater.ts'

describe('loadOnce', () => {
  it('runs the load once and shares its result', async () => {
    let runs = 0
    const load = loadOnce(async () => {
      runs++
      return 'chunk'
    })
    expect(await Promise.all([load(), load()])).toEqual(['chunk', 'chunk'])
    expect(await load()).toBe('chunk')
    expect(runs).toBe(1)
  })

  it('tries again after a failed load', async () => {
    let runs = 0
    const load = loadOnce(async () => {
      runs++
      if (runs === 1) throw new Error('offline')
      return 'chunk'
    })
    await expect(load()).rejects.toThrow('offline')
    expect(await load()).toBe('chunk')
    expect(runs).toBe(2)
  })
})
