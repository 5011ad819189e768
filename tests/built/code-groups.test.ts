import { describe, expect, it } from 'vitest'
import { builtPage, selectAll, textOf } from '../support/builtPage.ts'
import { readPages } from '../support/pages.ts'

/**
 * A code group as the prerendered page holds it: a reader without JavaScript cannot switch its
 * tabs (the stylesheet shows every panel there), so every tab's code must be in the page, each
 * panel titled as its tab.
 */

const groupsByRoute = readPages().map(({ path }) => ({
  path,
  groups: selectAll('.vocs_CodeGroup', builtPage(path)).map((group) => ({
    tabs: selectAll('[role="tab"]', group).map((tab) => textOf(tab).trim()),
    panels: selectAll('[role="tabpanel"]', group).map((panel) => ({
      title: selectAll('.vocs_CodeTitle', panel).map((title) => textOf(title).trim()),
      code: selectAll('pre code', panel)
        .map((code) => textOf(code).trim())
        .join('\n'),
    })),
  })),
}))

describe('code groups in the built pages', () => {
  it('are on every page whose source has a code group', () => {
    const written = new Set(
      readPages()
        .filter(({ source }) => /^:{3,}code-group/m.test(source))
        .map(({ path }) => path),
    )
    expect(written.size).toBeGreaterThan(0)
    const built = new Set(groupsByRoute.filter(({ groups }) => groups.length > 0).map(({ path }) => path))
    expect([...written].filter((path) => !built.has(path))).toEqual([])
  })

  it('every tab of every code group has its code in the page', () => {
    const problems = groupsByRoute.flatMap(({ path, groups }) =>
      groups.flatMap(({ tabs, panels }, group) => {
        if (panels.length !== tabs.length)
          return [`${path}, group ${group + 1}: ${tabs.length} tabs, ${panels.length} panels`]
        return tabs.flatMap((tab, index) => {
          const panel = panels[index]
          if (!panel?.code) return [`${path}, group ${group + 1}: no code under "${tab}"`]
          if (panel.title.join() !== tab)
            return [`${path}, group ${group + 1}: "${tab}" titled ${JSON.stringify(panel.title)}`]
          return []
        })
      }),
    )
    expect(problems).toEqual([])
  })
})
