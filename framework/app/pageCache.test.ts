import { describe, expect, it, vi } from 'vitest'
import { createPageCache } from './pageCache.ts'

describe('createPageCache', () => {
  it('has nothing for a page that was never loaded', () => {
    const pages = createPageCache(async (path) => `page ${path}`)
    expect(pages.get('/overview')).toBeUndefined()
  })

  it('returns a loaded page at once, without loading it again', async () => {
    const loadPage = vi.fn(async (path: string) => `page ${path}`)
    const pages = createPageCache(loadPage)
    await expect(pages.load('/overview')).resolves.toBe('page /overview')
    expect(pages.get('/overview')).toBe('page /overview')
    await pages.load('/overview')
    expect(loadPage).toHaveBeenCalledTimes(1)
  })

  it('shares one pending load between callers, and keeps pages apart', async () => {
    const loadPage = vi.fn(async (path: string) => `page ${path}`)
    const pages = createPageCache(loadPage)
    const first = pages.load('/a')
    expect(pages.load('/a')).toBe(first)
    await Promise.all([first, pages.load('/b')])
    expect(loadPage.mock.calls).toEqual([['/a'], ['/b']])
    expect(pages.get('/b')).toBe('page /b')
  })

  it('tries a failed page again on the next load', async () => {
    const loadPage = vi
      .fn<(path: string) => Promise<string>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce('page /user')
    const pages = createPageCache(loadPage)
    await expect(pages.load('/user')).rejects.toThrow('dynamically imported module')
    expect(pages.get('/user')).toBeUndefined()
    await expect(pages.load('/user')).resolves.toBe('page /user')
    expect(pages.get('/user')).toBe('page /user')
  })
})
