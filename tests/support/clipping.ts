/**
 * Runs in the page: every piece of visible text whose box reaches past an ancestor that
 * cuts it off (`overflow-x: hidden` or `clip`), or past the right edge of the viewport; text
 * inside a box that scrolls counts as that box, which must not be cut off itself. Visually hidden text (for screen readers) is
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
    // Not rendered: the closed part of a <details> (its contents skip rendering), or display: none.
    if (!element.checkVisibility()) return true
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
    let box: { left: number; right: number; width: number; height: number } = range.getBoundingClientRect()
    if (box.width === 0 || box.height === 0 || hiddenOnPurpose(element)) continue
    let problem = false
    // Text in a box that scrolls (a long address in its own scrolling box, a wide table) is
    // reached by scrolling, so from there on the scrolling box is what must not be cut off.
    const ownOverflow = getComputedStyle(element).overflowX
    if (ownOverflow === 'auto' || ownOverflow === 'scroll') box = element.getBoundingClientRect()
    for (let ancestor = element.parentElement; ancestor; ancestor = ancestor.parentElement) {
      const overflowX = getComputedStyle(ancestor).overflowX
      if (overflowX === 'auto' || overflowX === 'scroll') {
        box = ancestor.getBoundingClientRect()
        continue
      }
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
