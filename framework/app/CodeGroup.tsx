/**
 * A code group (`:::code-group`) in Vocs' markup and classes: one tab per block, titled by its
 * `data-title`, WAI-ARIA tabs with automatic activation (the arrow keys go to the previous or
 * next tab and wrap around; Home and End go to the first and last). Ids come from `useId` and
 * the tab's position, never from its title. Every panel is prerendered, the unselected ones
 * `hidden`: a reader without JavaScript cannot switch tabs, so docs/styles.css shows every panel
 * there, one under the other, each under its own title.
 */

import { type KeyboardEvent, type ReactElement, type ReactNode, useState } from 'react'
import { useElementId } from '../../docs/lib/site/elementId.ts'
import { root as groupClass } from '../../node_modules/vocs/_lib/app/components/mdx/CodeGroup.css.js'
import {
  content as panelClass,
  trigger as tabClass,
  list as tabListClass,
  root as tabsClass,
} from '../../node_modules/vocs/_lib/app/components/Tabs.css.js'

type BlockProps = { 'data-title'?: string; children?: ReactNode; className?: string }
type Block = ReactElement<BlockProps>

/** The titled block of a child: the child itself, or the one element it wraps. */
function titledBlock(child: Block): Block {
  return child.props['data-title'] ? child : (child.props.children as Block)
}

export function tabAfterKey(key: string, current: number, count: number): number | undefined {
  if (count <= 0) return undefined
  if (key === 'ArrowRight') return (current + 1) % count
  if (key === 'ArrowLeft') return (current - 1 + count) % count
  if (key === 'Home') return 0
  if (key === 'End') return count - 1
  return undefined
}

function isShikiBlock(content: ReactNode): boolean {
  const inner = (content as ReactElement<{ children?: ReactElement<{ className?: string }> }> | undefined)?.props
    ?.children
  return inner?.props?.className?.includes('shiki') ?? false
}

export function CodeGroup({ children }: { children?: ReactNode }) {
  const baseId = useElementId()
  const [selected, setSelected] = useState(0)
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
    ;(event.currentTarget.parentElement?.children[next] as HTMLElement | undefined)?.focus()
  }

  return (
    <div className={`${groupClass} ${tabsClass}`} data-orientation="horizontal">
      <div role="tablist" aria-label="Code group" aria-orientation="horizontal" className={tabListClass}>
        {tabs.map(({ title }, index) => (
          <button
            // biome-ignore lint/suspicious/noArrayIndexKey: tabs are the code blocks in page order and never reorder
            key={index}
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
          {content}
        </div>
      ))}
    </div>
  )
}
