/**
 * Front matter and heading of a page, as "Add a page" asks: front matter with a `title` and a
 * `description` (the page's title tag, its search result and its Markdown form take them), and one
 * `# Title`. Each problem names the file.
 */

/** The value of a front matter key, unquoted; undefined when the key is absent. */
export function frontMatterValue(frontMatter: string, key: string): string | undefined {
  const raw = new RegExp(`^${key}:\\s*(.*)$`, 'm').exec(frontMatter)?.[1]?.trim()
  if (raw === undefined) return undefined
  return raw.startsWith('"') ? (JSON.parse(raw) as string) : raw.replace(/^'(.*)'$/, '$1')
}

/** The front matter block of an MDX source, or undefined when it has none. */
export const frontMatterOf = (source: string) => /^---\n([\s\S]*?)\n---/.exec(source)?.[1]

/** Level-one headings outside code fences. */
function titles(source: string): string[] {
  const found: string[] = []
  let fence: string | undefined
  for (const line of source.split('\n')) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1]
    if (marker && (fence === undefined || marker.startsWith(fence))) fence = fence === undefined ? marker : undefined
    else if (fence === undefined && /^# \S/.test(line)) found.push(line.slice(2).trim())
  }
  return found
}

/** A short description reads as a label, not a summary a search result can show. */
const shortestDescription = 20

export function frontMatterProblems(file: string, source: string): string[] {
  const frontMatter = frontMatterOf(source)
  if (frontMatter === undefined) return [`${file}: starts without front matter (---, title:, description:, ---)`]
  const problems: string[] = []
  let title: string | undefined
  let description: string | undefined
  try {
    title = frontMatterValue(frontMatter, 'title')
    description = frontMatterValue(frontMatter, 'description')
  } catch (error) {
    return [`${file}: front matter: a quoted value is not valid: ${(error as Error).message}`]
  }
  if (!title) problems.push(`${file}: front matter has no title`)
  if (!description) problems.push(`${file}: front matter has no description`)
  else if (description.length <= shortestDescription)
    problems.push(`${file}: the description "${description}" is too short to tell a reader what the page is for`)
  const h1s = titles(source)
  if (h1s.length !== 1) problems.push(`${file}: has ${h1s.length} level-one headings (# Title); a page has exactly one`)
  return problems
}
