/**
 * The statements a reader meets on the built site, one per sentence: the text of a page's
 * article (prose, tables, callouts and each line of its code blocks) and the prose strings of the
 * OpenAPI document. Everything works on strings, so tests can feed it small examples.
 */
import { decodeEntities } from '../../docs/lib/site/htmlEntities.ts'

/** Elements whose end ends a statement: a sentence never runs from one cell or item into the next. */
const blockTags =
  /<\/?(?:p|li|ul|ol|h[1-6]|table|thead|tbody|tr|td|th|div|section|aside|blockquote|details|summary|figure|figcaption|dl|dt|dd|pre|caption|header|footer|br|hr)\b[^>]*>/gi

/**
 * Splits text into sentences: after `.`, `!` or `?` and white space, where the next sentence starts
 * with a capital letter, an opening mark, a quote or a path (`/quoteToken is …`). "e.g. 42161",
 * "i.e. The" and "1.5 ETH" stay whole.
 */
export function sentences(text: string): string[] {
  return text
    .replace(/\s+/g, ' ')
    .trim()
    .split(/(?<!\b(?:e\.g|i\.e|etc|vs|cf)\.)(?<=[.!?]["'”’)]?)\s+(?=[A-Z"'(“‘`/])/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence !== '')
}

/** The content of the page: the `<article>` element, without the sidebar, header and footer the pages share. */
export function articleHtml(html: string): string | undefined {
  const start = html.search(/<article\b/)
  const end = html.lastIndexOf('</article>')
  return start === -1 || end < start ? undefined : html.slice(start, end)
}

/**
 * The statements of a page's article: each sentence of its prose, table cells and callouts, and
 * of each line of its code blocks (a comment in code is read line by line).
 */
export function htmlStatements(articleContent: string): string[] {
  const withoutHidden = articleContent
    .replace(/<(script|style|svg|template)\b[\s\S]*?<\/\1>/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '')
  const statements: string[] = []
  // Code keeps its lines; everything else is cut at element boundaries, then into sentences.
  const prose = withoutHidden.replace(/<pre\b[\s\S]*?<\/pre>/gi, (pre) => {
    for (const line of decodeEntities(pre.replace(/<[^>]+>/g, '')).split('\n')) statements.push(...sentences(line))
    return '\n'
  })
  // Line breaks inside a paragraph are only the source's wrapping: the sentence goes on. Inline
  // code keeps its backticks, so a sentence may start with a name (`refund` and `cancelled` …).
  const units = prose
    .replace(/\s+/g, ' ')
    .replace(/<\/?code\b[^>]*>/gi, '`')
    .replace(blockTags, '\n')
    .split('\n')
  for (const unit of units) {
    const text = decodeEntities(unit.replace(/<[^>]+>/g, ''))
    statements.push(...sentences(text))
  }
  return statements
}

/**
 * Keys whose strings are data a client sends or receives (example values, enums, defaults,
 * patterns) rather than statements to the reader; their subtrees are skipped.
 */
const dataKeys = new Set(['example', 'value', 'enum', 'const', 'default', 'pattern', '$ref', 'format', 'type'])

/** The sentences of every string value of a JSON document (the OpenAPI document), data left out. */
export function jsonStatements(document: unknown, path = ''): { path: string; statement: string }[] {
  if (typeof document === 'string') return sentences(document).map((statement) => ({ path, statement }))
  if (Array.isArray(document)) return document.flatMap((item, index) => jsonStatements(item, `${path}[${index}]`))
  if (document && typeof document === 'object')
    return Object.entries(document).flatMap(([key, value]) =>
      dataKeys.has(key) ? [] : jsonStatements(value, path ? `${path}.${key}` : key),
    )
  return []
}
