import { describe, expect, it } from 'vitest'
import { type RenderedSource, sourceChecks } from './sourceChecks.ts'

// The checks on a made-up site: what a writer's slip looks like in `npm run check`. The real
// pages are checked by sidebar.test.ts (sidebar, front matter) and the built-site test (links).
const page = (path: string, source: string, extra: Partial<RenderedSource> = {}): RenderedSource => ({
  path,
  file: `${path.slice(1) || 'index'}.mdx`,
  source,
  markdown: source,
  ...extra,
})
const front = (title: string) =>
  `---\ntitle: ${title}\ndescription: "A page of the made-up site, for the checks."\n---\n\n# ${title}\n`
const problemsOf = (pages: RenderedSource[]) =>
  Object.fromEntries(sourceChecks(pages).map(({ check, problems }) => [check, problems]))

describe('sourceChecks', () => {
  it('names a broken link, a missing anchor, a failed Markdown form and missing front matter by file', () => {
    const problems = problemsOf([
      page('/overview', `${front('Overview')}\n## Limits\n\nSee [the guide](/guide#steps) and [limits](#limits).\n`),
      page('/guide', '# Guide\n\n## Setup\n\nBack to [the limits](/overview#limit).\n'),
      page('/broken', front('Broken'), {
        markdown: undefined,
        failure: 'docs/pages/broken.mdx: a {…} expression has no Markdown form',
      }),
    ])
    expect(problems['links and #anchors']).toEqual([
      'docs/pages/overview.mdx: /guide#steps: no element with id "steps" on /guide',
      'docs/pages/guide.mdx: /overview#limit: no element with id "limit" on /overview',
    ])
    expect(problems['Markdown forms and {…}']).toEqual(['docs/pages/broken.mdx: a {…} expression has no Markdown form'])
    expect(problems['front matter']).toEqual([
      'docs/pages/guide.mdx: starts without front matter (---, title:, description:, ---)',
    ])
    // The made-up pages are none of the sidebar's.
    expect(
      problems.sidebar?.some((problem) => problem.includes('/overview, which is no page') || problem.includes('/gas/')),
    ).toBe(true)
  })
})
