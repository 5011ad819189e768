import type { ReactNode } from 'react'
import './HomePaths.css'

/**
 * The home page's ways in: the page writes them as a Markdown list of links, each with one line
 * on when to take it, and this box lays that list out as cards a reader scans on the first
 * screen, two or three abreast on wide screens and one a line on a phone. The list stays the
 * Markdown form (docs/components/registry.ts), so the Markdown page and search read the same links.
 */
export function HomePaths({ label, children }: { label: string; children?: ReactNode }) {
  return (
    <nav className="home-paths" aria-label={label}>
      {children}
    </nav>
  )
}
