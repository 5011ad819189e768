/**
 * The phone menu's accordion while the site has no top navigation: only its outer box, which
 * holds the social links and the theme toggle. An item needs Radix' accordion back.
 */
import type { CSSProperties, ReactNode } from 'react'

export function Root({ style, children }: { style?: CSSProperties; children?: ReactNode }) {
  return (
    <div data-orientation="vertical" style={style}>
      {children}
    </div>
  )
}

const unexpected = () => {
  throw new Error(
    'A top navigation entry needs Radix\' accordion: drop "menus the site does not show" from framework/manifest.ts.',
  )
}
export const Item = unexpected
export const Trigger = unexpected
export const Content = unexpected
