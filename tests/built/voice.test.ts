import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { distDir, listPageRoutes, outputFilesFor } from '../../tooling/routes.ts'
import { matchedPhrases, narrationPhrases, type Phrase, unknownPhrases } from '../../tooling/voice/phrases.ts'
import { articleHtml, htmlStatements, jsonStatements } from '../../tooling/voice/statements.ts'
import { matchedTopics } from '../../tooling/voice/topics.ts'

/**
 * The site reads as Gas.zip's own documentation. Every statement a reader meets is read once:
 * each page's article in the built HTML (not its Markdown page, which holds the same text) and
 * the prose strings of the OpenAPI document. The phrases are in tooling/voice/phrases.ts.
 *
 * - Unknowns: the site says each unknown once, where a reader looks for it, so there are few of
 *   them in all; at most `maxUnknowns` statements. They are counted twice: by wording (phrases such
 *   as "not documented") and by topic (tooling/voice/topics.ts: the subject of each open point and
 *   any word that says it is open or points there), so rewording a repetition does not hide it.
 *   A topic is said in its home on the API overview, on the page where a reader looks for it and
 *   in the OpenAPI document at most: `maxPerTopic` statements.
 * - Research narration: none.
 */
if (!existsSync(join(distDir, 'index.html'))) throw new Error('no build in docs/dist: run `npm run build:deploy` first')

const maxUnknowns = 15
const maxPerTopic = 3

type Statement = { where: string; statement: string }

const pageStatements: Statement[] = listPageRoutes().flatMap(({ path }) => {
  const article = articleHtml(readFileSync(join(distDir, outputFilesFor(path).clean), 'utf8'))
  if (article === undefined) throw new Error(`${path}: the built page has no <article>`)
  return htmlStatements(article).map((statement) => ({ where: path, statement }))
})
const openapiStatements: Statement[] = jsonStatements(
  JSON.parse(readFileSync(join(distDir, 'openapi.json'), 'utf8')) as unknown,
).map(({ path, statement }) => ({ where: `openapi.json ${path}`, statement }))
const statements = [...pageStatements, ...openapiStatements]

const matching = (phrases: readonly Phrase[]) =>
  statements.flatMap(({ where, statement }) => {
    const names = matchedPhrases(statement, phrases)
    return names.length > 0 ? [`${where}: [${names.join(', ')}] ${statement}`] : []
  })

describe('voice', () => {
  it('reads statements from every page and from the OpenAPI document', () => {
    const pagesWithText = new Set(pageStatements.map(({ where }) => where))
    expect(listPageRoutes().filter(({ path }) => !pagesWithText.has(path))).toEqual([])
    expect(openapiStatements.length).toBeGreaterThan(0)
  })

  it(`says at most ${maxUnknowns} unknowns in all`, () => {
    const unknowns = matching(unknownPhrases)
    expect(
      unknowns.length,
      `${unknowns.length} statements say that something is unknown:\n${unknowns.join('\n')}`,
    ).toBeLessThanOrEqual(maxUnknowns)
  })

  it(`says each open point in at most ${maxPerTopic} statements, and at most ${maxUnknowns} in all, by topic`, () => {
    const byTopic = new Map<string, string[]>()
    for (const { where, statement } of statements)
      for (const topic of matchedTopics(statement, where))
        byTopic.set(topic, [...(byTopic.get(topic) ?? []), `${where}: ${statement}`])
    const all = [...byTopic.values()].flat()
    const repeated = [...byTopic].filter(([, found]) => found.length > maxPerTopic)
    expect(repeated.map(([topic, found]) => `${topic} (${found.length}):\n${found.join('\n')}`)).toEqual([])
    expect(new Set(all).size, all.join('\n')).toBeLessThanOrEqual(maxUnknowns)
  })

  it('narrates no research: no sources, sightings, dated changes or notes about the site', () => {
    expect(matching(narrationPhrases)).toEqual([])
  })
})
