/**
 * The open points of the service, as topics. A statement that names a topic's subject together
 * with a word that says the point is open (or points to where it is said) is one statement of
 * that unknown, however it is worded: "ask Gas.zip for the request format of /quoteToken" and
 * "/quoteToken's method is not published" are the same unknown. The site says each unknown in
 * its one home (the open points of the API overview) and where a reader looks for it, and links
 * there elsewhere; a topic said in more places is being repeated.
 */
export type Topic = {
  name: string
  /** What the unknown is about. */
  subject: RegExp
  /** Words that make a statement about the subject a statement of the unknown, or a pointer to it. */
  open: RegExp
  /** Pages about the subject: there a statement need not name it to be about it. */
  pages?: string[]
}

/** Words that say a point is open, or send the reader to where it is said. */
const openWords =
  /\bopen points?\b|\bnot (?:yet )?(?:published|documented|stated|specified|known|defined|guaranteed)\b|\bundocumented\b|\bask Gas\.zip\b|\bwhether\b|\bno decision\b|\bunknown (?:unit|meaning|format)s?\b/i

const unknownTopics: Topic[] = [
  {
    name: '/quoteToken request format',
    subject: /\/quoteToken|\bquote ?token\b/i,
    open: new RegExp(`${openWords.source}|\\brequest format\\b|\\bHTTP method\\b|\\bquery string\\b`, 'i'),
    pages: ['/gas/api/quote-token'],
  },
  {
    name: '/quoteReverse answer shape',
    subject: /\/quoteReverse|\bquote ?reverse\b|\breverse (?:quote|of \/quotes)\b|\bReverseQuote\b/i,
    open: new RegExp(`${openWords.source}|\\bwrapper\\b|\\beither level\\b|\\bnests?\\b`, 'i'),
    pages: ['/gas/api/quote-reverse'],
  },
  {
    name: 'status meanings',
    subject:
      /\b(?:SEEN|PENDING|PRIORITY)\b.*\bmean|\bmean\w*\b.*\b(?:SEEN|PENDING|PRIORITY)\b|`refund` and `cancelled`.*\bmean/,
    open: /./,
  },
  {
    name: 'units of expires, price, bal, value, time',
    subject: /\bunits? of `|`expires`.*\bunit|\bunit\b.*`(?:expires|price|bal|value|time)`/i,
    open: /./,
  },
  {
    name: 'field meanings',
    subject: /\b(?:minOutbound|maxOutbound|contractDepositTxn)\b|`log`|`inbound`/,
    open: new RegExp(`${openWords.source}|\\bstand for\\b|\\bbase no\\b`, 'i'),
  },
  {
    name: 'authentication, rate limits, paging',
    subject: /\bpag(?:ing|ination|es its)\b|\bwhole history\b|\brate limits?\b/i,
    open: /./,
  },
  {
    name: 'contract and Solana deposit lookup',
    subject:
      /\bSolana (?:transaction )?signature\b|\bcontract or Solana deposit\b|\blookup for Direct Deposits only\b/i,
    open: new RegExp(`${openWords.source}|\\bDirect Deposits only\\b|\\bdoes not find\\b`, 'i'),
  },
  {
    name: 'Tron recipients',
    subject: /\bTron\b/,
    open: new RegExp(`${openWords.source}|\\bcarries? no calldata\\b`, 'i'),
  },
  {
    name: 'LayerZero caps and relayers',
    subject: /\bCanto\b|\bInjective EVM\b|\bPGN\b|\bcap\b.*\bunit\b|\bunit\b.*\bcap\b|\[unit\]/i,
    open: new RegExp(`${openWords.source}|\\bno (?:LayerZero v1 )?relayer\\b|\\bunit\\b`, 'i'),
  },
]

/** The topics a statement on page `where` states or points to; empty when it is about none. */
export function matchedTopics(statement: string, where = '', topics: readonly Topic[] = unknownTopics): string[] {
  return topics
    .filter(({ subject, open, pages }) => (subject.test(statement) || pages?.includes(where)) && open.test(statement))
    .map(({ name }) => name)
}
