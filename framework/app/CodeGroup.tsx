/**
 * A code group (`:::code-group`) in Vocs' markup and classes: one tab per block, titled by its
 * `data-title`, WAI-ARIA tabs with automatic activation. Ids come from `useId` and the tab's
 * position, never from its title. A group marked `data-panels="all"` prerenders every panel (the
 * unselected ones `hidden`; docs/styles.css shows them all without JavaScript); other groups
 * render the selected panel only, which keeps pages with long listings in their byte budgets.
 */

import { type KeyboardEvent, type ReactElement, type ReactNode, useRef, useState } from 'react'
import { useElementId } from '../../docs/lib/site/elementId.ts'
import { root as groupClass } from '../../node_modules/vocs/_lib/app/components/mdx/CodeGroup.css.js'
import {
  content as panelClass,
  trigger as tabClass,
  list as tabListClass,
  root as tabsClass,
} from '../../node_modules/vocs/_lib/app/components/Tabs.css.js'
import { tabAfterKey } from './tabKeys.ts'

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

export function CodeGroup({ children, 'data-panels': panels }: { children?: ReactNode; 'data-panels'?: string }) {
  const allPanels = panels === 'all'
  const baseId = useElementId()
  const [selected, setSelected] = useState(0)
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([])
  if (!Array.isArray(children)) return null
  const tabs = (children as Block[]).map((child) => {
    const { props } = titledBlock(child)
    return { title: props['data-title'], content: props.children }
  })
  const tabId = (index: number) => `${baseId}-tab-${index}`
  const panelId = (index: number) => `${baseId}-panel-${index}`

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = tabAfterKey(event.key, selected, tabs.length)
    if (next === undefined) return
    event.preventDefault()
    setSelected(next)
    tabRefs.current[next]?.focus()
  }

  return (
    <div className={`${groupClass} ${tabsClass}`} data-orientation="horizontal" data-panels={panels}>
      <div role="tablist" aria-label="Code group" aria-orientation="horizontal" className={tabListClass}>
        {tabs.map(({ title }, index) => (
          <button
            // biome-ignore lint/suspicious/noArrayIndexKey: tabs are the code blocks in page order and never reorder
            key={index}
            ref={(node) => {
              tabRefs.current[index] = node
            }}
            type="button"
            role="tab"
            id={tabId(index)}
            aria-selected={index === selected}
            aria-controls={panelId(index)}
            tabIndex={index === selected ? 0 : -1}
            data-state={index === selected ? 'active' : 'inactive'}
            className={tabClass}
            onClick={() => setSelected(index)}
            onKeyDown={onKeyDown}
          >
            {title}
          </button>
        ))}
      </div>
      {tabs.map(({ content }, index) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: one panel per tab, in the same order
          key={index}
          role="tabpanel"
          id={panelId(index)}
          aria-labelledby={tabId(index)}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the tabs pattern puts the panel next in the Tab order after its tab
          tabIndex={0}
          hidden={index !== selected}
          data-state={index === selected ? 'active' : 'inactive'}
          data-shiki={isShikiBlock(content)}
          className={panelClass}
        >
          {index === selected || allPanels ? content : null}
        </div>
      ))}
    </div>
  )
}
