/**
 * Runs in the page: every piece of visible text whose box reaches past an ancestor that
 * cuts it off (`overflow-x: hidden` or `clip`) with no scrolling container in between,
 * or past the right edge of the viewport. Visually hidden text (for screen readers) is
 * left out, as is text whose own box is meant to end in an ellipsis.
 */
export function findClippedText(): string[] {
  const clipped: string[] = []
  const viewportWidth = document.documentElement.clientWidth
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  const describe = (element: Element, text: string) => {
    const path: string[] = []
    for (
      let node: Element | null = element;
      node && node !== document.body && path.length < 3;
      node = node.parentElement
    )
      path.unshift(node.tagName.toLowerCase() + (node.classList[0] ? `.${node.classList[0]}` : ''))
    return `${path.join(' > ')} "${text.trim().slice(0, 40)}"`
  }
  const hiddenOnPurpose = (element: Element) => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      const style = getComputedStyle(node)
      if (style.display === 'none' || style.visibility === 'hidden') return true
      if (style.clip !== 'auto' || style.clipPath !== 'none') return true
      if (node.getAttribute('aria-hidden') === 'true' && style.opacity === '0') return true
      if (style.textOverflow === 'ellipsis' && node === element) return true
    }
    return false
  }
  for (let text = walker.nextNode(); text; text = walker.nextNode()) {
    const element = text.parentElement
    if (!element || !text.textContent?.trim()) continue
    if (element.closest('script, style, noscript, template, dialog, [role="dialog"]')) continue
    const range = document.createRange()
    range.selectNodeContents(text)
    const box = range.getBoundingClientRect()
    if (box.width === 0 || box.height === 0 || hiddenOnPurpose(element)) continue
    let problem = false
    for (let ancestor = element.parentElement; ancestor; ancestor = ancestor.parentElement) {
      const overflowX = getComputedStyle(ancestor).overflowX
      if (overflowX === 'auto' || overflowX === 'scroll') break
      if (overflowX === 'hidden' || overflowX === 'clip') {
        const edge = ancestor.getBoundingClientRect()
        if (box.right > edge.right + 1 || box.left < edge.left - 1) problem = true
        if (problem) break
      }
      if (ancestor === document.documentElement && box.right > viewportWidth + 1) problem = true
    }
    if (problem) clipped.push(describe(element, text.textContent))
  }
  return clipped
}
