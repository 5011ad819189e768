/**
 * Vocs' MDX `span` with the Twoslash popover in its own chunk, loaded only where a type hover
 * is rendered; the plain span shows until it arrives.
 */
import { type ComponentProps, type ComponentType, lazy, Suspense } from 'react'
import { root } from '../../node_modules/vocs/_lib/app/components/mdx/Span.css.js'

// Vocs types the popover's props as its children only; it passes every span prop on.
const TwoslashPopover = lazy(() =>
  import('../../node_modules/vocs/_lib/app/components/mdx/TwoslashPopover.js').then((module) => ({
    default: module.TwoslashPopover as unknown as ComponentType<ComponentProps<'span'>>,
  })),
)

export function Span(props: ComponentProps<'span'>) {
  const className = [props.className, root].filter(Boolean).join(' ')
  if (!props.className?.includes('twoslash-hover')) return <span {...props} className={className} />
  return (
    <Suspense fallback={<span {...props} className={className} />}>
      <TwoslashPopover {...props} className={className} />
    </Suspense>
  )
}
