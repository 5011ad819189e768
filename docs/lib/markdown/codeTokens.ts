/**
 * Inline code a reader copies (an address, a hash, a URL, an identifier) must never break
 * mid-token: a split value reads as two values, and the line break lands in the copied text.
 * docs/styles.css breaks inline code only at its spaces; a code holding a run longer than this
 * without a space is a token that can reach past a phone's line, so it gets `code-token`: one
 * line, in its own box that scrolls sideways when the line is too narrow for it.
 */
export const codeTokenClass = 'code-token'
const longestShortToken = 24

/** Whether inline code with this text holds a token too long to sit safely on a phone's line. */
export const isLongToken = (text: string) => text.split(/\s+/).some((run) => run.length > longestShortToken)

/** The class a component gives its inline code of this text (none for short values). */
export const tokenClassFor = (text: string) => (isLongToken(text) ? codeTokenClass : undefined)

/** An EVM address or a 32-byte hash: values a reader sends money to or tracks. */
export const isCopyableValue = (text: string) => /^0x(?:[0-9a-fA-F]{40}|[0-9a-fA-F]{64})$/.test(text)
