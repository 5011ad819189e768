import { type ReactNode, useEffect, useState } from 'react'
import { useLocation } from 'react-router'
import { markdownPagePath } from '../lib/markdown/markdownPagePath.ts'
import './CopyPage.css'

type State = 'idle' | 'copied' | 'failed'

/**
 * The page's tools, one row under every page title: "Copy page" copies the page's Markdown
 * page (`<route>.md`) to the clipboard, with the code blocks' feedback (a check mark and
 * "Copied" for one second); "View as Markdown" links it; `children` is the "Use with AI"
 * disclosure (docs/lib/markdown/agentLinks.ts). Placed by docs/lib/markdown/remarkCopyPage.ts.
 * The copying code loads on the click.
 */
export function CopyPage({ children }: { children?: ReactNode }) {
  const [state, setState] = useState<State>('idle')
  const { pathname } = useLocation()
  const markdownPath = markdownPagePath(pathname)
  useEffect(() => {
    if (state !== 'copied') return
    const timeout = setTimeout(() => setState('idle'), 1000)
    return () => clearTimeout(timeout)
  }, [state])

  async function copy() {
    try {
      const { copyPageMarkdown } = await import('../lib/markdown/copyMarkdown.ts')
      await copyPageMarkdown(pathname)
      setState('copied')
    } catch {
      setState('failed')
    }
  }

  return (
    <div className="copy-page">
      <button type="button" className="copy-page-button" onClick={copy} data-copied={state === 'copied'}>
        {state === 'copied' ? <CheckIcon /> : <CopyIcon />}
        <span>{state === 'copied' ? 'Copied' : 'Copy page'}</span>
      </button>
      <a className="copy-page-link" href={markdownPath}>
        View as Markdown
      </a>
      {children}
      <span className="copy-page-status" role="status">
        {state === 'copied' ? 'Page copied as Markdown.' : ''}
        {state === 'failed' ? 'Copying failed. Open "View as Markdown" and copy the text from there.' : ''}
      </span>
    </div>
  )
}

const CopyIcon = () => (
  <svg
    aria-hidden="true"
    viewBox="0 0 16 16"
    width="14"
    height="14"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.5"
  >
    <rect x="5.5" y="5.5" width="8" height="8" rx="1.5" />
    <path d="M10.5 3.5v-1a1 1 0 0 0-1-1h-6a1 1 0 0 0-1 1v6a1 1 0 0 0 1 1h1" />
  </svg>
)

const CheckIcon = () => (
  <svg aria-hidden="true" viewBox="0 0 16 16" width="14" height="14" fill="none" stroke="currentColor" strokeWidth="2">
    <path d="M3 8.5l3 3 7-7" />
  </svg>
)
