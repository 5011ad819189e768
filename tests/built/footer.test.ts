import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { SidebarItem } from 'vocs'
import { repositoryUrl, socials } from '../../docs/lib/site/site.ts'
import { sidebar } from '../../sidebar.ts'
import { distDir, listPageRoutes, outputFilesFor } from '../../tooling/routes.ts'

if (!existsSync(join(distDir, 'index.html'))) throw new Error('no build in docs/dist: run `npm run build:deploy` first')

type PageLink = { text: string; link: string }

/** Every sidebar entry with a link, in reading order: a section's own link before its entries. */
function sidebarPages(items: readonly SidebarItem[]): PageLink[] {
  return items.flatMap((item) => [
    ...(item.link ? [{ text: item.text, link: item.link }] : []),
    ...sidebarPages(item.items ?? []),
  ])
}

/** The pages before and after `path` in sidebar order; a page the sidebar does not list has neither. */
function neighbourPages(pages: readonly PageLink[], path: string) {
  const index = pages.findIndex((page) => page.link === path)
  return index < 0 ? { previous: undefined, next: undefined } : { previous: pages[index - 1], next: pages[index + 1] }
}

const pages = sidebarPages(sidebar)
const docsRoutes = listPageRoutes().filter((route) => route.path !== '/')

/** The footer of a prerendered page: what a reader sees before the scripts run. */
function footerOf(file: string): string {
  const html = readFileSync(join(distDir, file), 'utf8')
  const start = html.indexOf('<footer')
  expect(start, file).toBeGreaterThan(0)
  return html.slice(start, html.indexOf('</footer>', start))
}

/** The previous (left) and next (right) links of a footer, as href and label. */
function navigationOf(footer: string) {
  const link = (side: 'left' | 'right') => {
    const match = footer.match(
      new RegExp(`<a class="[^"]*navigationItem_${side}\\b[^"]*" href="([^"]+)".*?navigationTextInner"[^>]*>([^<]*)<`),
    )
    return match ? { link: match[1], text: match[2] } : undefined
  }
  return { previous: link('left'), next: link('right') }
}

describe('prerendered footer', () => {
  it('has the previous and next pages in sidebar order, on every page and its .html copy', () => {
    expect(pages.length).toBeGreaterThan(20)
    for (const { path } of docsRoutes) {
      const expected = neighbourPages(pages, path)
      const { clean, htmlCopy = '' } = outputFilesFor(path)
      for (const file of [clean, htmlCopy]) expect(navigationOf(footerOf(file)), file).toEqual(expected)
    }
  })

  it('shows the Shift-arrow hint beside each previous and next link, on every page', () => {
    for (const { path } of docsRoutes) {
      const footer = footerOf(outputFilesFor(path).clean)
      const { previous, next } = navigationOf(footer)
      for (const [side, present] of [
        ['Previous', previous],
        ['Next', next],
      ] as const)
        expect(new RegExp(`${side}<span[^>]*><kbd[^>]*>shift</kbd>`).test(footer), `${path}: ${side}`).toBe(
          present !== undefined,
        )
    }
  })

  it('has no previous link on the first sidebar page and no next link on the last', () => {
    const first = pages[0]?.link ?? ''
    const last = pages.at(-1)?.link ?? ''
    expect(navigationOf(footerOf(outputFilesFor(first).clean)).previous).toBe(undefined)
    expect(navigationOf(footerOf(outputFilesFor(last).clean)).next).toBe(undefined)
  })

  it('links every docs page to its source in the repository', () => {
    for (const { path, file } of docsRoutes)
      expect(footerOf(outputFilesFor(path).clean), path).toContain(
        `class="vocs_Footer_editLink" href="${repositoryUrl}/edit/main/docs/pages/${file}"`,
      )
  })

  it('leaves "Last updated" to the browser, which knows the reader’s time zone', () => {
    for (const { path } of docsRoutes) expect(footerOf(outputFilesFor(path).clean), path).not.toContain('Last updated')
  })

  it('shows the social links, and no page links, on the landing page', () => {
    const footer = footerOf('index.html')
    expect(footer).toContain('data-layout="landing"')
    for (const { link } of socials) expect(footer).toContain(`href="${link}"`)
    expect(navigationOf(footer)).toEqual({ previous: undefined, next: undefined })
    expect(footer).not.toContain('Edit page')
  })
})
