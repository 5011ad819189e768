/**
 * Copies a page's Markdown page to the clipboard. Loaded only when a reader
 * presses "Copy page".
 *
 * Where the browser supports it, the clipboard receives a pending item that the
 * download fills in, so the copy still counts as part of the click (Safari
 * refuses a clipboard write that starts after a network wait). Elsewhere the text
 * is downloaded first, then written.
 */
import { markdownPagePath } from './markdownPagePath.ts'

async function download(path: string): Promise<string> {
  const response = await fetch(path, { headers: { accept: 'text/markdown' } })
  if (!response.ok) throw new Error(`${path} answered ${response.status}`)
  return response.text()
}

export async function copyPageMarkdown(pagePath: string): Promise<void> {
  const path = markdownPagePath(pagePath)
  if (typeof ClipboardItem === 'function' && navigator.clipboard?.write) {
    try {
      const text = download(path)
      const blob = text.then((value) => new Blob([value], { type: 'text/plain' }))
      await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })])
      return
    } catch (error) {
      // A failed download is final; a refused pending item gets the plain write below.
      if (error instanceof Error && /answered/.test(error.message)) throw error
    }
  }
  await navigator.clipboard.writeText(await download(path))
}
