/**
 * The voice rules of the site, as phrases found in single statements (sentences).
 *
 * - An unknown is a statement that says a fact is not known or not documented, or guesses at it.
 *   The site says each unknown once, where a reader looks for it; other places point there. The
 *   number of unknown statements is capped.
 * - Research narration tells how the facts were found: what some documentation said, what a
 *   response held on a date, what a third party counted, what this site's tests do. None is
 *   allowed: the site states facts and what the reader must do.
 *
 * Each pattern names the wording it targets and is written to leave legitimate text alone: the
 * TypeScript type `unknown`, a deposit that "is not CONFIRMED yet", a "source chain", the date a
 * data snapshot was taken.
 */

export type Phrase = { name: string; pattern: RegExp }

/** A year of the service's life (2010 to 2039), not an amount such as 2000 ms. */
const year = '20[1-3]\\d'
const month = '(?:January|February|March|April|May|June|July|August|September|October|November|December)'

export const unknownPhrases: Phrase[] = [
  { name: 'not documented', pattern: /\bnot (?:yet )?documented\b|\bundocumented\b/i },
  { name: 'no … is documented', pattern: /\bno\b[^.;:]*?\bis documented\b/i },
  { name: 'does not document, say or define', pattern: /\b(?:does|do) not (?:document|say|state|specify|define)\b/i },
  {
    name: 'not stated, specified or known',
    pattern: /\bnot (?:yet )?(?:stated|specified|known|defined|settled|clear)\b/i,
  },
  // Not the TypeScript type: only "unknown" as a statement about a fact.
  {
    name: 'unknown',
    pattern: /\b(?:is|are|remains?|still|stays?) unknown\b|\bunknown (?:unit|meaning|format|encoding|method|rule)s?\b/i,
  },
  { name: 'a guess', pattern: /\b(?:most likely|probably|presumably|apparently|assumed)\b/i },
  { name: 'not confirmed', pattern: /\b(?:could|can)(?:not| not) (?:confirm|verify|tell)\b|\bunconfirmed fact\b/i },
  // "to use once the transport is confirmed"; not "poll until the status is CONFIRMED".
  {
    name: 'until confirmed',
    pattern:
      /\bonce [^.;]*\b(?:is|are) (?:confirmed|documented)\b|\buntil (?:Gas\.zip|it|this) (?:confirms|documents)\b/,
  },
  { name: 'uncertain', pattern: /\b(?:unclear|uncertain)\b/i },
]

export const narrationPhrases: Phrase[] = [
  {
    name: 'what documentation says',
    pattern:
      /\b(?:the|its|these|some|Gas\.zip(?:'s)?(?: own)?) (?:docs|documentation|guides?|sources|texts|sample code) (?:say|says|said|speak|spoke|tell|tells|told|describe[sd]?|disagree|differ|used)\b|\b(?:the|its) (?:docs|documentation|sources) (?:do|does) not say\b/i,
  },
  { name: "Gas.zip's own documentation", pattern: /\bGas\.zip's own (?:docs|documentation|guide|code)\b/i },
  { name: 'sources', pattern: /\b(?:between|among|across) (?:the )?sources\b|\bconfirmed by [^.;]*\bsources?\b/i },
  { name: 'third party', pattern: /\bthird[- ]part(?:y|ies)\b/i },
  { name: 'observation', pattern: /\bobserv(?:ed|ations?)\b|\bwas seen\b|\bsightings?\b/i },
  { name: 'reference encoder', pattern: /\breference (?:encoder|implementation)\b/i },
  { name: 'errata', pattern: /\berrat(?:a|um)\b|\bvalues to double-check\b/i },
  {
    name: 'we',
    pattern: /\bwe (?:could|can)(?:not|n't| not)\b|\bwe (?:found|saw|checked|tested|observed|confirmed)\b/i,
  },
  { name: 'integrators do', pattern: /\bintegrators (?:treat|use|do|rely)\b/i },
  // A dated sighting or change: "in 2026 responses", "since December 2024", "until 28 November
  // 2024", "between 2024-12-03 and …", "a 2025 or later source". The date a snapshot was taken
  // ("Snapshot of 22 November 2026") is data, not narration.
  {
    name: 'dated sighting',
    pattern: new RegExp(
      `\\b(?:in|since|until|till|before|after|as of|between|from|through) (?:(?:early|late|mid)[- ])?(?:\\d{1,2} )?(?:${month} )?(?:\\d{1,2}, )?(?:${year}-\\d\\d-\\d\\d|${year})\\b(?! ?(?:ms|s|seconds|minutes|wei|gwei|lamports|bytes|blocks)\\b)|\\b(?:a|an|one|the) ${year} (?:or later )?(?:responses?|examples?|observations?|sources?|answers?)\\b|\\b${year} responses\\b`,
      'i',
    ),
  },
  {
    name: 'old responses and examples',
    pattern:
      /\b(?:one|an?|some) (?:old|older|early|earlier) (?:responses?|examples?|answers?|versions?)\b|\bolder code\b/i,
  },
  {
    name: 'notes about the site',
    pattern: /\bthis (?:site|page)(?:'s)? (?:own )?tests?\b|\bthe site's tests\b|\bthe document says so\b/i,
  },
  {
    name: 'defects of upstream documents',
    pattern: /\b(?:documented|its) schema is malformed\b|\bno documented example\b/i,
  },
]

/** The names of the phrases a statement matches; empty when it matches none. */
export function matchedPhrases(statement: string, phrases: readonly Phrase[]): string[] {
  return phrases.filter(({ pattern }) => pattern.test(statement)).map(({ name }) => name)
}
