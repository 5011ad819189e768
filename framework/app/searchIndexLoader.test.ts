import { beforeEach, describe, expect, it, vi } from 'vitest'

// The index module the build serves; here a fake whose answers each test sets.
const indexModule = vi.hoisted(() => ({ live: false, getSearchIndex: vi.fn<() => Promise<string>>() }))
vi.mock('virtual:searchIndex', () => indexModule)

const indexJson = async () => {
  const { default: MiniSearch } = await import('minisearch')
  const { searchIndexOptions } = await import('../../docs/lib/search/searchFields.ts')
  const index = new MiniSearch(searchIndexOptions)
  index.addAll([
    {
      id: '/overview#overview',
      excerpt: 'Deposit native coin',
      isPage: true,
      text: 'Deposit native coin',
      title: 'Overview',
      titles: [],
    },
  ])
  return JSON.stringify(index)
}

describe('loadSearchIndex', () => {
  beforeEach(() => {
    vi.resetModules()
    indexModule.live = false
    indexModule.getSearchIndex.mockReset()
  })

  it('loads the index once and searches it with the stored fields', async () => {
    indexModule.getSearchIndex.mockResolvedValue(await indexJson())
    const { loadSearchIndex } = await import('./searchIndexLoader.ts')
    const [first, second] = await Promise.all([loadSearchIndex(), loadSearchIndex()])
    expect(first).toBe(second)
    expect(indexModule.getSearchIndex).toHaveBeenCalledTimes(1)
    expect(first.search('deposit').map((hit) => hit.id)).toEqual(['/overview#overview'])
  })

  it('tries again on the next call after a failed load (offline)', async () => {
    const json = await indexJson()
    indexModule.getSearchIndex.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(json)
    const { loadSearchIndex } = await import('./searchIndexLoader.ts')
    await expect(loadSearchIndex()).rejects.toThrow('offline')
    const index = await loadSearchIndex()
    expect(index.search('deposit')).toHaveLength(1)
    expect(indexModule.getSearchIndex).toHaveBeenCalledTimes(2)
  })
  it('loads the index again on every call from a live index (the dev server), so an edit reaches search', async () => {
    indexModule.live = true
    indexModule.getSearchIndex.mockResolvedValue(await indexJson())
    const { loadSearchIndex } = await import('./searchIndexLoader.ts')
    const first = await loadSearchIndex()
    const second = await loadSearchIndex()
    expect(second).not.toBe(first)
    expect(indexModule.getSearchIndex).toHaveBeenCalledTimes(2)
  })
})
