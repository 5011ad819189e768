/**
 * The rules of the page footer (Footer.tsx) that need no React: the "Last updated" text, the
 * previous and next pages in sidebar order, and the keyboard shortcut between them.
 */
import type { SidebarItem } from 'vocs'
import { monthNames } from '../../docs/lib/site/monthNames.ts'

/** A sidebar entry that opens a page. */
export type PageLink = { text: string; link: string }

/**
 * The US long form of a date in the reader's time zone, e.g. "November 22, 2026", whatever
 * the reader's language. Written from the month names on purpose: the first `Intl` formatter
 * of a page load costs a phone's main thread about 50 ms.
 */
export function lastUpdatedText(date: Date): string {
  return `${monthNames[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`
}

/** Every sidebar entry with a link, in reading order: a section's own link before its entries. */
export function sidebarPages(items: readonly SidebarItem[]): PageLink[] {
  const pages: PageLink[] = []
  for (const item of items) {
    if (item.link) pages.push({ text: item.text, link: item.link })
    if (item.items) pages.push(...sidebarPages(item.items))
  }
  return pages
}

/** The route a path shows: every route is also served as `/route.html`, the same page. */
export function routePath(pathname: string): string {
  return pathname.replace(/\.html$/, '')
}

/**
 * The pages before and after the one at `pathname` in sidebar order. A page the sidebar does
 * not list has neither; the first page has no previous one and the last no next one.
 */
export function neighbourPages(
  pages: readonly PageLink[],
  pathname: string,
): { previous: PageLink | undefined; next: PageLink | undefined } {
  const path = routePath(pathname)
  const index = pages.findIndex((page) => page.link === path)
  if (index < 0) return { previous: undefined, next: undefined }
  return { previous: pages[index - 1], next: pages[index + 1] }
}

/** Whether a sidebar link leaves the site (anything but a path or an anchor on this site). */
export function isExternalLink(link: string): boolean {
  return !/^(\.*\/|#)/.test(link)
}

/**
 * Which page a key press opens: left Shift with the left or right arrow goes to the previous
 * or next page. Arrows with any other modifier, and keys pressed while the reader types in a
 * field (where Shift and the arrows select text), are left alone.
 */
export function pageShortcut(
  event: Pick<KeyboardEvent, 'code' | 'shiftKey' | 'altKey' | 'ctrlKey' | 'metaKey'>,
  leftShiftDown: boolean,
  typing: boolean,
): 'previous' | 'next' | undefined {
  if (!leftShiftDown || !event.shiftKey || event.altKey || event.ctrlKey || event.metaKey || typing) return undefined
  if (event.code === 'ArrowLeft') return 'previous'
  if (event.code === 'ArrowRight') return 'next'
  return undefined
}
