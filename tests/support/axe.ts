import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/** The WCAG 2.0 and 2.1 success criteria, levels A and AA, that every accessibility scan checks. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

/** One line per violation: impact, rule, help text and up to three of the elements. */
function violationSummary(
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

/**
 * Scans the open page (or the part `include` selects) for WCAG 2.1 A/AA violations and
 * returns one line per violation.
 *
 * The scan runs axe-core in the page itself (`axe.run`, the builder's legacy mode) and
 * collects the nodes of violations only, which is several times faster than the builder's
 * default: that one splits the run per frame and finishes it in a second, blank page, and
 * carries every passing node back. The default exists for cross-origin frames, which this
 * site's Content Security Policy (`default-src 'self'`) never loads; same-origin frames are
 * still scanned. Every rule of the four tags runs either way.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  // `options` replaces every option, so the tags are set after it.
  const builder = new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(wcagTags)
    .setLegacyMode()
  if (include) builder.include(include)
  const { violations } = await builder.analyze()
  return violationSummary(violations)
}
