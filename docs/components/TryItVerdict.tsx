import { useId } from 'react'
import { type AdvicePart, adviceParagraphs } from '../lib/tryIt/adviceParagraphs.ts'
import type { VerdictView } from '../lib/tryIt/tryItVerdict.ts'

function Advice({ text }: { text: string }) {
  const render = (part: AdvicePart, index: number) =>
    part.kind === 'code' ? (
      <code key={index}>{part.text}</code>
    ) : part.kind === 'link' ? (
      <a key={index} href={part.href}>
        {part.text}
      </a>
    ) : (
      part.text
    )
  return (
    <>
      {adviceParagraphs(text).map((parts, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the paragraphs of one advice text never move
        <p key={index}>{parts.map(render)}</p>
      ))}
    </>
  )
}

/**
 * The decision module's verdict under a "Try it" answer: a labelled region with the decision as
 * its heading, then each reason (or payout) with what to do, and the support-ticket text when
 * one is needed. `data-outcome` carries the decision for scripts and tests.
 */
export function Verdict({ view }: { view: VerdictView }) {
  const id = useId()
  return (
    <section
      className="try-it-verdict"
      aria-labelledby={`${id}-verdict`}
      data-outcome={view.outcome}
      data-contract={view.contract ?? undefined}
    >
      <p className="try-it-verdict-headline" id={`${id}-verdict`}>
        <strong>Verdict</strong>: {view.headline}
      </p>
      {view.items.length > 0 && (
        <ul className="try-it-verdict-items">
          {view.items.map((item) => (
            <li key={item.key} data-code={item.label}>
              <code>{item.label}</code>
              {item.detail ? ` ${item.detail}` : ''}
              <Advice text={item.advice} />
            </li>
          ))}
        </ul>
      )}
      {view.ticket && (
        <>
          <p>For the support ticket:</p>
          <pre className="try-it-verdict-ticket">
            <code>{view.ticket}</code>
          </pre>
        </>
      )}
    </section>
  )
}
