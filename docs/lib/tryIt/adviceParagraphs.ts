/**
 * Advice text (a rule's Markdown) as paragraphs of plain text, inline code and links, for the
 * Try-it verdict to render. Kept apart from the decision module so the verdict's view loads
 * with the answer, not with the page.
 */
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
          if (linked) return { kind: 'link', text: linked[1] ?? '', href: linked[2] ?? '' }
          if (part.startsWith('`') && part.endsWith('`') && part.length > 1)
            return { kind: 'code', text: part.slice(1, -1) }
          return { kind: 'text', text: part }
        }),
    )
}
