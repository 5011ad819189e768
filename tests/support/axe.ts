/** The WCAG 2.0 and 2.1 success criteria, levels A and AA, that every accessibility scan checks. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

/** One line per violation: impact, rule, help text and up to three of the elements. */
export function violationSummary(
  violations: { impact?: string | null; id: string; help: string; nodes: { target: unknown[] }[] }[],
) {
  return violations.map(
    (violation) =>
      `${violation.impact}: ${violation.id} (${violation.help}) at ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  )
}
