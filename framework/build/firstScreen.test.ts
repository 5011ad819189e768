import { describe, expect, it } from 'vitest'
import { firstScreenCharacters, firstScreenEnd, firstScreenLink } from './firstScreen.ts'

const words = (count: number) => 'word '.repeat(count / 5)

const page = (article: string) =>
  `<html><body><header id="top">Banner</header><main id="vocs-content"><article class="vocs_Content">${article}</article><footer>End</footer></main></body></html>`

describe('firstScreenEnd', () => {
  it('names the first element with an id after the opening text, not a heading inside it', () => {
    const html = page(
      `<h1><span id="title"></span>Title</h1><p>${words(300)}</p><h2><span id="early"></span>Early</h2>` +
        `<p>${words(400)}</p><h2><span id="later"></span>Later</h2><p id="last">${words(50)}</p>`,
    )
    expect(firstScreenEnd(html)).toBe('later')
  })

  it('counts text, not markup: entities are one character each, tags none', () => {
    const opening = `<p class="${'x'.repeat(2000)}">${'&amp;'.repeat(firstScreenCharacters - 1)}</p>`
    // (The ids of this article come after its first paragraph, as a page's headings do.)
    expect(firstScreenEnd(page(`${opening}<h2 id="short"></h2>x<h2 id="enough"></h2>`))).toBe('enough')
  })

  it("falls back to the article's last id after its first paragraph on a short page, else names nothing", () => {
    expect(firstScreenEnd(page(`<h1 id="a">A</h1><p>short</p><h2 id="b">B</h2><p id="c">C</p>`))).toBe('c')
    expect(firstScreenEnd(page(`<h1 id="a">A</h1><p>only a title has an id</p>`))).toBeUndefined()
    expect(firstScreenEnd(page('<p>no ids here</p>'))).toBeUndefined()
    expect(firstScreenEnd('<main id="vocs-content"><p>no article</p></main>')).toBeUndefined()
  })
})

describe('firstScreenLink', () => {
  it('holds the first paint until that element is parsed', () => {
    expect(firstScreenLink(page(`<h1 id="a">A</h1><p>${words(700)}</p><h2 id="next">Next</h2>`))).toBe(
      '<link rel="expect" href="#next" blocking="render">',
    )
  })

  it("holds a short article's first paint until the page-end marker is parsed; none without an article", () => {
    expect(firstScreenLink(page('<h1 id="a">A</h1><p>no ids after the title</p>'))).toBe(
      '<link rel="expect" href="#page-parsed" blocking="render">',
    )
    expect(firstScreenLink('<main id="vocs-content"><p>no article</p></main>')).toBe('')
  })
})
