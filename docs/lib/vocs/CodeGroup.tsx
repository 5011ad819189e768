/**
 * Stands in for Vocs' `CodeGroup` (the `::::code-group` block; mdx/Div.js renders it; see
 * vocsStandIns.ts): one tab per code block, titled by the block's `data-title`. Tab values
 * are the tab's position, not its title: Radix builds element ids from the values, and a
 * title with a space ("Request URL") made the tabs' `aria-controls` invalid.
 */

import type { ReactElement, ReactNode } from 'react'
import { root } from 'vocs-internal/app/components/mdx/CodeGroup.css.js'
import * as Tabs from 'vocs-internal/app/components/Tabs.js'

type BlockProps = { 'data-title'?: string; children?: ReactNode; className?: string }
type Block = ReactElement<BlockProps>

/** The titled block of a child: the child itself, or the one element it wraps. */
function titledBlock(child: Block): Block {
  return child.props['data-title'] ? child : (child.props.children as Block)
}

function isShikiBlock(content: ReactNode): boolean {
  const inner = (content as ReactElement<{ children?: ReactElement<{ className?: string }> }> | undefined)?.props
    ?.children
  return inner?.props?.className?.includes('shiki') ?? false
}

export function CodeGroup({ children }: { children?: ReactNode }) {
  if (!Array.isArray(children)) return null
  const tabs = (children as Block[]).map((child) => {
    const { props } = titledBlock(child)
    return { title: props['data-title'], content: props.children }
  })
  return (
    <Tabs.Root className={root} defaultValue="0">
      <Tabs.List aria-label="Code group">
        {tabs.map(({ title }, index) => (
          <Tabs.Trigger key={title || index} value={String(index)}>
            {title}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map(({ title, content }, index) => (
        <Tabs.Content key={title || index} data-shiki={isShikiBlock(content)} value={String(index)}>
          {content}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  )
}
