/**
 * A "Copy" button beside a value a reader copies (an address, a hash): it copies the whole value,
 * whatever part of it the cell shows, and its name says which value it copies. Chain tables place
 * it from their data; Markdown tables get it from rehypeTableValues.ts.
 */
import { useEffect, useState } from 'react'
import './CopyValue.css'

export function CopyValue({ value, label }: { value: string; label: string }) {
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), 2000)
    return () => clearTimeout(timer)
  }, [copied])
  return (
    <button
      type="button"
      className="copy-value"
      aria-label={`Copy ${label} ${value}`}
      onClick={() => {
        navigator.clipboard?.writeText(value).then(
          () => setCopied(true),
          () => console.info('copy: the clipboard is not available'),
        )
      }}
    >
      {copied ? 'Copied' : 'Copy'}
    </button>
  )
}
