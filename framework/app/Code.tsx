/**
 * Vocs' MDX `code`: a highlighted block's lines come as one HTML string from the build
 * (docs/lib/markdown/rehypeCodeHtml.ts) and are written as the element's inner HTML, so React
 * neither creates nor hydrates an element per token. Inline code renders as Vocs renders it.
 * (Vocs' own component also drops empty lines before Twoslash tag lines; the site uses no
 * Twoslash.)
 */
import type { ComponentProps } from 'react'
import { root } from '../../node_modules/vocs/_lib/app/components/mdx/Code.css.js'

type CodeProps = ComponentProps<'code'> & { 'data-html'?: string }

export function Code({ 'data-html': html, className, ...props }: CodeProps) {
  const classes = [className, root].filter(Boolean).join(' ')
  if (html === undefined) return <code {...props} className={classes} />
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the build wrote this HTML from the site's own code blocks, text escaped; no reader input reaches it.
  return <code {...props} className={classes} dangerouslySetInnerHTML={{ __html: html }} />
}
