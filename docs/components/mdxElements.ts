import type { ComponentProps, ComponentType } from 'react'
import { useMDXComponents } from 'vocs/mdx-react'

type Tag = 'table' | 'th' | 'td' | 'tr' | 'a' | 'code' | 'pre'
/** An element's props, plus any `data-*` attribute. */
type Props<T extends Tag> = ComponentProps<T> & Record<`data-${string}`, string>

/**
 * Vocs' own MDX elements (from the page's MDX provider), so tables and code that
 * components render from data look, scroll and wrap like those written in Markdown,
 * in both themes. Importing them from `vocs/components` instead breaks prerendering
 * (they load Vocs' virtual modules).
 */
export function useMdxElements() {
  const components = useMDXComponents() as Partial<Record<Tag, unknown>>
  const element = <T extends Tag>(tag: T) => (components[tag] ?? tag) as ComponentType<Props<T>>
  return {
    Table: element('table'),
    Th: element('th'),
    Td: element('td'),
    Tr: element('tr'),
    Anchor: element('a'),
    Code: element('code'),
    Pre: element('pre'),
  }
}
