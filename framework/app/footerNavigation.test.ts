import { describe, expect, it } from 'vitest'
import { sidebar } from '../../sidebar.ts'
import {
  isExternalLink,
  lastUpdatedText,
  neighbourPages,
  pageShortcut,
  routePath,
  sidebarPages,
} from './footerNavigation.ts'

describe('lastUpdatedText', () => {
  it('writes the US long form in the reader’s time zone', () => {
    expect(lastUpdatedText(new Date(2026, 10, 22, 23, 59))).toBe('November 22, 2026')
    expect(lastUpdatedText(new Date(2025, 0, 1, 0, 0))).toBe('January 1, 2025')
    expect(lastUpdatedText(new Date(2024, 11, 31, 12))).toBe('December 31, 2024')
  })

  it('names every month as the US long form of `Intl` does', () => {
    for (let month = 0; month < 12; month++) {
      const date = new Date(2026, month, 15)
      expect(lastUpdatedText(date)).toBe(new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(date))
    }
  })
})

const items = [
  { text: 'Home', link: '/' },
  {
    text: 'Guide',
    link: '/guide',
    items: [
      { text: 'Install', link: '/guide/install' },
      { text: 'Heading only', items: [{ text: 'Deep', link: '/guide/deep' }] },
    ],
  },
  { text: 'Elsewhere', link: 'https://example.com' },
]

describe('sidebarPages', () => {
  it('lists the entries with a link in reading order, a section’s own link before its entries', () => {
    expect(sidebarPages(items).map((page) => page.link)).toEqual([
      '/',
      '/guide',
      '/guide/install',
      '/guide/deep',
      'https://example.com',
    ])
  })

  it('keeps the label of each entry', () => {
    expect(sidebarPages(items)[2]).toEqual({ text: 'Install', link: '/guide/install' })
  })

  it('reads the site sidebar, whose sections are headings without links', () => {
    const pages = sidebarPages(sidebar)
    expect(pages[0]).toEqual({ text: 'Overview', link: '/overview' })
    expect(pages.every((page) => page.link.startsWith('/'))).toBe(true)
    expect(new Set(pages.map((page) => page.link)).size).toBe(pages.length)
  })
})

describe('routePath', () => {
  it('reads `/route.html` as `/route` and leaves other paths alone', () => {
    expect(routePath('/gas/api/chains.html')).toBe('/gas/api/chains')
    expect(routePath('/gas/api/chains')).toBe('/gas/api/chains')
    expect(routePath('/')).toBe('/')
    expect(routePath('/html')).toBe('/html')
  })
})

describe('neighbourPages', () => {
  const pages = sidebarPages(items)

  it('gives the pages before and after the current one', () => {
    expect(neighbourPages(pages, '/guide/install')).toEqual({ previous: pages[1], next: pages[3] })
  })

  it('gives the same pages on the `.html` copy', () => {
    expect(neighbourPages(pages, '/guide/install.html')).toEqual(neighbourPages(pages, '/guide/install'))
  })

  it('has no previous page on the first page and no next page on the last', () => {
    expect(neighbourPages(pages, '/')).toEqual({ previous: undefined, next: pages[1] })
    expect(neighbourPages(pages, 'https://example.com')).toEqual({ previous: pages[3], next: undefined })
  })

  it('has neither on a page the sidebar does not list', () => {
    expect(neighbourPages(pages, '/unlisted')).toEqual({ previous: undefined, next: undefined })
    expect(neighbourPages([], '/')).toEqual({ previous: undefined, next: undefined })
  })

  it('follows the site sidebar: Chains sits between Overview and User', () => {
    const { previous, next } = neighbourPages(sidebarPages(sidebar), '/gas/api/chains.html')
    expect(previous).toEqual({ text: 'Overview', link: '/gas/api/overview' })
    expect(next).toEqual({ text: 'User', link: '/gas/api/user' })
  })
})

describe('isExternalLink', () => {
  it('is true for other sites only', () => {
    expect(isExternalLink('https://example.com')).toBe(true)
    expect(isExternalLink('mailto:team@example.com')).toBe(true)
    expect(isExternalLink('/gas/api/user')).toBe(false)
    expect(isExternalLink('./user')).toBe(false)
    expect(isExternalLink('../user')).toBe(false)
    expect(isExternalLink('#limits')).toBe(false)
  })
})

describe('pageShortcut', () => {
  const key = (
    code: string,
    modifiers: Partial<Record<'shiftKey' | 'altKey' | 'ctrlKey' | 'metaKey', boolean>> = {},
  ) => ({
    code,
    shiftKey: true,
    altKey: false,
    ctrlKey: false,
    metaKey: false,
    ...modifiers,
  })

  it('opens the previous or next page with left Shift and an arrow', () => {
    expect(pageShortcut(key('ArrowLeft'), true, false)).toBe('previous')
    expect(pageShortcut(key('ArrowRight'), true, false)).toBe('next')
  })

  it('needs the left Shift key held', () => {
    expect(pageShortcut(key('ArrowRight'), false, false)).toBe(undefined)
    expect(pageShortcut(key('ArrowRight', { shiftKey: false }), true, false)).toBe(undefined)
  })

  it('leaves other keys and other modifiers alone', () => {
    expect(pageShortcut(key('ArrowUp'), true, false)).toBe(undefined)
    expect(pageShortcut(key('ShiftLeft'), true, false)).toBe(undefined)
    for (const modifier of ['altKey', 'ctrlKey', 'metaKey'] as const)
      expect(pageShortcut(key('ArrowRight', { [modifier]: true }), true, false)).toBe(undefined)
  })

  it('leaves the arrows to a field the reader types in', () => {
    expect(pageShortcut(key('ArrowLeft'), true, true)).toBe(undefined)
  })
})
