import { lint } from 'markdownlint/promise'

/**
 * markdownlint's default rules, except line length: prose paragraphs and table rows stay on
 * one line each, so a reader's tool wraps them to its own width. The Markdown pages,
 * llms-full.txt and the agent skills are all held to it.
 */
export const markdownlintConfig = { default: true, MD013: false }

/** Every problem markdownlint finds in the named texts, one line each: `file:line rule detail`. */
export async function markdownProblems(
  strings: Record<string, string>,
  config: Record<string, unknown> = markdownlintConfig,
): Promise<string[]> {
  const results = await lint({ strings, config })
  return Object.entries(results).flatMap(([file, errors]) =>
    errors.map((error) => `${file}:${error.lineNumber} ${error.ruleNames.join('/')} ${error.errorDetail ?? ''}`),
  )
}
