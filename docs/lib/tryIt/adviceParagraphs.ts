/**
 * Advice text (a rule's Markdown) as paragraphs of plain text, inline code and links, for the
 * Try-it verdict to render; a link becomes a link only when it points to this site or to one of
 * Gas.zip's own channels. Kept apart from the decision module so the verdict's view loads
 * with the answer, not with the page.
 */
import { siteUrl, socials } from '../site/site.ts'

/**
 * Where an advice link may point: this site and Gas.zip's own channels. Any other link in advice
 * text stays text, so words that reach the advice from elsewhere cannot become a link.
 */
const linkable = (href: string) =>
  href === siteUrl || href.startsWith(`${siteUrl}/`) || socials.some((social) => social.link === href)

/** One piece of advice text: plain text, `code`, or a [link](https://…). */
export type AdvicePart = { kind: 'text' | 'code'; text: string } | { kind: 'link'; text: string; href: string }

/** Advice (Markdown from the rules and the playbook) as paragraphs of parts, for the panel to render. */
export function adviceParagraphs(markdown: string): AdvicePart[][] {
  return markdown
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.replace(/\n/g, ' ').trim())
    .filter(Boolean)
    .map((paragraph) =>
      paragraph
        .split(/(`[^`]+`|\[[^\]]+\]\(https?:\/\/[^)\s]+\))/)
        .filter((part) => part !== '')
        .map((part): AdvicePart => {
          const linked = part.match(/^\[([^\]]+)\]\((https?:\/\/[^)\s]+)\)$/)
          if (linked && linkable(linked[2] ?? '')) return { kind: 'link', text: linked[1] ?? '', href: linked[2] ?? '' }
          if (linked) return { kind: 'text', text: part }
          if (part.startsWith('`') && part.endsWith('`') && part.length > 1)
            return { kind: 'code', text: part.slice(1, -1) }
          return { kind: 'text', text: part }
        }),
    )
}
