import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { distDir, listPageRoutes, outputFilesFor } from '../../tooling/routes.ts'

/**
 * Deep links: where a section heading sits once a page with `#id` has loaded.
 * Shared by the Chromium suite and the Firefox smoke suite, so both engines are held
 * to the same rule.
 */

/** Ids of the h2 headings of a built route, in page order (Vocs puts the id on a target inside the heading). */
function h2Ids(path: string): string[] {
  const file = join(distDir, outputFilesFor(path).clean)
  if (!existsSync(file)) return []
  const html = readFileSync(file, 'utf8')
  return [...html.matchAll(/<h2 class="[^"]*vocs_Heading[^"]*"><span id="([^"]+)"/g)].map((match) => match[1] ?? '')
}

/** One mid-page h2 per route that has one: the link a reader is most likely to share. */
export function deepLinkTargets(): { path: string; id: string }[] {
  return listPageRoutes().flatMap(({ path }) => {
    const ids = h2Ids(path)
    const id = ids[Math.floor(ids.length / 2)]
    return id ? [{ path, id }] : []
  })
}

export type HeadingPlacement = {
  /** Top of the heading in the viewport, px. */
  top: number
  /** Bottom of the lowest full-width bar fixed or stuck to the top of the viewport, px. */
  barBottom: number
  /** The page is scrolled as far down as it goes (a heading near the end cannot reach the top). */
  atEnd: boolean
  viewportHeight: number
  scrollY: number
}

/**
 * Runs in the page (passed to `page.evaluate`): measures the heading that holds `id`.
 * Self-contained on purpose, since the browser receives only its source.
 */
export function measureHeading(id: string): HeadingPlacement | null {
  const target = document.getElementById(id)
  const heading = target?.closest('h1, h2, h3, h4, h5, h6') ?? target
  if (!heading) return null
  let barBottom = 0
  for (const element of Array.from(document.querySelectorAll('body *'))) {
    const style = getComputedStyle(element)
    if (style.position !== 'fixed' && style.position !== 'sticky') continue
    if (style.display === 'none' || style.visibility === 'hidden') continue
    const box = element.getBoundingClientRect()
    if (box.height === 0 || box.width < window.innerWidth / 2 || box.top > 1 || box.bottom <= 0) continue
    barBottom = Math.max(barBottom, box.bottom)
  }
  const root = document.documentElement
  return {
    top: heading.getBoundingClientRect().top,
    barBottom,
    atEnd: window.scrollY + window.innerHeight >= root.scrollHeight - 2,
    viewportHeight: window.innerHeight,
    scrollY: window.scrollY,
  }
}

/** How far below the bars a heading may start and still be "at the top" (Vocs leaves room above headings). */
const landingSlack = 120

/** The heading is at the top of the viewport, below the bars; or the page ends before it can get there and it is in view. */
export function landsOnHeading(placement: HeadingPlacement | null): boolean {
  if (!placement) return false
  const { top, barBottom, atEnd, viewportHeight } = placement
  if (top < barBottom - 2) return false
  return top <= barBottom + landingSlack || (atEnd && top < viewportHeight - 40)
}
