/**
 * Runs in the page: every value a reader copies that the layout breaks mid-token. For each inline
 * code of the article (an address, a hash, a URL, an identifier; code blocks excluded), each run
 * of it without a space must sit on one line, inside a scroll box or not: a line break inside a
 * run splits the value a reader reads and copies. Returns "route text: the run" for each break.
 */
export function tokensBrokenAcrossLines(): string[] {
  const broken: string[] = []
  for (const code of document.querySelectorAll('article :not(pre) > code')) {
    if (code.getClientRects().length === 0) continue
    const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? ''
      for (const match of text.matchAll(/\S+/g)) {
        const range = document.createRange()
        range.setStart(node, match.index)
        range.setEnd(node, match.index + match[0].length)
        // One line gives boxes with one top (within a pixel); a break gives a box a line lower.
        const tops = [...range.getClientRects()].filter((box) => box.width > 0).map((box) => box.top)
        if (tops.length > 1 && Math.max(...tops) - Math.min(...tops) > 2) broken.push(match[0])
      }
    }
  }
  return broken
}
